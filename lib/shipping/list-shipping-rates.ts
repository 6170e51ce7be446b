import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { cached } from "../cache/tenant-cache";
import { marketMoney } from "../pricing/present-totals";
import { listMarkets, type MarketInfo } from "../pricing/resolve-market";
import type { ShippingRate } from "./schemas";

/**
 * GET /shipping-rates (extension): each market's delivery terms (countries, flat rate, free-over threshold) in that
 * market's own currency, so a client can show delivery before checkout; with `market`, that market's only. Cached
 * per tenant (tag "markets").
 */
export async function listShippingRates({ tenantId, market }: { tenantId: string; market?: MarketInfo }): Promise<ShippingRate[]> {
  const all = await cached({ tenantId, key: ["shipping-rates"], tags: ["markets"], policy: { fresh: 60, stale: 600 } }, async () => {
    const db = await getDb();
    const r = schema.shippingRates;
    const [markets, rates] = await Promise.all([
      listMarkets({ tenantId }),
      db
        .select({ marketId: r.marketId, flatRate: r.flatRate, freeOver: r.freeOver })
        .from(r)
        .where(and(eq(r.tenantId, tenantId))),
    ]);
    return [...markets]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((m) => {
        const rate = rates.find((x) => x.marketId === m.id);
        const flat = rate?.flatRate ?? 0;
        const freeOver = rate?.freeOver ?? null;
        const { amount, display } = marketMoney(m);
        return {
          marketId: m.id,
          market: m.name,
          isPrimary: m.isPrimary,
          countries: m.countries,
          flatRate: amount(flat),
          displayFlatRate: display(flat),
          freeOver: freeOver === null ? null : amount(freeOver),
          displayFreeOver: freeOver === null ? null : display(freeOver),
          currencyCode: m.currencyCode,
          taxIncluded: m.taxIncluded,
        };
      });
  });
  return market ? all.filter((x) => x.marketId === market.id) : all;
}
