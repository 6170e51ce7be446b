import type { NextRequest } from "next/server";
import { getEnv } from "../env";

/**
 * The caller's network address, for rate limits.
 *
 * Route handlers in Next.js never see the socket: `next start` fills `x-forwarded-for` with the socket
 * address only when the request did not carry one. With TRUST_PROXY=true (behind nginx, a load balancer,
 * Vercel) `x-real-ip` is taken, else the right-most `x-forwarded-for` entry, the one our own proxy added.
 * Without TRUST_PROXY only the right-most `x-forwarded-for` entry is read: on a direct connection that
 * is the socket address, but a client can send its own header and so evade the per-address limits (the
 * per-e-mail limits still hold). A shared "unknown" bucket would let one client lock out a whole store,
 * which is worse. Deploy behind a proxy and set TRUST_PROXY=true.
 */
export function clientAddress(req: NextRequest): string {
  if (getEnv().TRUST_PROXY) {
    const real = req.headers.get("x-real-ip")?.trim();
    if (real) return normalise(real);
  }
  const last = req.headers
    .get("x-forwarded-for")
    ?.split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .pop();
  return last ? normalise(last) : "unknown";
}

function normalise(address: string): string {
  const a = address.toLowerCase().slice(0, 64);
  return a.startsWith("::ffff:") && a.includes(".") ? a.slice(7) : a;
}
