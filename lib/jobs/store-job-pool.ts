import "server-only";
import { describeError, log } from "../log";
import { getBoss } from "./boss";
import { settleStoreJob, type StoreJobHandler } from "./run-store-jobs";
import { readyStoreQueue, type StoreJobData, type StoreQueue } from "./store-jobs";

export type StoreJobPool = {
  /** Fetches due jobs for the free slots and starts them (not waiting for them); answers how many it started. */
  fill: () => Promise<number>;
  /** Slots not running a job. */
  free: () => number;
  /** Waits for the jobs running now. */
  drain: () => Promise<void>;
};

/**
 * A standing worker's jobs of one queue, up to `concurrency` at once, each in its own slot: a slow job (a receiver
 * that answers only at the timeout) holds its slot alone, and the others take the jobs that come due meanwhile.
 * `onSettled` is called as each job settles, so the owner can fill the freed slot.
 */
export function createStoreJobPool({
  queue,
  handler,
  concurrency,
  onSettled,
}: {
  queue: StoreQueue;
  handler: StoreJobHandler;
  concurrency: number;
  onSettled: (outcome: string | undefined) => void;
}): StoreJobPool {
  const running = new Set<Promise<void>>();
  const free = () => Math.max(0, concurrency - running.size);
  return {
    free,
    async fill() {
      const slots = free();
      if (slots === 0) return 0;
      await readyStoreQueue(queue);
      const boss = await getBoss();
      const batch = await boss.fetch<StoreJobData>(queue, { batchSize: slots, includeMetadata: true });
      for (const job of batch) {
        const run: Promise<void> = settleStoreJob(boss, queue, handler, job)
          .then(
            (result) => result.outcome,
            (error: unknown) => {
              log.warn("job_settle_failed", { kind: queue, key: job.data.key, ...describeError(error), stack: undefined });
              return undefined;
            },
          )
          .then((outcome) => {
            running.delete(run);
            onSettled(outcome);
          });
        running.add(run);
      }
      return batch.length;
    },
    async drain() {
      await Promise.all(running);
    },
  };
}
