import { isIP } from "node:net";
import { remoteAddressHeader, servedByStorefrontServer } from "./node-server.mjs";

/**
 * The socket address of a request: the storefront's server (scripts/server.mjs, lib/http/node-server.mjs) stamps
 * every incoming request with the socket's peer address in `remoteAddressHeader`, overwriting whatever a client sent.
 * lib/http/client-address.ts reads it, with its two policies.
 */
export { remoteAddressHeader };

/** "1.2.3.4:5678", "[2001:db8::1]:443", " 1.2.3.4 " → the bare address; anything else → undefined. */
export function normaliseAddress(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  let v = value.trim();
  const bracketed = v.match(/^\[([^\]]+)\](?::\d+)?$/);
  if (bracketed?.[1]) v = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(v)) v = v.slice(0, v.lastIndexOf(":"));
  return isIP(v) ? v : undefined;
}

/** Whether this process stamps the socket's address on requests (the storefront's server does; a bare route test does not). */
export function remoteAddressInstalled(): boolean {
  return servedByStorefrontServer();
}
