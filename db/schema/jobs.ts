import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, ts, updatedAt } from "./columns";
import { tenants } from "./tenants";

/**
 * The durable job queue (lib/jobs): a row per job, claimed with FOR UPDATE SKIP LOCKED and leased until
 * `lockedUntil` (a worker killed mid-job leaves a lease that runs out, and the job is claimed again, or is dead once
 * its attempts are spent). Finished jobs are pruned after a retention period (lib/jobs/prune-jobs.ts).
 */
export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    /** null for jobs that span stores. */
    tenantId: uuid("tenant_id").references(() => tenants.id, { onDelete: "cascade" }),
    /** The handler's name, e.g. `billing.renewal`. */
    kind: varchar("kind", { length: 48 }).notNull(),
    /** At most one job per key (e.g. one renewal per subscription, cycle and attempt); null: no such rule. */
    key: text("key"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    /** queued | running | done | failed (its last attempt threw) | dead (its lease ran out on its last attempt) */
    status: varchar("status", { length: 16 }).notNull().default("queued"),
    runAt: ts("run_at").notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    lockedUntil: ts("locked_until"),
    /** The claim that holds the job while it runs: only that claim may extend its lease or finish it. */
    leaseToken: uuid("lease_token"),
    lastError: text("last_error"),
    finishedAt: ts("finished_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("jobs_key_uq").on(t.key),
    index("jobs_due_idx")
      .on(t.runAt)
      .where(sql`${t.status} in ('queued', 'running')`),
    index("jobs_tenant_status_idx").on(t.tenantId, t.status, t.createdAt),
    index("jobs_finished_idx")
      .on(t.finishedAt)
      .where(sql`${t.status} in ('done', 'failed', 'dead')`),
  ],
);
