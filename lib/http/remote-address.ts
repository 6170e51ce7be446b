import { isIP } from "node:net";
import http, { type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { answerMalformedApiPath } from "./malformed-path";

/**
 * The socket address of a request.
 *
 * Route handlers do not see the socket, and Next only fills `x-forwarded-for` from the socket when the client did
 * not send one, so that header cannot tell a proxy's word from a client's. `installRemoteAddressHeader` (called from
 * instrumentation.ts at start-up) stamps every incoming request with the socket's peer address in a header of our
 * own, overwriting whatever a client sent. lib/http/client-address.ts reads it, with its two policies.
 */
export const remoteAddressHeader = "x-storefront-remote-address";

const installedKey = Symbol.for("storefront.remote-address-header");
type Flagged = typeof globalThis & { [installedKey]?: boolean };

export function installRemoteAddressHeader(): void {
  const g = globalThis as Flagged;
  if (g[installedKey]) return;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the server as `this`
  const original = http.Server.prototype.emit;
  http.Server.prototype.emit = function emit(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const req = args[0] as IncomingMessage | undefined;
      if (req?.headers) req.headers[remoteAddressHeader] = req.socket?.remoteAddress ?? "";
      if (req && answerMalformedApiPath(req, args[1] as ServerResponse)) return true;
    }
    return (original as (this: Server, event: string | symbol, ...rest: unknown[]) => boolean).call(this, event, ...args);
  } as typeof original;
  g[installedKey] = true;
}

/** "1.2.3.4:5678", "[2001:db8::1]:443", " 1.2.3.4 " → the bare address; anything else → undefined. */
export function normaliseAddress(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  let v = value.trim();
  const bracketed = v.match(/^\[([^\]]+)\](?::\d+)?$/);
  if (bracketed?.[1]) v = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(v)) v = v.slice(0, v.lastIndexOf(":"));
  return isIP(v) ? v : undefined;
}

/** Whether this process stamps the socket's address on requests (the built server does; a bare route test does not). */
export function remoteAddressInstalled(): boolean {
  return (globalThis as Flagged)[installedKey] === true;
}
