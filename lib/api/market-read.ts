import type { NextRequest } from "next/server";
import { locationFromHeaders } from "../http/client-address";
import { resolveMarket, type MarketInfo } from "../pricing/resolve-market";
import { reply, type Reply } from "./operation";

type HeaderSource = { headers: { get(name: string): string | null } };

/**
 * Reads that show money take `market` (a market id or a country code; docs/commerce.md); without
 * it the market of the caller's country, else the primary market. Such an answer depends on the caller's address,
 * which a shared cache (a CDN, nginx) keys on only as far as the URL and `Vary: Authorization` go: it is `private`
 * whenever another caller with the same URL and token could be priced differently (perBuyer). With `market` in the
 * URL, the URL itself keys shared caches (the storefront always passes it) and the answer stays public.
 */

/**
 * Whether an answer priced in a detected market is the caller's own: priced in another market than the primary, or
 * located by the request's headers (a private token's X-Buyer-IP; X-Forwarded-For, X-Real-IP or a platform country
 * behind TRUST_PROXY), which differ per buyer behind the same URL and token. A primary-market answer located by the
 * socket's address alone is what every caller without a market of their own gets, and may be shared.
 */
export function perBuyer({ market, detected }: { market: MarketInfo; detected: boolean }, req: HeaderSource | undefined): boolean {
  if (!detected) return false;
  return !market.isPrimary || (req !== undefined && locationFromHeaders(req));
}

/** The server's answer cache key part for a priced read: the resolved market, and whether the answer is per buyer. */
export async function marketVary({ tenantId, query, req }: { tenantId: string; query: unknown; req: NextRequest }): Promise<string> {
  const given = (query as { market?: string } | undefined)?.market;
  if (given) return "";
  const resolved = await resolveMarket({ tenantId, req });
  return `market:${resolved.market.id}${perBuyer(resolved, req) ? ":per-buyer" : ""}`;
}

export const detectedMarketHeaders = { "cache-control": "private, max-age=60", vary: "Authorization" };

export async function inMarket<T>(
  { tenantId, market, req }: { tenantId: string; market: string | undefined; req: NextRequest },
  read: (market: MarketInfo) => Promise<T>,
): Promise<T | Reply<T>> {
  const resolved = await resolveMarket({ tenantId, market, req });
  const body = await read(resolved.market);
  return perBuyer(resolved, req) ? reply(body, { headers: detectedMarketHeaders }) : body;
}
