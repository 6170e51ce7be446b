import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { invalidateTags } from "../cache/tenant-cache";
import { InvalidInputError, NotFoundError } from "../errors/domain";
import { formatMoney } from "../money";
import { listMarkets, primaryMarket } from "../pricing/resolve-market";
import { cleanHtml } from "../media/clean-html";
import { addSearchTerms, scheduleSearchTermsRefresh } from "../search/refresh-search-terms";
import { catalogTag } from "./catalog-cache";
import type { z } from "zod";
import { marketPrices } from "./list-operator-products";
import { setMarketPrices } from "./set-market-prices";
import type { operatorProduct, OperatorProductPatch } from "./schemas";

export type OperatorProduct = z.infer<typeof operatorProduct>;

/**
 * PATCH /operator/products/{slug} (extension): edits a product or package of the operator's tenant (amounts in
 * minor units, as stored) and drops the tenant's cached catalogue. A sale price above the regular price (the one
 * given, else the stored one) is refused with 422 on `salePrice`, nothing changed; the row is locked while checked,
 * and the database's check (products_sale_not_above_price) backs the rule. `marketPrices` sets or removes the fixed
 * prices of other markets in the same transaction (lib/catalog/set-market-prices.ts). The answer carries the price in
 * every market as it is now.
 */
export async function updateProduct({
  tenantId,
  slug,
  input,
}: {
  tenantId: string;
  slug: string;
  input: OperatorProductPatch;
}): Promise<OperatorProduct> {
  if (slug.length > 200) throw new NotFoundError("Product not found.");
  const db = await getDb();
  const p = schema.products;
  const changes: Partial<typeof p.$inferInsert> = { updatedAt: sql`now()` as unknown as string };
  if (input.title !== undefined) changes.name = input.title;
  if (input.description !== undefined) changes.description = cleanHtml(input.description);
  if (input.status !== undefined) changes.status = input.status;
  if (input.price !== undefined) changes.price = input.price;
  if (input.salePrice !== undefined) changes.salePrice = input.salePrice;
  if (input.stock !== undefined) changes.stock = input.stock;
  if (input.maxQuantity !== undefined) changes.maxQuantity = input.maxQuantity;
  if (input.taxClass !== undefined) changes.taxClass = input.taxClass;
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: p.id, price: p.price, salePrice: p.salePrice })
      .from(p)
      .where(and(eq(p.tenantId, tenantId), eq(p.slug, slug)))
      .for("update")
      .limit(1);
    if (!current) throw new NotFoundError("Product not found.");
    const price = input.price ?? current.price;
    const salePrice = input.salePrice === undefined ? current.salePrice : input.salePrice;
    if (salePrice !== null && salePrice > price) {
      const { currencyCode } = await primaryMarket({ tenantId });
      throw new InvalidInputError({
        salePrice: [
          `The sale price (${formatMoney(salePrice, currencyCode)}) must not be above the regular price (${formatMoney(price, currencyCode)}).`,
        ],
      }).withCode("sale_above_price");
    }
    if (input.marketPrices?.length) await setMarketPrices({ tx, tenantId, productId: current.id, entries: input.marketPrices });
    const [updated] = await tx
      .update(p)
      .set(changes)
      .where(and(eq(p.tenantId, tenantId), eq(p.slug, slug)))
      .returning({
        id: p.id,
        slug: p.slug,
        title: p.name,
        status: p.status,
        price: p.price,
        salePrice: p.salePrice,
        stock: p.stock,
        maxQuantity: p.maxQuantity,
      });
    return updated;
  });
  if (!row) throw new NotFoundError("Product not found.");
  invalidateTags(tenantId, [catalogTag]);
  if (input.title !== undefined && row.status === "active") await addSearchTerms({ tenantId, texts: [row.title] });
  if (input.title !== undefined || input.status !== undefined) scheduleSearchTermsRefresh({ tenantId });
  const pp = schema.productPrices;
  const [markets, fixed] = await Promise.all([
    listMarkets({ tenantId }),
    db
      .select({ marketId: pp.marketId, price: pp.price, salePrice: pp.salePrice })
      .from(pp)
      .where(and(eq(pp.tenantId, tenantId), eq(pp.productId, row.id))),
  ]);
  // The status column holds the values its patch allows (productStatus).
  return {
    ...row,
    status: row.status as OperatorProduct["status"],
    prices: marketPrices(row, markets, new Map(fixed.map((f) => [f.marketId, f]))),
  };
}
