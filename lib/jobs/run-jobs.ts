import "server-only";
import type { Database } from "@/db/client";
import { describeError, log } from "../log";
import { claimJobs, type ClaimedJob } from "./claim-jobs";
import { completeJob, deferJob, extendLease, failJob } from "./finish-job";

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

export type JobRunReport = { claimed: number; outcomes: Record<string, number>; errors: number; dead: number };

/**
 * While a handler runs, its lease is pushed `leaseSeconds` ahead every third of the lease, so a handler slower than
 * the lease is never claimed by another worker meanwhile; a killed worker stops beating and its lease runs out.
 * `stop` ends the beats and waits for one under way.
 */
function startHeartbeat({ db, job, leaseSeconds }: { db: Database; job: ClaimedJob; leaseSeconds: number }): { stop: () => Promise<void> } {
  let beat: Promise<void> | undefined;
  let stopped = false;
  const timer = setInterval(
    () => {
      if (beat) return;
      beat = extendLease({ executor: db, job, leaseSeconds })
        .then((held) => {
          if (!held && !stopped) log.warn("job_lease_lost", { kind: job.kind, key: job.key, attempts: job.attempts });
        })
        .catch((error: unknown) =>
          log.warn("job_lease_not_extended", { kind: job.kind, key: job.key, ...describeError(error), stack: undefined }),
        )
        .finally(() => (beat = undefined));
    },
    Math.max(50, (leaseSeconds * 1000) / 3),
  );
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await beat;
    },
  };
}

/**
 * Claims due jobs of the given kinds in batches and runs each with its handler until none is left (or `maxJobs`),
 * recording done or failed (with backoff) per job. Several of these may run at once, in one process or many: a job
 * is only ever claimed by one of them at a time, its lease extended while its handler runs (`leaseSeconds`, 120 s
 * unless said), and a job whose lease ran out on its last attempt is dead-lettered (claimJobs) rather than run again.
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
  leaseSeconds = 120,
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
  /** How long a claim holds a job before another worker may take it, unless its heartbeat extends it. */
  leaseSeconds?: number;
}): Promise<JobRunReport> {
  const report: JobRunReport = { claimed: 0, outcomes: {}, errors: 0, dead: 0 };
  const kinds = Object.keys(handlers);
  while (report.claimed < maxJobs) {
    const limit = Math.min(batchSize, maxJobs - report.claimed);
    const { claimed: batch, dead } = await claimJobs({ executor: db, now, limit, kinds, tenantId, keyNames, leaseSeconds });
    for (const job of dead) log.warn("job_dead", { kind: job.kind, key: job.key, attempts: job.attempts, reason: "lease expired" });
    report.dead += dead.length;
    if (batch.length + dead.length === 0) break;
    report.claimed += batch.length;
    const queue = [...batch];
    const lane = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const handler = handlers[job.kind]!;
        const heartbeat = startHeartbeat({ db, job, leaseSeconds });
        let outcome: string | undefined;
        let failure: unknown;
        try {
          outcome = await handler(job, { now });
        } catch (error) {
          failure = error;
        } finally {
          await heartbeat.stop();
        }
        const where = { kind: job.kind, key: job.key, attempts: job.attempts };
        if (outcome !== undefined) {
          report.outcomes[outcome] = (report.outcomes[outcome] ?? 0) + 1;
          // Another claim took the job after this one's lease ran out (or it was dead-lettered): not recorded twice.
          const recorded = await completeJob({ executor: db, job }).catch((error: unknown) => {
            log.warn("job_done_unrecorded", { ...where, ...describeError(error), stack: undefined });
            return true;
          });
          if (!recorded) log.warn("job_lease_lost", { ...where, outcome });
          continue;
        }
        if (failure instanceof JobDeferred) {
          report.outcomes.deferred = (report.outcomes.deferred ?? 0) + 1;
          await deferJob({ executor: db, job, runAt: failure.runAt }).catch((error: unknown) =>
            log.warn("job_deferral_unrecorded", { ...where, ...describeError(error), stack: undefined }),
          );
          continue;
        }
        report.errors++;
        const next = await failJob({ executor: db, job, error: failure, now, retryBaseSeconds }).catch((error: unknown) => {
          // The job stays running until its lease runs out, then is claimed again (or dead-lettered): said, not swallowed.
          log.warn("job_retry_unrecorded", { ...where, ...describeError(error), stack: undefined });
          return "unrecorded";
        });
        log.warn("job_failed", { ...where, next, ...describeError(failure), stack: undefined });
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, lane));
    if (batch.length + dead.length < limit) break;
  }
  return report;
}
