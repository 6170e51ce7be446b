// Next.js calls register() once when a server instance starts.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installRemoteAddressHeader } = await import("./lib/http/remote-address");
  installRemoteAddressHeader();
  // Never while `next build` prerenders.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { startInProcessOutboxWorker } = await import("./lib/mail/start-outbox-worker");
  startInProcessOutboxWorker();
}
