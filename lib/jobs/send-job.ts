import "server-only";
import type { PgBoss } from "pg-boss";
import { ensureQueue, getBoss } from "./boss";

/**
 * Queues of work sent on demand (not on a schedule), with their options: the sender and the worker
 * (lib/worker/start-job-worker.ts) create them alike, so either may come first after a deploy.
 * - `products.import`: one product CSV import (lib/catalog/run-product-import.ts). A worker that dies mid-import stops
 *   beating and the job is retried, resuming after the rows it recorded; a long import keeps its heartbeat.
 * - `content.publish`: a page or post scheduled with `publishAt` (lib/blog/publish-scheduled.ts), sent to start then.
 */
export const onDemandQueues = {
  "products.import": { retryLimit: 2, retryDelay: 10, heartbeatSeconds: 30, expireInSeconds: 6 * 3600 },
  "content.publish": { retryLimit: 5, retryDelay: 10, expireInSeconds: 600 },
} satisfies Record<string, Parameters<PgBoss["createQueue"]>[1]>;
export type OnDemandQueue = keyof typeof onDemandQueues;

const ensured = new Map<OnDemandQueue, Promise<void>>();

/** Creates an on-demand queue once per process (idempotent across instances). */
export async function ensureOnDemandQueue(queue: OnDemandQueue): Promise<void> {
  let ready = ensured.get(queue);
  if (!ready) {
    ready = getBoss()
      .then((boss) => ensureQueue(boss, queue, onDemandQueues[queue]))
      .catch((error: unknown) => {
        ensured.delete(queue);
        throw error;
      });
    ensured.set(queue, ready);
  }
  await ready;
}

/**
 * Sends one job to an on-demand queue; `singletonKey` keeps one job per key while it is queued or running;
 * `startAfter` holds it until then. Answers the job's id (null when one with the key is already there).
 */
export async function sendJob({
  queue,
  data,
  singletonKey,
  startAfter,
}: {
  queue: OnDemandQueue;
  data: Record<string, unknown>;
  singletonKey?: string;
  startAfter?: Date;
}): Promise<string | null> {
  await ensureOnDemandQueue(queue);
  const boss = await getBoss();
  return boss.send(queue, data, { ...(singletonKey ? { singletonKey } : {}), ...(startAfter ? { startAfter } : {}) });
}
