ALTER TABLE "tenants" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "phone" varchar(40);--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "logo_media_id" varchar(100);--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "social_image_media_id" varchar(100);--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "weight_unit" varchar(4) DEFAULT 'kg' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "guest_checkout" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD COLUMN "name" text DEFAULT 'Standard delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD COLUMN "delivery_days" integer;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_weight_unit_known" CHECK ("tenants"."weight_unit" in ('kg', 'g', 'lb', 'oz'));--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_amounts_non_negative" CHECK ("shipping_rates"."flat_rate" >= 0 and ("shipping_rates"."free_over" is null or "shipping_rates"."free_over" >= 0));--> statement-breakpoint
-- custom: a store that has no market yet gets a primary one (United Kingdom, GBP, prices including VAT; stores keep no
-- country of their own), so every store can price a cart. Its owner changes it through /operator/markets.
WITH new_markets AS (
	INSERT INTO "markets" ("tenant_id", "name", "currency_code", "currency_symbol", "is_primary", "tax_included", "exchange_rate", "rounding", "default_country", "locale")
	SELECT t."id", 'United Kingdom', 'GBP', '£', true, true, 1, 'none', 'GB', 'en-GB'
	  FROM "tenants" t
	 WHERE NOT EXISTS (SELECT 1 FROM "markets" m WHERE m."tenant_id" = t."id")
	RETURNING "id", "tenant_id"
)
INSERT INTO "market_countries" ("tenant_id", "market_id", "country_code")
SELECT n."tenant_id", n."id", 'GB' FROM new_markets n
 WHERE NOT EXISTS (SELECT 1 FROM "market_countries" mc WHERE mc."tenant_id" = n."tenant_id" AND mc."country_code" = 'GB');
