// Next.js calls register() once when a server instance starts.
export async function register(): Promise<void> {
  // Node.js server only (not the edge runtime), and never while `next build` prerenders.
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { installRemoteAddressHeader } = await import("./lib/http/remote-address");
  installRemoteAddressHeader();
  const { startInProcessOutboxWorker } = await import("./lib/mail/start-outbox-worker");
  startInProcessOutboxWorker();
}
