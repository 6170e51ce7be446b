import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { schema, type Transaction } from "@/db/client";
import { InvalidInputError } from "../errors/domain";
import { formatMoney } from "../money";
import type { OperatorMarketPriceInput } from "./schemas";

/**
 * The `marketPrices` of PATCH /operator/products/{slug}, inside its transaction: each entry sets the variant's fixed
 * price in a market of the store other than the primary one (whose price is the product's own `price`), or removes it
 * (`price: null`). `salePrice` omitted keeps the market's current sale price. A market that is not the store's, the
 * primary market, or a sale price above the price it would sit beside: 422 naming the entry, nothing changed.
 */
export async function setMarketPrices({
  tx,
  tenantId,
  productId,
  variantId,
  entries,
}: {
  tx: Transaction;
  tenantId: string;
  productId: string;
  variantId: string;
  entries: OperatorMarketPriceInput[];
}): Promise<void> {
  const m = schema.markets;
  const pp = schema.productPrices;
  const ids = entries.map((e) => e.marketId);
  const [markets, current] = await Promise.all([
    tx
      .select({ id: m.id, isPrimary: m.isPrimary, currencyCode: m.currencyCode })
      .from(m)
      .where(and(eq(m.tenantId, tenantId), inArray(m.id, ids))),
    tx
      .select({ marketId: pp.marketId, salePrice: pp.salePrice })
      .from(pp)
      .where(and(eq(pp.tenantId, tenantId), eq(pp.variantId, variantId), inArray(pp.marketId, ids)))
      .for("update"),
  ]);
  const byId = new Map(markets.map((x) => [x.id, x]));
  const saleNow = new Map(current.map((x) => [x.marketId, x.salePrice]));
  for (const [i, entry] of entries.entries()) {
    const market = byId.get(entry.marketId);
    if (!market)
      throw new InvalidInputError({ [`marketPrices.${i}.marketId`]: ["The market id must be one of the store's markets."] }).withCode(
        "unknown_market",
      );
    if (market.isPrimary)
      throw new InvalidInputError({
        [`marketPrices.${i}.marketId`]: ["The primary market's price is the product's own price: set `price` and `salePrice` instead."],
      }).withCode("primary_market_price");
    if (entry.price === null) continue;
    const salePrice = entry.salePrice === undefined ? (saleNow.get(entry.marketId) ?? null) : entry.salePrice;
    if (salePrice !== null && salePrice > entry.price)
      throw new InvalidInputError({
        [`marketPrices.${i}.salePrice`]: [
          `The sale price (${formatMoney(salePrice, market.currencyCode)}) must not be above the regular price (${formatMoney(entry.price, market.currencyCode)}).`,
        ],
      }).withCode("sale_above_price");
  }
  for (const entry of entries) {
    const where = and(eq(pp.tenantId, tenantId), eq(pp.variantId, variantId), eq(pp.marketId, entry.marketId));
    if (entry.price === null) {
      await tx.delete(pp).where(where);
      continue;
    }
    const salePrice = entry.salePrice === undefined ? (saleNow.get(entry.marketId) ?? null) : entry.salePrice;
    await tx
      .insert(pp)
      .values({ tenantId, productId, variantId, marketId: entry.marketId, price: entry.price, salePrice })
      .onConflictDoUpdate({
        target: [pp.tenantId, pp.variantId, pp.marketId],
        set: { price: entry.price, salePrice, updatedAt: sql`now()` },
      });
  }
}
