import { z } from "zod";
import { pageCountMeta } from "../pagination/schemas";

/**
 * pg-boss's states as operators see them: `created`/`retry` → queued, `active` → running, `completed` → done,
 * `failed` → failed; `dead`: failed on its last attempt (it threw, or its worker died or hung) and copied to the
 * dead-letter queue (lib/jobs/list-operator-jobs.ts).
 */
export const jobStatus = z.enum(["queued", "running", "done", "failed", "dead"]);

/**
 * The per-store queues (lib/jobs/store-jobs.ts; their handlers: lib/worker/store-job-handlers.ts);
 * tests/unit/job-kinds.test.ts keeps the three lists the same.
 */
export const jobKind = z.enum(["billing.renewal", "billing.reminder", "tickets.refund", "webhook.deliver"]);
export type JobKind = z.infer<typeof jobKind>;

/** GET /operator/jobs */
export const operatorJobQuery = z.strictObject({
  status: jobStatus.optional(),
  kind: z.string().trim().min(1).max(48).optional(),
  page: z.coerce.number({ error: "The page must be a number." }).int().min(1).max(1_000_000).default(1),
  perPage: z.coerce.number({ error: "The per page must be a number." }).int().min(1).max(100).default(20),
});
export type OperatorJobQuery = z.infer<typeof operatorJobQuery>;

/** One job of a per-store queue as an operator sees it (its data is left out: it may name customers' records). */
export const operatorJob = z.object({
  id: z.uuid(),
  kind: jobKind,
  key: z.string().nullable(),
  status: jobStatus,
  runAt: z.string(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** While running: its last heartbeat (or start) plus its timeout, after which pg-boss counts its worker gone. */
  lockedUntil: z.string().nullable(),
  lastError: z.string().nullable(),
  finishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export const operatorJobList = z.object({
  data: z.array(operatorJob),
  meta: pageCountMeta,
});
