ALTER TABLE "tenants" ADD COLUMN "max_seats_per_buyer" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_holds" ADD COLUMN "client_address" varchar(64);--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "confirmed_at" timestamp(6) with time zone;--> statement-breakpoint
ALTER TABLE "payment_setups" ADD COLUMN "charges" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_max_seats_per_buyer_positive" CHECK ("tenants"."max_seats_per_buyer" > 0);--> statement-breakpoint
-- custom: entries that joined before confirmation links existed keep their place in line.
UPDATE "waitlist_entries" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;
