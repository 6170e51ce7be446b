CREATE TABLE "analytics_daily" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"dimension" varchar(16) NOT NULL,
	"key" text NOT NULL,
	"type" varchar(24) NOT NULL,
	"events" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_daily_tenant_id_day_dimension_type_key_pk" PRIMARY KEY("tenant_id","day","dimension","type","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_dirty_days" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "analytics_dirty_days_tenant_id_day_pk" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"occurred_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	"visitor" varchar(64) NOT NULL,
	"type" varchar(24) NOT NULL,
	"path" text NOT NULL,
	"product_id" uuid,
	"referrer_host" varchar(253),
	"country" varchar(2) DEFAULT 'XX' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" varchar(64) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD CONSTRAINT "analytics_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_dirty_days" ADD CONSTRAINT "analytics_dirty_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_day_idx" ON "analytics_events" USING btree ("tenant_id","day","type");