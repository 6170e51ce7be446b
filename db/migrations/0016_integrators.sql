ALTER TABLE "api_tokens" ADD COLUMN "private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "cors_origins" jsonb DEFAULT '[]'::jsonb NOT NULL;