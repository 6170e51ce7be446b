import { and, asc, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { cached } from "../cache/tenant-cache";
import { InvalidInputError, noMarketYet } from "../errors/domain";
import { detectCountry } from "../market/detect-market";
import type { PricingMarket, Rounding } from "./types";

/** A market as reads and carts use it: what the calculator needs plus its name, symbol, locale and countries. */
export type MarketInfo = PricingMarket & {
  name: string;
  currencySymbol: string;
  isPrimary: boolean;
  locale: string;
  countries: string[];
};

type HeaderSource = { headers: { get(name: string): string | null } };

/** The tenant's markets, primary first; cached a minute per process (tag "markets"). */
export function listMarkets({ tenantId }: { tenantId: string }): Promise<MarketInfo[]> {
  return cached({ tenantId, key: ["pricing-markets"], tags: ["markets"], policy: { fresh: 60, stale: 600 } }, async () => {
    const db = await getDb();
    const m = schema.markets;
    const mc = schema.marketCountries;
    const [markets, countries] = await Promise.all([
      db
        .select({
          id: m.id,
          name: m.name,
          currencyCode: m.currencyCode,
          currencySymbol: m.currencySymbol,
          isPrimary: m.isPrimary,
          taxIncluded: m.taxIncluded,
          exchangeRate: m.exchangeRate,
          rounding: m.rounding,
          defaultCountry: m.defaultCountry,
          locale: m.locale,
        })
        .from(m)
        .where(eq(m.tenantId, tenantId))
        .orderBy(asc(m.name)),
      db
        .select({ marketId: mc.marketId, countryCode: mc.countryCode })
        .from(mc)
        .where(and(eq(mc.tenantId, tenantId)))
        .orderBy(asc(mc.countryCode)),
    ]);
    return markets
      .map((x) => {
        const own = countries.filter((c) => c.marketId === x.id).map((c) => c.countryCode);
        return {
          ...x,
          exchangeRate: Number(x.exchangeRate),
          rounding: x.rounding as Rounding,
          defaultCountry: x.defaultCountry ?? own[0] ?? "XX",
          countries: own,
        };
      })
      .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  });
}

const unknownMarket = (field: string, value: string) =>
  new InvalidInputError({
    [field]: [`The store has no market ${/^[A-Za-z]{2}$/.test(value) ? "that sells to" : "named"} ${value}.`],
  }).withCode("unknown_market");

/**
 * The market a request is priced in: `market` (a market id or a country code) when given (unknown → InvalidInputError
 * on `field`, code `unknown_market`); else the market of the request's country (as GET /market detects it) when
 * `req` is given and one sells there; else the primary market. `detected` tells the answer depends on the caller's
 * address (shared caches must not keep it).
 */
export async function resolveMarket({
  tenantId,
  market,
  req,
  field = "market",
}: {
  tenantId: string;
  market?: string | null;
  req?: HeaderSource;
  field?: string;
}): Promise<{ market: MarketInfo; detected: boolean }> {
  const markets = await listMarkets({ tenantId });
  const primary = markets[0];
  if (!primary) throw noMarketYet();
  if (market) {
    const found = findMarket(markets, market);
    if (!found) throw unknownMarket(field, market);
    return { market: found, detected: false };
  }
  if (req) {
    const country = await detectCountry(req);
    const found = country === "XX" ? undefined : markets.find((m) => m.countries.includes(country));
    return { market: found ?? primary, detected: true };
  }
  return { market: primary, detected: false };
}

export function findMarket(markets: readonly MarketInfo[], value: string): MarketInfo | undefined {
  if (/^[A-Za-z]{2}$/.test(value)) {
    const country = value.toUpperCase();
    return markets.find((m) => m.countries.includes(country));
  }
  const id = value.toLowerCase();
  return markets.find((m) => m.id === id);
}

/** The primary market (catalogue prices are stored in its currency). */
export async function primaryMarket({ tenantId }: { tenantId: string }): Promise<MarketInfo> {
  return (await resolveMarket({ tenantId })).market;
}
