import { getEnv } from "../env";
import { startQueueWorker, type QueueWorker } from "../jobs/start-queue-worker";
import { log } from "../log";
import { processWorker, registerProcessWorker } from "./queue-mail";

/** Mails sent at once by one worker. */
const mailSlots = 8;

/**
 * Starts this process's outbox worker from the environment (lib/jobs/start-queue-worker.ts): every OUTBOX_POLL_MS,
 * and at once when nudged after a change that queued mail commits, a pg-boss `mail.deliver` job for each pending
 * outbox mail that is due (lib/mail/mail-jobs.ts), sent over SMTP_URL; retried with pg-boss's backoff
 * (OUTBOX_RETRY_BASE_SECONDS, doubling) up to OUTBOX_MAX_ATTEMPTS. Without SMTP_URL nothing is sent: mail stays in the
 * outbox (readable at /dev/mailbox when DEV_MAILBOX=true) until a worker with SMTP runs.
 */
export function startOutboxWorkerFromEnv({ keepAlive }: { keepAlive: boolean }): QueueWorker | undefined {
  const existing = processWorker();
  if (existing) return existing as QueueWorker;
  const env = getEnv();
  if (!env.SMTP_URL) {
    if (env.DEV_MAILBOX) log.info("outbox_worker_idle", { reason: "SMTP_URL is not set; queued mail is readable at /dev/mailbox" });
    else log.warn("outbox_worker_idle", { reason: "SMTP_URL is not set; queued mail stays in the outbox until a worker with SMTP runs" });
    return undefined;
  }
  let closeSender: (() => void) | undefined;
  const worker = startQueueWorker({
    queue: "mail.deliver",
    slots: mailSlots,
    pollMs: env.OUTBOX_POLL_MS,
    keepAlive,
    load: async () => {
      const [{ getDb }, { sendDueMail, deliverMailJob, closeProcessSender }] = await Promise.all([
        import("@/db/client"),
        import("./mail-jobs"),
      ]);
      closeSender = closeProcessSender;
      return { handler: deliverMailJob, sendDue: async () => sendDueMail({ executor: await getDb() }) };
    },
    onStop: () => {
      closeSender?.();
      registerProcessWorker(undefined);
    },
  });
  registerProcessWorker(worker);
  log.info("outbox_worker_started", { pollMs: env.OUTBOX_POLL_MS, maxAttempts: env.OUTBOX_MAX_ATTEMPTS });
  return worker;
}

/** The Next.js server's worker: only when OUTBOX_WORKER=in-process (the default). */
export function startInProcessOutboxWorker(): QueueWorker | undefined {
  if (getEnv().OUTBOX_WORKER !== "in-process") return undefined;
  return startOutboxWorkerFromEnv({ keepAlive: false });
}
