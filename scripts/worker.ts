import { closeDb } from "../db/client";
import { getEnv } from "../lib/env";
import { startOutboxWorkerFromEnv } from "../lib/mail/start-outbox-worker";
import { loadEnvFile } from "./support/env-file.mjs";

loadEnvFile();

/**
 * npm run worker: the outbox worker as its own process (run the web servers with OUTBOX_WORKER=off
 * then, or leave both on: workers claim rows with FOR UPDATE SKIP LOCKED and never share one).
 * Needs a server database (DATABASE_URL): the embedded PGlite directory belongs to one process.
 */
if (getEnv().databaseDriver === "pglite") {
  console.error(
    "The separate outbox worker needs DATABASE_URL: the embedded database belongs to the web server, whose in-process worker (OUTBOX_WORKER=in-process) delivers its mail.",
  );
  process.exit(1);
}
const worker = startOutboxWorkerFromEnv({ keepAlive: true });
if (!worker) {
  console.error("The outbox worker needs SMTP_URL (for example smtp://user:pass@mail.example.com:587).");
  process.exit(1);
}
console.log("Outbox worker running. Stop with Ctrl+C.");
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void worker
      .stop()
      .then(() => closeDb())
      .finally(() => process.exit(0));
  });
}
