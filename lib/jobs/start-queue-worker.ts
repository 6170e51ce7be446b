import { AsyncResource } from "node:async_hooks";
import { describeError, log } from "../log";
import type { StoreJobHandler } from "./run-store-jobs";
import type { StoreJobPool } from "./store-job-pool";
import type { StoreQueue } from "./store-jobs";

export type QueueWorker = { stop: () => Promise<void>; nudge: () => void };

/** After a nudge, the worker looks this often for this long (the change's transaction commits a moment later). */
const hurryMs = 100;
const hurryFor = 3000;

/**
 * A standing worker of one per-store queue whose records are the durable truth (webhook deliveries, the mail
 * outbox): every `pollMs`, and at once when nudged, `sendDue` sends a job for each record whose try has come and none
 * is queued for, then the free slots take the due jobs (`slots` at once, each in its own: a slow one holds only its
 * own; a freed slot takes the next at once). Several may run at once (instances, `npm run worker`): pg-boss hands each
 * job to one of them. Trouble (the database down) never stops it: it waits longer, up to a minute, and tries again.
 * `load` imports the handler and the sender on first use, so starting a worker loads no database module.
 */
export function startQueueWorker({
  queue,
  slots,
  pollMs,
  keepAlive,
  load,
  onStop,
}: {
  queue: StoreQueue;
  slots: number;
  pollMs: number;
  keepAlive: boolean;
  load: () => Promise<{ handler: StoreJobHandler; sendDue: () => Promise<unknown> }>;
  onStop?: () => void;
}): QueueWorker {
  let stopped = false;
  let inFlight: Promise<void> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let hurryUntil = 0;
  let again = false;
  let failures = 0;
  let pool: StoreJobPool | undefined;
  const tick = async () => {
    try {
      const [{ createStoreJobPool }, { handler, sendDue }] = await Promise.all([import("./store-job-pool"), load()]);
      pool ??= createStoreJobPool({
        queue,
        handler,
        concurrency: slots,
        // A freed slot takes the next due job at once (a retry that came due while every slot was busy).
        onSettled: () => {
          if (!stopped) run();
        },
      });
      await sendDue();
      // Fill the free slots; a full fetch may have left more due, so look again while slots are free.
      for (let started = 1; started > 0 && pool.free() > 0;) started = await pool.fill();
      failures = 0;
    } catch (error) {
      failures++;
      log.warn("queue_worker_failed", { kind: queue, failures, ...describeError(error), stack: undefined });
    }
  };
  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, ms);
    if (!keepAlive) timer.unref();
  };
  const nextDelay = () => {
    if (failures > 0) return Math.min(60_000, pollMs * 2 ** failures);
    return Date.now() < hurryUntil ? hurryMs : pollMs;
  };
  // Bound to the worker's own context: a nudge comes from inside the transaction that recorded the change, and a
  // timer set there would carry that transaction's context (the embedded database's guard then refuses every query).
  const run = AsyncResource.bind(() => {
    timer = undefined;
    if (inFlight) {
      again = true;
      return;
    }
    inFlight = tick().finally(() => {
      inFlight = undefined;
      const rerun = again && failures === 0;
      again = false;
      schedule(rerun ? 0 : nextDelay());
    });
  });
  schedule(Math.min(pollMs, 2000));
  return {
    nudge() {
      hurryUntil = Date.now() + hurryFor;
      if (inFlight) again = true;
      else schedule(20);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await inFlight;
      await pool?.drain();
      onStop?.();
    },
  };
}
