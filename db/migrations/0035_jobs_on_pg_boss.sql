-- The per-store jobs (renewals, reminders, refunds of cancelled dates, webhook deliveries) run on pg-boss, in its own
-- schema (pgboss, created and migrated by pg-boss on start): our own queue table goes.
DROP TABLE "jobs" CASCADE;
