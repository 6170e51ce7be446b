import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { cached } from "../cache/tenant-cache";
import { getStoreSettings } from "../catalog/store-settings";
import { formatMoney, toMajorUnits } from "../money";
import type { ShippingRate } from "./schemas";

/**
 * GET /shipping-rates (extension): each market's delivery terms (countries, flat rate, free-over threshold) in the
 * store's primary currency, so a client can show delivery before checkout. Cached per tenant (tag "markets").
 */
export function listShippingRates({ tenantId }: { tenantId: string }): Promise<ShippingRate[]> {
  return cached({ tenantId, key: ["shipping-rates"], tags: ["markets"], policy: { fresh: 60, stale: 600 } }, async () => {
    const db = await getDb();
    const { currencyCode } = await getStoreSettings({ tenantId });
    const m = schema.markets;
    const mc = schema.marketCountries;
    const r = schema.shippingRates;
    const [markets, countries] = await Promise.all([
      db
        .select({ id: m.id, name: m.name, isPrimary: m.isPrimary, flatRate: r.flatRate, freeOver: r.freeOver })
        .from(m)
        .leftJoin(r, and(eq(r.marketId, m.id), eq(r.tenantId, tenantId)))
        .where(eq(m.tenantId, tenantId))
        .orderBy(asc(m.name)),
      db
        .select({ marketId: mc.marketId, countryCode: mc.countryCode })
        .from(mc)
        .where(eq(mc.tenantId, tenantId))
        .orderBy(asc(mc.countryCode)),
    ]);
    return markets.map((x) => {
      const flat = x.flatRate ?? 0;
      return {
        market: x.name,
        isPrimary: x.isPrimary,
        countries: countries.filter((c) => c.marketId === x.id).map((c) => c.countryCode),
        flatRate: toMajorUnits(flat, currencyCode),
        displayFlatRate: formatMoney(flat, currencyCode),
        freeOver: x.freeOver === null ? null : toMajorUnits(x.freeOver, currencyCode),
        displayFreeOver: x.freeOver === null ? null : formatMoney(x.freeOver, currencyCode),
        currencyCode,
      };
    });
  });
}
