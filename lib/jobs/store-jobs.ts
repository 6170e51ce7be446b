import "server-only";
import type { PgBoss } from "pg-boss";
import type { Executor } from "@/db/client";
import { getEnv } from "../env";
import { bossDb } from "./boss-db";
import { ensureQueue, getBoss } from "./boss";
import type { JobKind } from "./schemas";

/**
 * The per-store queues, one per kind (lib/jobs/schemas.ts `jobKind`), with their options. Every job carries its
 * store (`tenantId`) in its data and a key naming the record it acts on; the `exclusive` policy keeps one job per
 * key while it is queued, waiting for a retry or running. A key may come again after its job finished (pg-boss keeps
 * no "done" key): each handler checks the record it acts on (the subscription's renewal of that cycle, the reminded
 * charge, the order's refund record, the delivery's status), so a second job of a key does nothing twice.
 * Attempts: `retryLimit + 1`, retried with pg-boss's capped, jittered backoff, then copied to `jobs.dead`.
 */
export const storeQueues = {
  "billing.renewal": () => ({ policy: "exclusive", retryLimit: 4, retryDelay: 30, retryDelayMax: 3600, expireInSeconds: 600 }),
  "billing.reminder": () => ({ policy: "exclusive", retryLimit: 4, retryDelay: 30, retryDelayMax: 3600, expireInSeconds: 600 }),
  "tickets.refund": () => ({ policy: "exclusive", retryLimit: 7, retryDelay: 30, retryDelayMax: 3600, expireInSeconds: 600 }),
  // WEBHOOK_MAX_ATTEMPTS tries, the first retry after WEBHOOK_RETRY_BASE_SECONDS; a POST is bounded by its timeout.
  "webhook.deliver": () => ({
    policy: "exclusive",
    retryLimit: getEnv().WEBHOOK_MAX_ATTEMPTS - 1,
    retryDelay: getEnv().WEBHOOK_RETRY_BASE_SECONDS,
    retryDelayMax: 3600,
    expireInSeconds: 120,
  }),
} satisfies Record<JobKind, () => Parameters<PgBoss["createQueue"]>[1]>;
export type StoreQueue = keyof typeof storeQueues;

/** What every per-store job's data holds beside its own fields. */
export type StoreJobData = { tenantId: string; key: string } & Record<string, unknown>;

const ready = new Map<StoreQueue, Promise<void>>();

/**
 * Creates the queue once per process and warms pg-boss's queue cache, so a send from inside a transaction later runs
 * only the insert on that transaction: call it BEFORE opening the transaction (on the embedded database anything
 * else pg-boss reads from inside it would wait for that transaction's own connection).
 */
export async function readyStoreQueue(queue: StoreQueue): Promise<void> {
  let promise = ready.get(queue);
  if (!promise) {
    promise = (async () => {
      const boss = await getBoss();
      await ensureQueue(boss, queue, storeQueues[queue](), getEnv().JOB_RETENTION_DAYS);
      await boss.insert(queue, []);
    })().catch((error: unknown) => {
      ready.delete(queue);
      throw error;
    });
    ready.set(queue, promise);
  }
  await promise;
}

export type StoreJobRequest = { tenantId: string; key: string; data: Record<string, unknown>; startAfter?: Date };

/**
 * Puts per-store jobs on their queue, inside the caller's transaction when given one (`executor`: the job exists
 * exactly when the change that needs it does). A key already queued or running is skipped. Answers the ids of the
 * jobs added (not those skipped).
 */
export async function sendStoreJobs({
  queue,
  jobs,
  executor,
}: {
  queue: StoreQueue;
  jobs: StoreJobRequest[];
  executor?: Executor;
}): Promise<string[]> {
  if (jobs.length === 0) return [];
  await readyStoreQueue(queue);
  const boss = await getBoss();
  const ids: string[] = [];
  for (let i = 0; i < jobs.length; i += 500) {
    const added = await boss.insert(
      queue,
      jobs.slice(i, i + 500).map((job) => ({
        data: { ...job.data, tenantId: job.tenantId, key: job.key },
        singletonKey: job.key,
        ...(job.startAfter ? { startAfter: job.startAfter } : {}),
      })),
      { returnId: true, ...(executor ? { db: bossDb(executor) } : {}) },
    );
    ids.push(...(added ?? []));
  }
  return ids;
}
