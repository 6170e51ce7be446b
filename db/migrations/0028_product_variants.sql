CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price" integer NOT NULL,
	"sale_price" integer,
	"subscriber_price" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"weight_grams" integer,
	"image_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_sale_not_above_price" CHECK ("product_variants"."sale_price" is null or "product_variants"."sale_price" <= "product_variants"."price")
);
--> statement-breakpoint
DROP INDEX "cart_lines_cart_product_uq";--> statement-breakpoint
DROP INDEX "product_prices_product_market_uq";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "skus" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "product_prices" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
-- Every product becomes one variant carrying its SKU, prices, stock and weight; its cart and order lines and its
-- market prices follow that variant.
INSERT INTO "product_variants" ("tenant_id", "product_id", "sku", "options", "price", "sale_price", "subscriber_price", "stock", "weight_grams", "position", "created_at", "updated_at")
SELECT "tenant_id", "id", "sku", '{}'::jsonb, "price", "sale_price", "subscriber_price", "stock", "weight_grams", 0, "created_at", "updated_at" FROM "products";--> statement-breakpoint
UPDATE "products" SET "skus" = "sku";--> statement-breakpoint
UPDATE "cart_lines" cl SET "variant_id" = v."id" FROM "product_variants" v WHERE v."product_id" = cl."product_id";--> statement-breakpoint
UPDATE "order_lines" ol SET "variant_id" = v."id" FROM "product_variants" v WHERE v."product_id" = ol."product_id";--> statement-breakpoint
UPDATE "product_prices" pp SET "variant_id" = v."id" FROM "product_variants" v WHERE v."product_id" = pp."product_id";--> statement-breakpoint
ALTER TABLE "cart_lines" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_prices" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(skus, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_tenant_sku_uq" ON "product_variants" USING btree ("tenant_id","sku") WHERE "product_variants"."sku" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_product_position_uq" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_variants_tenant_product_idx" ON "product_variants" USING btree ("tenant_id","product_id");--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_cart_variant_uq" ON "cart_lines" USING btree ("cart_id","variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_prices_variant_market_uq" ON "product_prices" USING btree ("tenant_id","variant_id","market_id");--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "stock";