import "server-only";
import { leadVariantId, totalStock } from "./variant-sql";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isoSeconds } from "@/db/sql";
import { formatMoney } from "../money";
import { buildPageMeta } from "../pagination/schemas";
import { convertPrice } from "../pricing/market-price";
import { listMarkets, type MarketInfo } from "../pricing/resolve-market";
import type { OperatorMarketPrice, OperatorProductListItem, OperatorProductListQuery } from "./schemas";

const p = schema.products;
const pp = schema.productPrices;

/** `q` as a LIKE pattern that matches it literally anywhere. */
const containing = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A product's price in each of the store's markets: the fixed one when set, else the primary price converted. */
export function marketPrices(
  product: { price: number; salePrice: number | null },
  markets: readonly MarketInfo[],
  fixed: ReadonlyMap<string, { price: number; salePrice: number | null }>,
): OperatorMarketPrice[] {
  return markets.map((market) => {
    const own = market.isPrimary ? product : fixed.get(market.id);
    const price = own ? own.price : convertPrice(product.price, market);
    const salePrice = own ? own.salePrice : product.salePrice === null ? null : convertPrice(product.salePrice, market);
    return {
      marketId: market.id,
      marketName: market.name,
      currencyCode: market.currencyCode,
      primary: market.isPrimary,
      fixed: !market.isPrimary && own !== undefined,
      price,
      salePrice,
      displayPrice: formatMoney(price, market.currencyCode),
      displaySalePrice: salePrice === null ? null : formatMoney(salePrice, market.currencyCode),
    };
  });
}

/**
 * GET /operator/products: every product and package of the store whatever its status (drafts and archived too), in
 * the order of their titles; `q` matches words anywhere in the title, SKU or slug (case-insensitive), `status` one
 * status. Each with its price in every market of the store (amounts in minor units, as the operator edit takes them).
 */
export async function listOperatorProducts({
  tenantId,
  q,
  status,
  page,
  perPage,
}: { tenantId: string } & OperatorProductListQuery): Promise<{
  data: OperatorProductListItem[];
  meta: ReturnType<typeof buildPageMeta>;
}> {
  const db = await getDb();
  const pattern = q ? containing(q) : undefined;
  const where = and(
    eq(p.tenantId, tenantId),
    status ? eq(p.status, status) : undefined,
    pattern
      ? or(sql`lower(${p.name}) like ${pattern}`, sql`lower(${p.skus}) like ${pattern}`, sql`lower(${p.slug}) like ${pattern}`)
      : undefined,
  );
  const [rows, [count], markets] = await Promise.all([
    db
      .select({
        id: p.id,
        slug: p.slug,
        sku: p.sku,
        kind: p.kind,
        title: p.name,
        status: p.status,
        price: p.price,
        salePrice: p.salePrice,
        stock: totalStock(p.id),
        maxQuantity: p.maxQuantity,
        taxClass: p.taxClass,
        updatedAt: isoSeconds(p.updatedAt),
      })
      .from(p)
      .where(where)
      .orderBy(asc(sql`${p.nameKey} collate "C"`), asc(p.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(p)
      .where(where),
    listMarkets({ tenantId }),
  ]);
  const ids = rows.map((r) => r.id);
  const fixedRows =
    ids.length === 0
      ? []
      : await db
          .select({ productId: pp.productId, marketId: pp.marketId, price: pp.price, salePrice: pp.salePrice })
          .from(pp)
          .where(and(eq(pp.tenantId, tenantId), inArray(pp.productId, ids), eq(pp.variantId, leadVariantId(pp.productId))));
  return {
    data: rows.map((r) => {
      const fixed = new Map(fixedRows.filter((f) => f.productId === r.id).map((f) => [f.marketId, f]));
      return {
        ...r,
        kind: r.kind as OperatorProductListItem["kind"],
        status: r.status as OperatorProductListItem["status"],
        taxClass: r.taxClass as OperatorProductListItem["taxClass"],
        prices: marketPrices(r, markets, fixed),
      };
    }),
    meta: buildPageMeta({ page, perPage, total: Number(count?.n ?? 0) }),
  };
}
