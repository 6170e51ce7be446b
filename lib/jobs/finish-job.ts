import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { schema, type Executor } from "@/db/client";
import { retryDelaySeconds } from "./backoff";
import type { ClaimedJob } from "./claim-jobs";

/** The claim still holds the job: running under this claim's lease token (a claim whose lease ran out and was taken over, or dead-lettered, holds nothing). */
const held = (job: ClaimedJob) =>
  and(eq(schema.jobs.id, job.id), eq(schema.jobs.status, "running"), eq(schema.jobs.leaseToken, job.leaseToken));

/** The job ran: done (kept for operators to read until pruned). Only the claim that still holds it may finish it. */
export async function completeJob({ executor, job }: { executor: Executor; job: ClaimedJob }): Promise<boolean> {
  const j = schema.jobs;
  const done = await executor
    .update(j)
    .set({ status: "done", finishedAt: sql`now()`, lockedUntil: null, leaseToken: null, lastError: null, updatedAt: sql`now()` })
    .where(held(job))
    .returning({ id: j.id });
  return done.length > 0;
}

/**
 * The job's handler is still running: its lease runs `leaseSeconds` from now again (the worker's heartbeat, so a
 * handler slower than the lease is not claimed by another worker meanwhile). False when this claim no longer holds it.
 */
export async function extendLease({
  executor,
  job,
  leaseSeconds,
}: {
  executor: Executor;
  job: ClaimedJob;
  leaseSeconds: number;
}): Promise<boolean> {
  const j = schema.jobs;
  const extended = await executor
    .update(j)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`, updatedAt: sql`now()` })
    .where(held(job))
    .returning({ id: j.id });
  return extended.length > 0;
}

/**
 * The job threw: queued again after a backoff (from `now`, the clock the job ran by), or `failed` after its last
 * attempt. The error's message is kept for operators. Only the claim that still holds the job may record this
 * (`lost` when it no longer does).
 */
export async function failJob({
  executor,
  job,
  error,
  now,
  retryBaseSeconds,
}: {
  executor: Executor;
  job: ClaimedJob;
  error: unknown;
  now: Date;
  retryBaseSeconds?: number;
}): Promise<"retrying" | "failed" | "lost"> {
  const j = schema.jobs;
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  const last = job.attempts >= job.maxAttempts;
  const runAt = new Date(now.getTime() + retryDelaySeconds(job.attempts, retryBaseSeconds) * 1000);
  const recorded = await executor
    .update(j)
    .set({
      status: last ? "failed" : "queued",
      runAt: last ? undefined : runAt.toISOString(),
      finishedAt: last ? sql`now()` : null,
      lockedUntil: null,
      leaseToken: null,
      lastError: message,
      updatedAt: sql`now()`,
    })
    .where(held(job))
    .returning({ id: j.id });
  if (recorded.length === 0) return "lost";
  return last ? "failed" : "retrying";
}

/**
 * The job cannot run yet and did not try (a webhook delivery waiting for an earlier one of the same record): queued
 * again at `runAt`, its attempt given back.
 */
export async function deferJob({ executor, job, runAt }: { executor: Executor; job: ClaimedJob; runAt: Date }): Promise<boolean> {
  const j = schema.jobs;
  const deferred = await executor
    .update(j)
    .set({
      status: "queued",
      runAt: runAt.toISOString(),
      attempts: sql`${j.attempts} - 1`,
      lockedUntil: null,
      leaseToken: null,
      updatedAt: sql`now()`,
    })
    .where(held(job))
    .returning({ id: j.id });
  return deferred.length > 0;
}
