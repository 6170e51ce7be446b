import { getEnv } from "../env";
import { startQueueWorker, type QueueWorker } from "../jobs/start-queue-worker";
import { registerWebhookWorker } from "./webhook-worker-nudge";

const key = Symbol.for("storefront.webhook-worker.loop");
type Holder = { [key]?: WebhookWorker };

export type WebhookWorker = QueueWorker;

/** Deliveries sent at once by one worker: each waits on its receiver (up to WEBHOOK_TIMEOUT_MS), not on this process. */
const deliverySlots = 16;

/**
 * The webhook worker (lib/jobs/start-queue-worker.ts), every WEBHOOK_POLL_MS and at once when an event is recorded
 * in this process (`nudgeWebhookWorker`): sends a pg-boss `webhook.deliver` job for each pending delivery whose try
 * has come and none is queued for (lib/webhooks/webhook-jobs.ts) and sends them, 16 at once. Its own loop beside the
 * job worker's passes, so deliveries go out within moments of the change.
 */
export function startWebhookWorker({ keepAlive, pollMs }: { keepAlive: boolean; pollMs?: number }): WebhookWorker {
  const holder = globalThis as Holder;
  if (holder[key]) return holder[key];
  const worker = startQueueWorker({
    queue: "webhook.deliver",
    slots: deliverySlots,
    pollMs: pollMs ?? getEnv().WEBHOOK_POLL_MS,
    keepAlive,
    load: async () => {
      const [{ getDb }, { sendDueDeliveries }, { deliverWebhook }] = await Promise.all([
        import("@/db/client"),
        import("./webhook-jobs"),
        import("./deliver-webhook"),
      ]);
      return { handler: deliverWebhook, sendDue: async () => sendDueDeliveries({ executor: await getDb() }) };
    },
    onStop: () => {
      holder[key] = undefined;
      registerWebhookWorker(undefined);
    },
  });
  holder[key] = worker;
  registerWebhookWorker(worker);
  return worker;
}

/** The Next.js server's webhook worker: only when WEBHOOK_WORKER=in-process (the default). */
export function startInProcessWebhookWorker(): WebhookWorker | undefined {
  if (getEnv().WEBHOOK_WORKER !== "in-process") return undefined;
  return startWebhookWorker({ keepAlive: false });
}
