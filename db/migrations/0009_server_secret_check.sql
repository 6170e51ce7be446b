CREATE TABLE "server_secret_checks" (
	"id" text PRIMARY KEY NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"recorded_at" timestamp(6) with time zone NOT NULL
);
