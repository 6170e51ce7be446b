CREATE TABLE "cart_discount_codes" (
	"tenant_id" uuid NOT NULL,
	"cart_id" uuid NOT NULL,
	"discount_id" uuid NOT NULL,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"discount_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" uuid,
	"email" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" varchar(64),
	"code_key" varchar(64),
	"description" text DEFAULT '' NOT NULL,
	"kind" varchar(16) NOT NULL,
	"percent" integer,
	"amounts" jsonb,
	"min_subtotal" jsonb,
	"applies_to" jsonb,
	"starts_at" timestamp(6) with time zone,
	"ends_at" timestamp(6) with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"combinable" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_kind_known" CHECK ("discounts"."kind" in ('percentage', 'fixed', 'free_shipping')),
	CONSTRAINT "discounts_percent_range" CHECK ("discounts"."percent" is null or ("discounts"."percent" > 0 and "discounts"."percent" <= 100)),
	CONSTRAINT "discounts_dates_ordered" CHECK ("discounts"."starts_at" is null or "discounts"."ends_at" is null or "discounts"."ends_at" > "discounts"."starts_at"),
	CONSTRAINT "discounts_limits_positive" CHECK (coalesce("discounts"."usage_limit", 1) >= 1 and coalesce("discounts"."per_customer_limit", 1) >= 1)
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "points_to_redeem" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_discount_codes" ADD CONSTRAINT "cart_discount_codes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_discount_codes" ADD CONSTRAINT "cart_discount_codes_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_discount_codes" ADD CONSTRAINT "cart_discount_codes_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_discount_codes_uq" ON "cart_discount_codes" USING btree ("tenant_id","cart_id","discount_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_order_uq" ON "discount_redemptions" USING btree ("tenant_id","order_id","discount_id");--> statement-breakpoint
CREATE INDEX "discount_redemptions_discount_idx" ON "discount_redemptions" USING btree ("tenant_id","discount_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_code_uq" ON "discounts" USING btree ("tenant_id","code_key");--> statement-breakpoint
CREATE INDEX "discounts_automatic_idx" ON "discounts" USING btree ("tenant_id") WHERE "discounts"."code" is null;