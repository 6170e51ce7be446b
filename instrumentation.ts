// Runs once when the server starts (Next.js instrumentation hook).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { installRemoteAddressHeader } = await import("./lib/http/remote-address");
    installRemoteAddressHeader();
  }
}
