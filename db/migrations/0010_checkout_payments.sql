CREATE TABLE "fulfilments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_id" uuid,
	"kind" varchar(16) NOT NULL,
	"status" varchar(16) NOT NULL,
	"gateway" varchar(32) NOT NULL,
	"amount" integer NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference" text,
	"reason" text,
	"failure_code" varchar(32),
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp(6) with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"operation" varchar(16) NOT NULL,
	"outcome" varchar(16) NOT NULL,
	"reference" text NOT NULL,
	"parent_reference" text,
	"provider_id" text,
	"card_last4" varchar(4),
	"amount" integer NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"decline_code" varchar(32),
	"message" text,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE varchar(24);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'paid';--> statement-breakpoint
ALTER TABLE "payment_setups" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" varchar(16) DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "access_token_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_redeemed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "market_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "captured_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_card" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gateway" varchar(32);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp(6) with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilled_at" timestamp(6) with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp(6) with time zone;--> statement-breakpoint
ALTER TABLE "payment_setups" ADD COLUMN "cart_id" uuid;--> statement-breakpoint
ALTER TABLE "fulfilments" ADD CONSTRAINT "fulfilments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilments" ADD CONSTRAINT "fulfilments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fulfilments_order_idx" ON "fulfilments" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_key_uq" ON "payments" USING btree ("tenant_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_ledger_key_uq" ON "sandbox_ledger" USING btree ("merchant","idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_ledger_parent_idx" ON "sandbox_ledger" USING btree ("merchant","parent_reference");--> statement-breakpoint
ALTER TABLE "payment_setups" ADD CONSTRAINT "payment_setups_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
-- Orders from before payments were records: what they charged counts as captured; their mail goes to the customer.
UPDATE "orders" SET "captured_total" = "total", "paid_at" = "created_at" WHERE "status" IN ('paid', 'fulfilled');--> statement-breakpoint
UPDATE "orders" o SET "email" = c."email" FROM "customers" c WHERE c."id" = o."customer_id" AND o."email" IS NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_within_capture" CHECK ("refunded_total" >= 0 AND "refunded_total" <= "captured_total");
