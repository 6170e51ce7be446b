import { and, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { cached } from "../cache/tenant-cache";
import { geolocationAddress, platformCountry } from "../http/client-address";
import { log } from "../log";
import { countryOf } from "./geoip";
import type { Market, MarketResponse } from "./schemas";

type HeaderSource = { headers: { get(name: string): string | null } };

/** The visitor's country: a trusted platform header, else the client address through geoip; "XX" when unknown. */
export async function detectCountry(req: HeaderSource): Promise<string> {
  const fromPlatform = platformCountry(req);
  if (fromPlatform) return fromPlatform;
  const address = geolocationAddress(req);
  const country = (address && (await countryOf(address))) || "XX";
  log.debug("market_country", { address: address ?? null, country });
  return country;
}

type MarketsByCountry = Record<string, Market>;

/** Markets change rarely and have no edit operation: a tenant's country map is kept a minute per process. */
const marketsPolicy = { fresh: 60, stale: 600 };

async function loadMarketsByCountry({ tenantId }: { tenantId: string }): Promise<MarketsByCountry> {
  const db = await getDb();
  const m = schema.markets;
  const mc = schema.marketCountries;
  const rows = await db
    .select({
      countryCode: mc.countryCode,
      id: m.id,
      name: m.name,
      currencyCode: m.currencyCode,
      currencySymbol: m.currencySymbol,
      isPrimary: m.isPrimary,
    })
    .from(mc)
    .innerJoin(m, and(eq(m.id, mc.marketId), eq(m.tenantId, mc.tenantId)))
    .where(eq(mc.tenantId, tenantId));
  const byCountry: MarketsByCountry = {};
  for (const { countryCode, ...market } of rows) byCountry[countryCode] = market;
  return byCountry;
}

/**
 * GET /market: the tenant's market whose countries include the visitor's country (or the given `country`), or null.
 */
export async function detectMarket({
  tenantId,
  req,
  country,
}: {
  tenantId: string;
  req: HeaderSource;
  country?: string;
}): Promise<MarketResponse> {
  const detectedCountry = country ?? (await detectCountry(req));
  if (detectedCountry === "XX") return { market: null, detectedCountry };
  const byCountry = await cached({ tenantId, key: ["markets-by-country"], tags: ["markets"], policy: marketsPolicy }, () =>
    loadMarketsByCountry({ tenantId }),
  );
  return { market: byCountry[detectedCountry] ?? null, detectedCountry };
}
