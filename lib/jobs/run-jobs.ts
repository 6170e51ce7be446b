import "server-only";
import type { Database } from "@/db/client";
import { describeError, log } from "../log";
import { claimJobs, type ClaimedJob } from "./claim-jobs";
import { completeJob, deferJob, failJob } from "./finish-job";

/**
 * A job's handler: returns a short outcome (counted by the caller), or throws to have the job retried with backoff
 * (a `JobDeferred` puts it back until its `runAt` without counting the attempt).
 */
export type JobHandler = (job: ClaimedJob, context: { now: Date }) => Promise<string>;

/** Thrown by a handler whose job must wait (not a failure): queued again at `runAt`, the attempt not counted. */
export class JobDeferred extends Error {
  constructor(
    readonly runAt: Date,
    reason: string,
  ) {
    super(reason);
    this.name = "JobDeferred";
  }
}

export type JobRunReport = { claimed: number; outcomes: Record<string, number>; errors: number };

/**
 * Claims due jobs of the given kinds in batches and runs each with its handler until none is left (or `maxJobs`),
 * recording done or failed (with backoff) per job. Several of these may run at once, in one process or many: a job
 * is only ever claimed by one of them at a time.
 */
export async function runDueJobs({
  db,
  handlers,
  now,
  tenantId,
  keyNames,
  batchSize = 20,
  maxJobs = 10_000,
  concurrency = 1,
  retryBaseSeconds,
}: {
  db: Database;
  handlers: Record<string, JobHandler>;
  now: Date;
  tenantId?: string;
  /** Only jobs whose key names this record (claimJobs' `keyNames`). */
  keyNames?: string;
  batchSize?: number;
  maxJobs?: number;
  concurrency?: number;
  /** The first retry's delay (lib/jobs/backoff.ts; 30 s unless said). */
  retryBaseSeconds?: number;
}): Promise<JobRunReport> {
  const report: JobRunReport = { claimed: 0, outcomes: {}, errors: 0 };
  const kinds = Object.keys(handlers);
  while (report.claimed < maxJobs) {
    const batch = await claimJobs({ executor: db, now, limit: Math.min(batchSize, maxJobs - report.claimed), kinds, tenantId, keyNames });
    if (batch.length === 0) break;
    report.claimed += batch.length;
    const queue = [...batch];
    const lane = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const handler = handlers[job.kind]!;
        try {
          const outcome = await handler(job, { now });
          report.outcomes[outcome] = (report.outcomes[outcome] ?? 0) + 1;
          await completeJob({ executor: db, job });
        } catch (error) {
          if (error instanceof JobDeferred) {
            report.outcomes.deferred = (report.outcomes.deferred ?? 0) + 1;
            await deferJob({ executor: db, job, runAt: error.runAt }).catch(() => undefined);
            continue;
          }
          report.errors++;
          const next = await failJob({ executor: db, job, error, now, retryBaseSeconds }).catch(() => "unrecorded");
          log.warn("job_failed", { kind: job.kind, key: job.key, attempts: job.attempts, next, ...describeError(error), stack: undefined });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, lane));
    if (batch.length < batchSize) break;
  }
  return report;
}
