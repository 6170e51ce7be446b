import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { schema, type Executor } from "@/db/client";
import { retryDelaySeconds } from "./backoff";
import type { ClaimedJob } from "./claim-jobs";

/** The job ran: done (kept for operators to read). Only the claim that still holds it may finish it. */
export async function completeJob({ executor, job }: { executor: Executor; job: ClaimedJob }): Promise<void> {
  const j = schema.jobs;
  await executor
    .update(j)
    .set({ status: "done", finishedAt: sql`now()`, lockedUntil: null, lastError: null, updatedAt: sql`now()` })
    .where(and(eq(j.id, job.id), eq(j.status, "running"), eq(j.attempts, job.attempts)));
}

/**
 * The job threw: queued again after a backoff (from `now`, the clock the job ran by), or `failed` after its last
 * attempt. The error's message is kept for operators.
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
}): Promise<"retrying" | "failed"> {
  const j = schema.jobs;
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  const last = job.attempts >= job.maxAttempts;
  const runAt = new Date(now.getTime() + retryDelaySeconds(job.attempts, retryBaseSeconds) * 1000);
  await executor
    .update(j)
    .set({
      status: last ? "failed" : "queued",
      runAt: last ? undefined : runAt.toISOString(),
      finishedAt: last ? sql`now()` : null,
      lockedUntil: null,
      lastError: message,
      updatedAt: sql`now()`,
    })
    .where(and(eq(j.id, job.id), eq(j.status, "running"), eq(j.attempts, job.attempts)));
  return last ? "failed" : "retrying";
}

/**
 * The job cannot run yet and did not try (a webhook delivery waiting for an earlier one of the same record): queued
 * again at `runAt`, its attempt given back.
 */
export async function deferJob({ executor, job, runAt }: { executor: Executor; job: ClaimedJob; runAt: Date }): Promise<void> {
  const j = schema.jobs;
  await executor
    .update(j)
    .set({ status: "queued", runAt: runAt.toISOString(), attempts: sql`${j.attempts} - 1`, lockedUntil: null, updatedAt: sql`now()` })
    .where(and(eq(j.id, job.id), eq(j.status, "running"), eq(j.attempts, job.attempts)));
}
