import { z } from "zod";
import { pageCountMeta } from "../pagination/schemas";

/** `failed`: its last attempt threw; `dead`: its lease ran out on its last attempt (the worker died or hung). */
export const jobStatus = z.enum(["queued", "running", "done", "failed", "dead"]);

/**
 * The kinds of job the queue runs (the handlers' keys: lib/billing/billing-jobs.ts, lib/orders/ticket-refund-jobs.ts,
 * lib/webhooks/*); tests/unit/job-kinds.test.ts keeps the list and the handlers the same.
 */
export const jobKind = z.enum(["billing.renewal", "billing.reminder", "tickets.refund", "webhook.deliver"]);

/** GET /operator/jobs */
export const operatorJobQuery = z.strictObject({
  status: jobStatus.optional(),
  kind: z.string().trim().min(1).max(48).optional(),
  page: z.coerce.number({ error: "The page must be a number." }).int().min(1).max(1_000_000).default(1),
  perPage: z.coerce.number({ error: "The per page must be a number." }).int().min(1).max(100).default(20),
});
export type OperatorJobQuery = z.infer<typeof operatorJobQuery>;

/** One job of the durable queue as an operator sees it (its payload is left out: it may name customers' records). */
export const operatorJob = z.object({
  id: z.uuid(),
  kind: jobKind,
  key: z.string().nullable(),
  status: jobStatus,
  runAt: z.string(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** While running: until when the worker holds it (a killed worker's job is claimed again after). */
  lockedUntil: z.string().nullable(),
  lastError: z.string().nullable(),
  finishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export const operatorJobList = z.object({
  data: z.array(operatorJob),
  meta: pageCountMeta,
});
