ALTER TABLE "jobs" ADD COLUMN "lease_token" uuid;--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("finished_at") WHERE "jobs"."status" in ('done', 'failed', 'dead');