import type { NextRequest } from "next/server";
import { resolveMarket, type MarketInfo } from "../pricing/resolve-market";
import { reply, type Reply } from "./operation";

/**
 * Reads that show money take `market` (a market id or a country code; DESIGN "Markets, currencies, taxes"); without
 * it the market of the caller's country, else the primary market. The server's answer cache is keyed by the resolved
 * market (`marketVary`), and an answer priced in another market than the primary because of the caller's address is
 * `private`, so shared caches never hand it to a visitor from elsewhere (with `market` in the URL, the URL itself
 * keys shared caches; the storefront always passes it).
 */
export async function marketVary({ tenantId, query, req }: { tenantId: string; query: unknown; req: NextRequest }): Promise<string> {
  const given = (query as { market?: string } | undefined)?.market;
  if (given) return "";
  return `market:${(await resolveMarket({ tenantId, req })).market.id}`;
}

export const detectedMarketHeaders = { "cache-control": "private, max-age=60", vary: "Authorization" };

export async function inMarket<T>(
  { tenantId, market, req }: { tenantId: string; market: string | undefined; req: NextRequest },
  read: (market: MarketInfo) => Promise<T>,
): Promise<T | Reply<T>> {
  const resolved = await resolveMarket({ tenantId, market, req });
  const body = await read(resolved.market);
  return resolved.detected && !resolved.market.isPrimary ? reply(body, { headers: detectedMarketHeaders }) : body;
}
