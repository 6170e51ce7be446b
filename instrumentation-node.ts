// The Node.js server's start-up (instrumentation.ts imports it only under the Node.js runtime, so the Edge
// bundle never sees process.exit or the Node modules below).
export async function registerNode(): Promise<void> {
  // A setting that cannot work stops the server now, with its cause, rather than a 500 on every request.
  const { getEnv, startupWarnings } = await import("./lib/env");
  let env: ReturnType<typeof getEnv>;
  try {
    env = getEnv();
  } catch (error) {
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  // Settings a deployment should know about at once: test hooks turned on (or ignored), no payment provider.
  const { describeError, log } = await import("./lib/log");
  for (const { event, message } of startupWarnings(env)) log.warn(event, { message });
  // With REDIS_URL, cache invalidations reach every instance (the local path is registered by importing the cache).
  await import("./lib/cache/tenant-cache");
  const { startInvalidationBus } = await import("./lib/cache/invalidation-bus");
  startInvalidationBus();
  const { startSharedPageCache } = await import("./lib/cache/page-cache-handler.mjs");
  startSharedPageCache();
  const { startInProcessOutboxWorker } = await import("./lib/mail/start-outbox-worker");
  startInProcessOutboxWorker();
  // pg-boss's scheduled passes (lib/jobs): billing (renewals, retries, reminders), tickets, and the reconciliation of
  // orders a crash left pending_payment.
  const { startInProcessJobWorker } = await import("./lib/worker/start-job-worker");
  startInProcessJobWorker();
  // Webhook deliveries (lib/webhooks) on the same queue, in their own quick loop (nudged when an event is recorded).
  const { startInProcessWebhookWorker } = await import("./lib/webhooks/start-webhook-worker");
  startInProcessWebhookWorker();
  // On the embedded database, `npm run cli` reaches the database through this server (lib/cli).
  const { startCliEndpoint } = await import("./lib/cli/start-cli-endpoint");
  startCliEndpoint();
  // The AUTH_SECRET tokens must be signed with, as a fingerprint: the CLI warns when its own differs.
  const { recordSecretFingerprint } = await import("./lib/auth/secret-fingerprint");
  void recordSecretFingerprint({
    onRetry: (error, attempt) => log.info("secret_fingerprint_retry", { attempt, ...describeError(error) }),
  }).catch((error: unknown) => log.warn("secret_fingerprint_not_recorded", describeError(error)));
}
