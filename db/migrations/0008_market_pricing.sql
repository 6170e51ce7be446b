CREATE TABLE "product_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"market_id" uuid NOT NULL,
	"price" integer NOT NULL,
	"sale_price" integer,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_prices_price_non_negative" CHECK ("product_prices"."price" >= 0),
	CONSTRAINT "product_prices_sale_not_above_price" CHECK ("product_prices"."sale_price" is null or ("product_prices"."sale_price" >= 0 and "product_prices"."sale_price" <= "product_prices"."price"))
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"region" varchar(8) DEFAULT '' NOT NULL,
	"tax_class" varchar(16) NOT NULL,
	"rate" numeric(7, 4) NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_rate_range" CHECK ("tax_rates"."rate" >= 0 and "tax_rates"."rate" < 100),
	CONSTRAINT "tax_rates_class_known" CHECK ("tax_rates"."tax_class" in ('standard', 'reduced', 'zero'))
);
--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "tax_included" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "exchange_rate" numeric(12, 6) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "rounding" varchar(16) DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "default_country" varchar(2);--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "locale" varchar(35) DEFAULT 'en-GB' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_class" varchar(16) DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "market_id" uuid;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipping_country" varchar(2);--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipping_region" varchar(8);--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_prices_product_market_uq" ON "product_prices" USING btree ("tenant_id","product_id","market_id");--> statement-breakpoint
CREATE INDEX "product_prices_market_idx" ON "product_prices" USING btree ("tenant_id","market_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_uq" ON "tax_rates" USING btree ("tenant_id","country_code","region","tax_class");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Backfills (hand-written): every market gets a default country (its first country), North American (USD) markets
-- add tax at checkout and format as en-US, euro markets format as en-IE; carts in the primary currency join the primary
-- market; a sale price above the regular price (the bug of issue 24) is cleared before the check forbids it.
UPDATE "markets" SET "default_country" = (
  SELECT min(mc."country_code") FROM "market_countries" mc WHERE mc."market_id" = "markets"."id" AND mc."tenant_id" = "markets"."tenant_id"
) WHERE "default_country" IS NULL;--> statement-breakpoint
UPDATE "markets" SET "tax_included" = false, "locale" = 'en-US' WHERE "currency_code" = 'USD';--> statement-breakpoint
UPDATE "markets" SET "locale" = 'en-IE' WHERE "currency_code" = 'EUR';--> statement-breakpoint
UPDATE "carts" SET "market_id" = m."id" FROM "markets" m
 WHERE m."tenant_id" = "carts"."tenant_id" AND m."is_primary" AND m."currency_code" = "carts"."currency_code" AND "carts"."market_id" IS NULL;--> statement-breakpoint
UPDATE "products" SET "sale_price" = NULL WHERE "sale_price" > "price";--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_exchange_rate_positive" CHECK ("markets"."exchange_rate" > 0);--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_rounding_known" CHECK ("markets"."rounding" in ('none', 'whole', 'ninety_nine'));--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_currency_code_iso" CHECK ("markets"."currency_code" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_primary_rate_one" CHECK (not "markets"."is_primary" or "markets"."exchange_rate" = 1);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sale_not_above_price" CHECK ("products"."sale_price" is null or "products"."sale_price" <= "products"."price");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_class_known" CHECK ("products"."tax_class" in ('standard', 'reduced', 'zero'));