CREATE TABLE "product_images" (
	"tenant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_images_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_media_id_images_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_product_media_uq" ON "product_images" USING btree ("product_id","media_id");--> statement-breakpoint
CREATE INDEX "product_images_tenant_product_idx" ON "product_images" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "product_images_media_idx" ON "product_images" USING btree ("media_id");--> statement-breakpoint
-- Each product's one image becomes its first (position 0); an image a variant named that the product did not have follows it.
INSERT INTO "product_images" ("tenant_id", "product_id", "media_id", "position")
SELECT tenant_id, product_id, media_id, (row_number() OVER (PARTITION BY product_id ORDER BY rank, variant_position) - 1)::integer
  FROM (
    SELECT DISTINCT ON (product_id, media_id) tenant_id, product_id, media_id, rank, variant_position
      FROM (
        SELECT p."tenant_id", p."id" AS product_id, p."image_id" AS media_id, 0 AS rank, 0 AS variant_position
          FROM "products" p WHERE p."image_id" IS NOT NULL
        UNION ALL
        SELECT v."tenant_id", v."product_id", v."image_id", 1, v."position"
          FROM "product_variants" v WHERE v."image_id" IS NOT NULL
      ) named
     ORDER BY product_id, media_id, rank, variant_position
  ) firsts;
