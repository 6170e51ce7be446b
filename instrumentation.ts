// Next.js calls register() once when a server instance starts.
export async function register(): Promise<void> {
  // Node.js server only (not the edge runtime), and never while `next build` prerenders.
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  // A setting that cannot work stops the server now, with its cause, rather than a 500 on every request.
  const { getEnv } = await import("./lib/env");
  try {
    getEnv();
  } catch (error) {
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const { installRemoteAddressHeader } = await import("./lib/http/remote-address");
  installRemoteAddressHeader();
  const { installEncodedAnswers } = await import("./lib/http/encoded-answers");
  installEncodedAnswers();
  // With REDIS_URL, cache invalidations reach every instance (the local path is registered by importing the cache).
  await import("./lib/cache/tenant-cache");
  const { startInvalidationBus } = await import("./lib/cache/invalidation-bus");
  startInvalidationBus();
  const { startInProcessOutboxWorker } = await import("./lib/mail/start-outbox-worker");
  startInProcessOutboxWorker();
  const { startReconciler } = await import("./lib/payments/start-reconciler");
  startReconciler();
  const { startInProcessJobWorker } = await import("./lib/jobs/start-job-worker");
  startInProcessJobWorker();
}
