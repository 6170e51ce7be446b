ALTER TABLE "tenants" ADD COLUMN "point_value_minor" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "points_redeem_step" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "points_max_share_percent" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_point_value_positive" CHECK ("tenants"."point_value_minor" > 0);--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_points_redeem_step_positive" CHECK ("tenants"."points_redeem_step" > 0);--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_points_max_share_percent" CHECK ("tenants"."points_max_share_percent" between 0 and 100);