import "server-only";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { getDb, schema, type Executor } from "@/db/client";
import { minorUnits } from "./currencies";
import type { OperatorMarket } from "./schemas";

/** GET /operator/markets: the store's markets, primary first, each with its countries (or the one market `id`). */
export async function listOperatorMarkets({
  tenantId,
  id,
  executor,
}: {
  tenantId: string;
  id?: string;
  executor?: Executor;
}): Promise<OperatorMarket[]> {
  const db = executor ?? (await getDb());
  const m = schema.markets;
  const mc = schema.marketCountries;
  const markets = await db
    .select()
    .from(m)
    .where(and(eq(m.tenantId, tenantId), id ? eq(m.id, id) : undefined))
    .orderBy(desc(m.isPrimary), asc(m.name), asc(m.id));
  if (markets.length === 0) return [];
  const countries = await db
    .select({ marketId: mc.marketId, countryCode: mc.countryCode })
    .from(mc)
    .where(
      and(
        eq(mc.tenantId, tenantId),
        inArray(
          mc.marketId,
          markets.map((x) => x.id),
        ),
      ),
    )
    .orderBy(asc(mc.countryCode));
  return markets.map((x) => ({
    id: x.id,
    name: x.name,
    currencyCode: x.currencyCode,
    currencySymbol: x.currencySymbol,
    minorUnits: minorUnits(x.currencyCode),
    countries: countries.filter((c) => c.marketId === x.id).map((c) => c.countryCode),
    primary: x.isPrimary,
    taxIncluded: x.taxIncluded,
    exchangeRate: Number(x.exchangeRate),
    rounding: x.rounding as OperatorMarket["rounding"],
    defaultCountry: x.defaultCountry,
    locale: x.locale,
    createdAt: x.createdAt,
  }));
}
