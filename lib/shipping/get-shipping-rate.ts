import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, schema, type Executor } from "@/db/client";

export type ShippingQuote = {
  /** The market that delivers to the country, or null when none does. */
  marketId: string | null;
  /** Minor units of the store's primary currency. */
  amount: number;
  /** The subtotal from which delivery is free, or null. */
  freeOver: number | null;
};

/**
 * Delivery for an order of `subtotal` (minor units) to `countryCode`: the flat rate of the market whose countries
 * include it, free from its threshold (`shipping_rates`). A market without a rate delivers free; a country no market
 * covers gives `marketId: null` (checkout refuses it).
 */
export async function quoteShipping({
  tenantId,
  countryCode,
  subtotal,
  executor,
}: {
  tenantId: string;
  countryCode: string;
  subtotal: number;
  executor?: Executor;
}): Promise<ShippingQuote> {
  const db = executor ?? (await getDb());
  const mc = schema.marketCountries;
  const r = schema.shippingRates;
  const [row] = await db
    .select({ marketId: mc.marketId, flatRate: r.flatRate, freeOver: r.freeOver })
    .from(mc)
    .leftJoin(r, and(eq(r.marketId, mc.marketId), eq(r.tenantId, tenantId)))
    .where(and(eq(mc.tenantId, tenantId), eq(mc.countryCode, countryCode.toUpperCase())))
    .limit(1);
  if (!row) return { marketId: null, amount: 0, freeOver: null };
  const flat = row.flatRate ?? 0;
  const free = row.freeOver !== null && subtotal >= row.freeOver;
  return { marketId: row.marketId, amount: free ? 0 : flat, freeOver: row.freeOver };
}
