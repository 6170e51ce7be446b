import type { NextRequest } from "next/server";
import { getEnv } from "../env";
import { normaliseAddress, remoteAddressHeader } from "./remote-address";

/**
 * The address a rate limit counts by.
 *
 * With TRUST_PROXY=true (behind nginx, a load balancer, Vercel) it is `x-real-ip`, else the RIGHT-most
 * `x-forwarded-for` entry: the one our own proxy appended. The left-most entry is whatever the client
 * chose to send, so counting by it would let a client pick a fresh address per request.
 * Without TRUST_PROXY it is the socket's peer address, stamped on every request at start-up
 * (lib/http/remote-address.ts), which a client cannot forge.
 */
export function clientAddress(req: NextRequest): string {
  if (getEnv().TRUST_PROXY) {
    const real = normaliseAddress(req.headers.get("x-real-ip"));
    if (real) return canonical(real);
    const last = req.headers.get("x-forwarded-for")?.split(",").pop();
    const forwarded = normaliseAddress(last);
    if (forwarded) return canonical(forwarded);
  }
  const socket = normaliseAddress(req.headers.get(remoteAddressHeader));
  return socket ? canonical(socket) : "unknown";
}

function canonical(address: string): string {
  const a = address.toLowerCase();
  return a.startsWith("::ffff:") && a.includes(".") ? a.slice(7) : a;
}
