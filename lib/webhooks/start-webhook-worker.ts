import { AsyncResource } from "node:async_hooks";
import { getEnv } from "../env";
import { describeError, log } from "../log";
import type { StoreJobPool } from "../jobs/store-job-pool";
import { registerWebhookWorker } from "./webhook-worker-nudge";

const key = Symbol.for("storefront.webhook-worker.loop");
type Holder = { [key]?: WebhookWorker };

export type WebhookWorker = { stop: () => Promise<void>; nudge: () => void };

/** After a nudge, the worker looks this often for this long (the event's transaction commits a moment later). */
const hurryMs = 100;
const hurryFor = 3000;
/** Deliveries sent at once by one worker: each waits on its receiver (up to WEBHOOK_TIMEOUT_MS), not on this process. */
const deliverySlots = 16;

/**
 * The webhook worker, every WEBHOOK_POLL_MS and at once when an event is recorded in this process
 * (`nudgeWebhookWorker`): sends a pg-boss `webhook.deliver` job for each pending delivery whose try has come and
 * none is queued for (lib/webhooks/webhook-jobs.ts), then works that queue until nothing is due. Its own loop beside
 * the job worker's passes, so deliveries go out within moments of the change. Several may run at once (instances,
 * `npm run worker`): pg-boss hands each job to one of them, and one job per delivery is queued at a time.
 */
export function startWebhookWorker({ keepAlive, pollMs }: { keepAlive: boolean; pollMs?: number }): WebhookWorker {
  const holder = globalThis as Holder;
  if (holder[key]) return holder[key];
  const env = getEnv();
  const every = pollMs ?? env.WEBHOOK_POLL_MS;
  let stopped = false;
  let inFlight: Promise<void> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let hurryUntil = 0;
  let again = false;
  let pool: StoreJobPool | undefined;
  const tick = async () => {
    try {
      const [{ getDb }, { createStoreJobPool }, { sendDueDeliveries }, { deliverWebhook }] = await Promise.all([
        import("@/db/client"),
        import("../jobs/store-job-pool"),
        import("./webhook-jobs"),
        import("./deliver-webhook"),
      ]);
      pool ??= createStoreJobPool({
        queue: "webhook.deliver",
        handler: deliverWebhook,
        concurrency: deliverySlots,
        // A freed slot takes the next due delivery at once (a retry that came due while every slot was busy).
        onSettled: () => {
          if (!stopped) run();
        },
      });
      await sendDueDeliveries({ executor: await getDb() });
      // Fill the free slots; a full fetch may have left more due, so look again while slots are free.
      for (let started = 1; started > 0 && pool.free() > 0;) started = await pool.fill();
    } catch (error) {
      log.warn("webhook_pass_failed", { ...describeError(error), stack: undefined });
    }
  };
  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, ms);
    if (!keepAlive) timer.unref();
  };
  // Bound to the worker's own context: a nudge comes from inside the transaction that recorded the event, and a timer
  // set there would carry that transaction's context (the embedded database's guard then refuses every query).
  const run = AsyncResource.bind(() => {
    timer = undefined;
    if (inFlight) {
      again = true;
      return;
    }
    inFlight = tick().finally(() => {
      inFlight = undefined;
      const rerun = again;
      again = false;
      schedule(rerun ? 0 : Date.now() < hurryUntil ? hurryMs : every);
    });
  });
  schedule(Math.min(every, 2000));
  const worker: WebhookWorker = {
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
      holder[key] = undefined;
      registerWebhookWorker(undefined);
    },
  };
  holder[key] = worker;
  registerWebhookWorker(worker);
  return worker;
}

/** The Next.js server's webhook worker: only when WEBHOOK_WORKER=in-process (the default). */
export function startInProcessWebhookWorker(): WebhookWorker | undefined {
  if (getEnv().WEBHOOK_WORKER !== "in-process") return undefined;
  return startWebhookWorker({ keepAlive: false });
}
