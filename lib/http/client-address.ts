import { getEnv } from "../env";
import { normaliseAddress, remoteAddressHeader, remoteAddressInstalled } from "./remote-address";

/**
 * Where a request came from, under two policies that answer different questions and so read the forwarding headers
 * differently. Both honour forwarding headers only with TRUST_PROXY=true (behind nginx, a load balancer, Vercel):
 * without it every such header is the client's own word, and the only address is the socket's peer, stamped on
 * every request by the storefront's server in a header a client cannot forge (lib/http/node-server.mjs).
 *
 * - **Rate limits** (`rateLimitAddress`) need an address the client cannot choose, or a client would pick a fresh
 *   one per request and never be limited. Behind a trusted proxy that is `x-real-ip`, else the RIGHT-most
 *   `x-forwarded-for` entry: the one our own proxy appended. Never undefined: requests without any address share
 *   the "unknown" bucket.
 * - **Geolocation** (`geolocationAddress`, `platformCountry`) wants the shopper's own address, which behind a chain
 *   of proxies (a corporate proxy, a CDN, ours) is the LEFT-most `x-forwarded-for` entry. A client can forge it,
 *   but the only effect is that the forger is offered another market's currency: it suggests, it never grants.
 *   Undefined when there is no address at all, so the market is "unknown" rather than the server's own country.
 */

type HeaderSource = { headers: { get(name: string): string | null } };

/**
 * A buyer's address a server-side storefront named (X-Buyer-IP with a private API token, lib/http/buyer-address.ts),
 * recorded by the pipeline once the token is verified, per request (keyed by its headers object). It takes the place
 * of every address above, for both policies: the storefront's server is the socket, the buyer is the client.
 */
const buyerAddresses = new WeakMap<object, string>();

export function trustBuyerAddress(req: HeaderSource, address: string): void {
  buyerAddresses.set(req.headers, canonical(address));
}

/** The buyer's address a private token named for this request, if any. */
export function buyerAddress(req: HeaderSource): string | undefined {
  return buyerAddresses.get(req.headers);
}

/** The address a rate limit counts by (see above): the buyer's, x-real-ip, right-most x-forwarded-for, socket, "unknown". */
export function rateLimitAddress(req: HeaderSource): string {
  const buyer = buyerAddress(req);
  if (buyer) return buyer;
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

/** The address a visitor's country is looked up by (see above): the buyer's, left-most x-forwarded-for, x-real-ip, socket. */
export function geolocationAddress(req: HeaderSource): string | undefined {
  const buyer = buyerAddress(req);
  if (buyer) return buyer;
  if (getEnv().TRUST_PROXY) {
    const first = req.headers.get("x-forwarded-for")?.split(",")[0];
    const forwarded = normaliseAddress(first);
    if (forwarded) return canonical(forwarded);
    const real = normaliseAddress(req.headers.get("x-real-ip"));
    if (real) return canonical(real);
  }
  if (!remoteAddressInstalled()) return undefined;
  const socket = normaliseAddress(req.headers.get(remoteAddressHeader));
  return socket ? canonical(socket) : undefined;
}

/** A platform's own country header (Vercel, Cloudflare), only behind a trusted proxy: an ISO 3166 alpha-2 code or undefined. */
export function platformCountry(req: HeaderSource): string | undefined {
  // With a buyer's address the platform's header describes the storefront's server, not the buyer.
  if (!getEnv().TRUST_PROXY || buyerAddress(req)) return undefined;
  for (const name of ["x-vercel-ip-country", "cf-ipcountry"]) {
    const value = req.headers.get(name)?.trim().toUpperCase();
    // XX is "unknown" and T1 is Tor at Cloudflare: neither names a country.
    if (value && /^[A-Z]{2}$/.test(value) && value !== "XX" && value !== "T1") return value;
  }
  return undefined;
}

/**
 * True when this request's location (the market's country) came from its headers rather than its socket: a private
 * token's X-Buyer-IP, a platform country header, or behind a trusted proxy a forwarded address other than the
 * socket's (Next fills X-Forwarded-For with the socket's address when a client sends none: that one is the socket's
 * word). An answer priced by such a location differs between requests a shared cache in front cannot tell apart
 * (same URL, same token), so it must not be shared.
 */
export function locationFromHeaders(req: HeaderSource): boolean {
  if (buyerAddress(req) || platformCountry(req)) return true;
  if (!getEnv().TRUST_PROXY) return false;
  const located = geolocationAddress(req);
  const socket = normaliseAddress(req.headers.get(remoteAddressHeader));
  return located !== undefined && located !== (socket ? canonical(socket) : undefined);
}

/** One spelling per address: lower case, and an IPv4-mapped IPv6 address ("::ffff:1.2.3.4") as the IPv4 one. */
function canonical(address: string): string {
  const a = address.toLowerCase();
  return a.startsWith("::ffff:") && a.includes(".") ? a.slice(7) : a;
}
