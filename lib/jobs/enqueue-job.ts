import "server-only";
import { sql } from "drizzle-orm";
import { schema, type Executor } from "@/db/client";

export type JobRequest = {
  tenantId: string | null;
  /** The handler's name (lib/jobs/job-handlers.ts). */
  kind: string;
  /** At most one job per key, ever: a second enqueue of the same key changes nothing (null: no such rule). */
  key: string | null;
  payload: Record<string, unknown>;
  /** Not claimed before this moment (default: now). */
  runAt?: Date;
  maxAttempts?: number;
};

/**
 * Puts jobs on the durable queue, inside the caller's transaction when given one (so a job exists exactly when the
 * change that needs it does). A job whose key is already queued, running or done is not added again: that is what
 * lets two billing passes at once enqueue the same renewal and have it run once (while the job is kept: finished jobs
 * are pruned after their retention, lib/jobs/prune-jobs.ts, and the records they acted on say it was done). Answers
 * how many were added.
 */
export async function enqueueJobs({ executor, jobs }: { executor: Executor; jobs: JobRequest[] }): Promise<number> {
  if (jobs.length === 0) return 0;
  const j = schema.jobs;
  const added = await executor
    .insert(j)
    .values(
      jobs.map((job) => ({
        tenantId: job.tenantId,
        kind: job.kind,
        key: job.key,
        payload: job.payload,
        // To the millisecond: claimJobs compares with a JavaScript time (milliseconds), which a job due "now" must not
        // be a fraction of a millisecond after (lib/billing/retry-past-due.ts).
        runAt: job.runAt ? job.runAt.toISOString() : sql`date_trunc('milliseconds', now())`,
        maxAttempts: job.maxAttempts ?? 5,
      })),
    )
    .onConflictDoNothing({ target: j.key })
    .returning({ id: j.id });
  return added.length;
}
