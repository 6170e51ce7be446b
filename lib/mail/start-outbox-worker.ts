import { getDb } from "@/db/client";
import { getEnv } from "../env";
import { log } from "../log";
import { startOutboxWorker, type OutboxWorker } from "./outbox-worker";
import { processWorker, registerProcessWorker } from "./queue-mail";
import { smtpSender } from "./smtp-transport";

/**
 * Starts this process's outbox worker from the environment: SMTP_URL, MAIL_FROM, OUTBOX_POLL_MS,
 * OUTBOX_RETRY_BASE_SECONDS, OUTBOX_MAX_ATTEMPTS. Without SMTP_URL nothing is sent: mail stays in the
 * outbox (readable at /dev/mailbox when DEV_MAILBOX=true) until a worker with SMTP runs.
 */
export function startOutboxWorkerFromEnv({ keepAlive }: { keepAlive: boolean }): OutboxWorker | undefined {
  const existing = processWorker();
  if (existing) return existing as OutboxWorker;
  const env = getEnv();
  if (!env.SMTP_URL) {
    if (env.DEV_MAILBOX) log.info("outbox_worker_idle", { reason: "SMTP_URL is not set; queued mail is readable at /dev/mailbox" });
    else log.warn("outbox_worker_idle", { reason: "SMTP_URL is not set; queued mail stays in the outbox until a worker with SMTP runs" });
    return undefined;
  }
  const sender = smtpSender({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  const worker = startOutboxWorker({
    database: getDb,
    send: sender.send,
    policy: { maxAttempts: env.OUTBOX_MAX_ATTEMPTS, retryBaseSeconds: env.OUTBOX_RETRY_BASE_SECONDS },
    pollMs: env.OUTBOX_POLL_MS,
    keepAlive,
    onStop: () => {
      sender.close();
      registerProcessWorker(undefined);
    },
  });
  registerProcessWorker(worker);
  log.info("outbox_worker_started", { pollMs: env.OUTBOX_POLL_MS, maxAttempts: env.OUTBOX_MAX_ATTEMPTS });
  return worker;
}

/** The Next.js server's worker: only when OUTBOX_WORKER=in-process (the default). */
export function startInProcessOutboxWorker(): OutboxWorker | undefined {
  if (getEnv().OUTBOX_WORKER !== "in-process") return undefined;
  return startOutboxWorkerFromEnv({ keepAlive: false });
}
