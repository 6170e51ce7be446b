import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { toMajorUnits } from "../money";
import type { MarketInfo } from "../pricing/resolve-market";
import { saleAsCompareAt } from "../pricing/sale-as-compare-at";
import type { ProductOption } from "../pricing/variant-names";
import type { OperatorVariant } from "./schemas";

/**
 * A product's options and variants as the operator operations answer them, in the shape `POST`/`PATCH
 * /operator/products…` take (so an editor can send them back): per variant its SKU, option values, stock, weight and
 * prices `[{marketId, amount, compareAt}]` in major units: the primary market's always, another market's only where it
 * has a fixed price (absent: the primary price converted).
 */
export async function readOperatorVariants({
  tenantId,
  productId,
  markets,
}: {
  tenantId: string;
  productId: string;
  markets: readonly MarketInfo[];
}): Promise<{ options: ProductOption[]; variants: OperatorVariant[] }> {
  const db = await getDb();
  const v = schema.productVariants;
  const pp = schema.productPrices;
  const [[product], rows, fixed] = await Promise.all([
    db
      .select({ options: schema.products.options })
      .from(schema.products)
      .where(and(eq(schema.products.tenantId, tenantId), eq(schema.products.id, productId)))
      .limit(1),
    db
      .select({
        id: v.id,
        sku: v.sku,
        options: v.options,
        price: v.price,
        salePrice: v.salePrice,
        stock: v.stock,
        weightGrams: v.weightGrams,
      })
      .from(v)
      .where(and(eq(v.tenantId, tenantId), eq(v.productId, productId)))
      .orderBy(asc(v.position)),
    db
      .select({ variantId: pp.variantId, marketId: pp.marketId, price: pp.price, salePrice: pp.salePrice })
      .from(pp)
      .where(and(eq(pp.tenantId, tenantId), eq(pp.productId, productId))),
  ]);
  const price = (stored: { price: number; salePrice: number | null }, market: MarketInfo) => {
    const { pays, compareAt } = saleAsCompareAt(stored);
    return {
      marketId: market.id,
      amount: toMajorUnits(pays, market.currencyCode),
      compareAt: compareAt === null ? null : toMajorUnits(compareAt, market.currencyCode),
    };
  };
  return {
    options: product?.options ?? [],
    variants: rows.map((row) => ({
      id: row.id,
      sku: row.sku,
      options: row.options,
      stock: row.stock,
      weightGrams: row.weightGrams,
      prices: markets.flatMap((market) => {
        if (market.isPrimary) return [price(row, market)];
        const own = fixed.find((f) => f.variantId === row.id && f.marketId === market.id);
        return own ? [price(own, market)] : [];
      }),
    })),
  };
}
