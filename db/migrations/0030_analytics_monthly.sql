CREATE TABLE "analytics_monthly" (
	"tenant_id" uuid NOT NULL,
	"month" date NOT NULL,
	"dimension" varchar(16) NOT NULL,
	"key" text NOT NULL,
	"type" varchar(24) NOT NULL,
	"events" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_monthly_tenant_id_month_dimension_type_key_pk" PRIMARY KEY("tenant_id","month","dimension","type","key")
);
--> statement-breakpoint
ALTER TABLE "analytics_monthly" ADD CONSTRAINT "analytics_monthly_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("tenant_id",coalesce("paid_at", "created_at"));--> statement-breakpoint
CREATE INDEX "analytics_daily_dimension_idx" ON "analytics_daily" USING btree ("tenant_id","dimension","day");--> statement-breakpoint
INSERT INTO "analytics_monthly" ("tenant_id", "month", "dimension", "key", "type", "events", "visitors")
SELECT "tenant_id", date_trunc('month', "day")::date, "dimension", "key", "type", sum("events")::int, sum("visitors")::int
FROM "analytics_daily" GROUP BY 1, 2, 3, 4, 5;
