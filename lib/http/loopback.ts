import type { NextRequest } from "next/server";
import { getEnv } from "../env";
import { rateLimitAddress } from "./client-address";
import { normaliseAddress, remoteAddressHeader } from "./remote-address";

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.toLowerCase().replace(/^::ffff:/, "");
  return a === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}

/**
 * Whether a request comes from this machine: the socket's peer address (stamped by the storefront's server,
 * lib/http/node-server.mjs, overwriting anything a client sends), or, only with TRUST_PROXY, the address
 * the trusted proxy reports. Headers a client sends never make a request local.
 */
export function isLocalRequest(req: NextRequest): boolean {
  if (getEnv().TRUST_PROXY) return isLoopback(rateLimitAddress(req));
  return isLoopback(normaliseAddress(req.headers.get(remoteAddressHeader)));
}
