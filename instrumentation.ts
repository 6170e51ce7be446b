// Next.js calls register() once when a server instance starts. The Node.js server's work lives in
// instrumentation-node.ts, imported only under that runtime: the Edge bundle of this file stays free of Node APIs.
export async function register(): Promise<void> {
  // Never while `next build` prerenders.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { registerNode } = await import("./instrumentation-node");
    await registerNode();
  }
}
