import { closeDb } from "../db/client";
import { getEnv } from "../lib/env";
import { startJobWorker } from "../lib/worker/start-job-worker";
import { startOutboxWorkerFromEnv } from "../lib/mail/start-outbox-worker";
import { startWebhookWorker } from "../lib/webhooks/start-webhook-worker";
import { loadEnvFile } from "./support/env-file.mjs";

loadEnvFile();

/**
 * npm run worker: the workers as their own process — the job worker (pg-boss: the scheduled billing and tickets
 * passes, payment reconciliation, the prune; lib/worker/start-job-worker.ts), the webhook worker (deliveries,
 * lib/webhooks) and, with SMTP_URL, the outbox worker. Run the web servers with BILLING_WORKER=off, WEBHOOK_WORKER=off,
 * OUTBOX_WORKER=off and RECONCILE_INTERVAL_SECONDS=0 then, or leave them on: pg-boss hands each job to one worker,
 * and the other queues claim rows with FOR UPDATE SKIP LOCKED. Needs a server database (DATABASE_URL): the embedded
 * PGlite directory belongs to one process.
 */
if (getEnv().databaseDriver === "pglite") {
  console.error(
    "The separate worker needs DATABASE_URL: the embedded database belongs to the web server, whose in-process workers (BILLING_WORKER and OUTBOX_WORKER=in-process) run its jobs and deliver its mail.",
  );
  process.exit(1);
}
const jobs = startJobWorker({ keepAlive: true });
const webhooks = startWebhookWorker({ keepAlive: true });
const outbox = startOutboxWorkerFromEnv({ keepAlive: true });
if (!outbox) console.warn("No SMTP_URL: the outbox worker is not running (mail stays in the outbox); the job worker is.");
console.log("Worker running. Stop with Ctrl+C.");
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void Promise.all([jobs.stop(), webhooks.stop(), outbox?.stop()])
      .then(() => closeDb())
      .finally(() => process.exit(0));
  });
}
