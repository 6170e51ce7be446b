import "server-only";
import { hasVariantSku, leadVariantId, productStock } from "./variant-sql";
import { loadVariants } from "./load-variants";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { cached } from "../cache/tenant-cache";
import { InvalidInputError, NotFoundError } from "../errors/domain";
import { afterCursor, cursorColumn, decodeCursor, orderOf, pageWithCursor, timestampKey, type SortKey } from "../pagination/cursor";
import { buildCursorPageMeta } from "../pagination/schemas";
import { catalogCachePolicy, catalogTag } from "./catalog-cache";
import { productCardColumns, toProductListItem } from "./product-columns";
import type { ProductList, ProductListQuery, ProductSort } from "./schemas";
import { marketPriceWithin, marketSortPrice } from "../pricing/market-price-sql";
import type { MarketInfo } from "../pricing/resolve-market";

const p = schema.products;
const img = schema.images;
const c = schema.collections;
const pc = schema.productCollections;
const pp = schema.productPrices;

function orderFor(sort: ProductSort, market: MarketInfo): SortKey[] {
  const price = marketSortPrice(market);
  // As people read names: accents folded, case ignored (products.name_key), byte order on every database.
  const byName = sql`(${p.nameKey} collate "C")`;
  const asc = (expression: SQL): SortKey => ({ expression, direction: "asc" });
  const desc = (expression: SQL): SortKey => ({ expression, direction: "desc" });
  const id = asc(sql`${p.id}`);
  switch (sort) {
    case "newest":
      return [desc(timestampKey(p.createdAt)), id];
    case "price-asc":
      return [asc(price), asc(byName), id];
    case "price-desc":
      return [desc(price), asc(byName), id];
    case "name":
      return [asc(byName), asc(sql`(${p.name} collate "C")`), id];
    case "featured":
    default:
      // Available items first, then the store's own order (SKU), so a page never leads with sold-out stock.
      return [asc(sql`(${p.kind} = 'product' and ${productStock(p.id)} <= 0)`), asc(sql`${p.sku}`), id];
  }
}

/**
 * GET /products (extension): active products and subscription packages of the tenant, filtered by collection
 * (an active collection of the tenant, else 404), words (`q`, full-text over name, SKU and description) and
 * stock, by price (`minPrice`, `maxPrice`: inclusive bounds on the current price in the market, major units; a
 * minimum above the maximum → 422), sorted and paged, priced in `market`. One query: the page and the total (a window count). Cached per tenant and query.
 */
export async function listProducts({
  tenantId,
  query,
  market,
}: {
  tenantId: string;
  query: ProductListQuery;
  /** The market prices are in (lib/pricing/resolve-market.ts). */
  market: MarketInfo;
}): Promise<ProductList> {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice)
    throw new InvalidInputError({ maxPrice: ["The max price field must be at least the min price."] });
  const key = [
    "products",
    market.id,
    query.collection ?? "",
    query.q ?? "",
    query.type ?? "",
    query.sort,
    String(query.inStock),
    String(query.minPrice ?? ""),
    String(query.maxPrice ?? ""),
    String(query.page),
    String(query.perPage),
    query.cursor ?? "",
  ];
  const keys = orderFor(query.sort, market);
  const after = query.cursor ? afterCursor(keys, decodeCursor(query.cursor, keys.length)) : undefined;
  const result = await cached({ tenantId, key, tags: [catalogTag], policy: catalogCachePolicy }, async () => {
    const db = await getDb();
    const filters: SQL[] = [eq(p.tenantId, tenantId), eq(p.status, "active"), inArray(p.kind, ["product", "subscription_package"])];
    if (query.collection) {
      const [collection] = await db
        .select({ id: c.id })
        .from(c)
        .where(and(eq(c.tenantId, tenantId), eq(c.slug, query.collection), eq(c.status, "active")))
        .limit(1);
      if (!collection) return null;
      filters.push(
        sql`exists (select 1 from ${pc} where ${pc.productId} = ${p.id} and ${pc.collectionId} = ${collection.id} and ${pc.tenantId} = ${tenantId})`,
      );
    }
    if (query.q)
      filters.push(
        sql`(${p.searchVector} @@ (plainto_tsquery('simple', ${query.q}) || plainto_tsquery('english', ${query.q})) or ${hasVariantSku(p.id, query.q)})`,
      );
    if (query.type) filters.push(eq(p.kind, query.type));
    if (query.inStock) filters.push(sql`(${p.kind} = 'subscription_package' or ${productStock(p.id)} > 0)`);
    if (query.minPrice !== undefined) filters.push(marketPriceWithin(market, "min", query.minPrice));
    if (query.maxPrice !== undefined) filters.push(marketPriceWithin(market, "max", query.maxPrice));
    // After a cursor the window counts only the rows past it: the list's total is then counted on its own.
    const listed = db
      .select({
        ...productCardColumns,
        total: sql<number>`count(*) over ()`.mapWith(Number),
        cursorKey: cursorColumn(keys),
      })
      .from(p)
      .leftJoin(img, and(eq(img.id, p.imageId), eq(img.tenantId, tenantId)))
      .leftJoin(pp, and(eq(pp.variantId, leadVariantId(p.id)), eq(pp.marketId, market.id), eq(pp.tenantId, tenantId)))
      .where(and(...filters, after))
      .orderBy(...orderOf(keys))
      .limit(query.perPage + 1)
      .offset(query.cursor ? 0 : (query.page - 1) * query.perPage);
    const { rows, nextCursor } = pageWithCursor(await listed, query.perPage);
    const variants = await loadVariants({ executor: db, tenantId, productIds: rows.map((r) => r.id), market });
    let total = rows[0]?.total ?? 0;
    if (query.cursor || (rows.length === 0 && query.page > 1)) {
      const [count] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(p)
        // The price filters read the market's fixed prices.
        .leftJoin(pp, and(eq(pp.variantId, leadVariantId(p.id)), eq(pp.marketId, market.id), eq(pp.tenantId, tenantId)))
        .where(and(...filters));
      total = count?.n ?? 0;
    }
    return {
      data: rows.map((r) => toProductListItem(r, market, variants.get(r.id))),
      meta: buildCursorPageMeta({ page: query.page, perPage: query.perPage, total, cursor: query.cursor, nextCursor }),
    };
  });
  if (!result) throw new NotFoundError("Collection not found.");
  return result;
}
