CREATE TABLE "store_domains" (
	"host" varchar(253) PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_domains_host_lower" CHECK ("store_domains"."host" = lower("store_domains"."host"))
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "tagline" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "announcement" text;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "data" "bytea";--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "byte_size" integer;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "store_domains" ADD CONSTRAINT "store_domains_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_domains_tenant_idx" ON "store_domains" USING btree ("tenant_id");--> statement-breakpoint
-- custom: the demo store's line and announcement, which the storefront showed as fixed text before stores had their own.
UPDATE "tenants" SET "tagline" = 'Fresh coffee and loose leaf tea, roasted for you every week',
       "announcement" = 'Roasted every Monday · Free UK delivery over £30'
 WHERE "slug" = 'demo' AND "tagline" IS NULL AND "announcement" IS NULL;
