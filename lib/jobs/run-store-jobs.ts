import "server-only";
import { sql } from "drizzle-orm";
import type { JobWithMetadata, PgBoss } from "pg-boss";
import { getDb } from "@/db/client";
import { describeError, log } from "../log";
import { bossSchema, getBoss } from "./boss";
import { readyStoreQueue, type StoreJobData, type StoreQueue } from "./store-jobs";

/** One per-store job as its handler sees it. `attempts`: this run's number (1 for the first). */
export type StoreJob = {
  id: string;
  tenantId: string;
  key: string;
  data: StoreJobData;
  attempts: number;
  maxAttempts: number;
};

/** A per-store job's handler: a short outcome (counted by the pass that ran it), or throws to have it retried. */
export type StoreJobHandler = (job: StoreJob) => Promise<string>;

/**
 * Thrown by a handler whose job must wait, not a failure (a webhook delivery behind an earlier one of its record):
 * the job is completed as `deferred` and the same job sent again to start at `runAt`, its attempts not counted.
 */
export class JobDeferred extends Error {
  constructor(
    readonly runAt: Date,
    reason: string,
  ) {
    super(reason);
    this.name = "JobDeferred";
  }
}

export type StoreJobReport = { ran: number; outcomes: Record<string, number>; errors: number };

export function toStoreJob(job: JobWithMetadata<StoreJobData>): StoreJob {
  return {
    id: job.id,
    tenantId: job.data.tenantId,
    key: job.data.key,
    data: job.data,
    attempts: job.retryCount + 1,
    maxAttempts: job.retryLimit + 1,
  };
}

/** Runs one fetched job and settles it with pg-boss: completed with its outcome, or failed (retried, then dead). */
export async function settleStoreJob(
  boss: PgBoss,
  queue: StoreQueue,
  handler: StoreJobHandler,
  job: JobWithMetadata<StoreJobData>,
): Promise<{ outcome?: string }> {
  const attempt = { id: job.id, retryCount: job.retryCount };
  const where = { kind: queue, key: job.data.key, attempts: job.retryCount + 1 };
  let outcome: string;
  try {
    outcome = await handler(toStoreJob(job));
  } catch (error) {
    if (error instanceof JobDeferred) {
      // Completed first, so its key is free for the job sent again (if this process stops in between, the record
      // the job acts on is still pending: the webhook worker sends it again, lib/webhooks/webhook-jobs.ts).
      await boss.complete(queue, attempt, { outcome: "deferred" });
      await boss.insert(queue, [{ data: job.data, singletonKey: job.data.key, startAfter: error.runAt }]);
      return { outcome: "deferred" };
    }
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    log.warn("job_failed", { ...where, ...describeError(error), stack: undefined });
    await boss.fail(queue, attempt, { message }).catch((failure: unknown) =>
      // Left active: pg-boss expires it and retries it: said, not swallowed.
      log.warn("job_retry_unrecorded", { ...where, ...describeError(failure), stack: undefined }),
    );
    return {};
  }
  await boss.complete(queue, attempt, { outcome }).catch((failure: unknown) =>
    // Left active: pg-boss expires it and runs it again, and the handler finds its record done.
    log.warn("job_done_unrecorded", { ...where, outcome, ...describeError(failure), stack: undefined }),
  );
  return { outcome };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Works a per-store queue here and now (a billing or tickets pass, the refunds right after a date is cancelled),
 * beside the job worker that works it in the background: due jobs are fetched in batches (pg-boss hands each to one
 * worker), run `concurrency` at a time and settled. With `ids` (the jobs this caller just sent), it goes on until
 * each of them has been run by someone (this call, or another worker that took it first: waited for, up to
 * `deadlineMs`), and counts their outcomes; without, it counts what it ran. Either way it first runs whatever is due
 * on the queue (each job runs by its own data, whoever runs it). A job that throws
 * waits for its retry (pg-boss's backoff): settled for this call, counted in `errors`.
 */
export async function runStoreJobs({
  queue,
  handler,
  ids,
  concurrency = 1,
  batchSize = 20,
  deadlineMs = 60_000,
}: {
  queue: StoreQueue;
  handler: StoreJobHandler;
  ids?: string[];
  concurrency?: number;
  batchSize?: number;
  deadlineMs?: number;
}): Promise<StoreJobReport> {
  const report: StoreJobReport = { ran: 0, outcomes: {}, errors: 0 };
  await readyStoreQueue(queue);
  const boss = await getBoss();
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    // Each lane takes the next fetched job as soon as it is free, so one slow job holds only its own lane; one fetch
    // at a time fills the shared buffer, and the lanes stop once a fetch finds nothing due.
    const buffer: JobWithMetadata<StoreJobData>[] = [];
    let fetching: Promise<void> | undefined;
    let drained = false;
    const nextJob = async (): Promise<JobWithMetadata<StoreJobData> | undefined> => {
      for (;;) {
        const job = buffer.shift();
        if (job) return job;
        if (drained) return undefined;
        fetching ??= boss
          .fetch<StoreJobData>(queue, { batchSize, includeMetadata: true })
          .then((batch) => {
            report.ran += batch.length;
            buffer.push(...batch);
            if (batch.length === 0) drained = true;
          })
          .finally(() => {
            fetching = undefined;
          });
        await fetching;
      }
    };
    const lane = async () => {
      for (let job = await nextJob(); job; job = await nextJob()) {
        const result = await settleStoreJob(boss, queue, handler, job);
        if (ids) continue;
        if (result.outcome !== undefined) report.outcomes[result.outcome] = (report.outcomes[result.outcome] ?? 0) + 1;
        else report.errors++;
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, lane));
    if (!ids || ids.length === 0) return report;
    const states = await jobStates(ids);
    const settled = states.every((s) => s.state !== "created" && s.state !== "active");
    if (!settled && Date.now() > deadline) log.warn("jobs_not_settled", { kind: queue, states: states.map((s) => s.state).join(",") });
    if (settled || Date.now() > deadline) {
      for (const s of states) {
        const outcome = s.state === "completed" ? s.output?.outcome : undefined;
        if (typeof outcome === "string") report.outcomes[outcome] = (report.outcomes[outcome] ?? 0) + 1;
        else if (s.state === "retry" || s.state === "failed") report.errors++;
      }
      return report;
    }
    // Another worker holds one of them: wait for it to settle.
    await sleep(50);
  }
}

/** The states (and outputs) of these jobs, read from pg-boss's table. */
async function jobStates(ids: string[]): Promise<{ state: string; output: { outcome?: unknown } | null }[]> {
  const db = await getDb();
  const result = await db.execute(
    sql`select state::text as state, output from ${sql.identifier(bossSchema)}.job where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return (result as unknown as { rows: { state: string; output: { outcome?: unknown } | null }[] }).rows;
}
