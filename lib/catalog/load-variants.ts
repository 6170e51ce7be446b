import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb, schema, type Executor } from "@/db/client";
import { shelfPrice } from "../pricing/market-price";
import { marketMoney } from "../pricing/present-totals";
import type { MarketInfo } from "../pricing/resolve-market";
import { absoluteUrl } from "../media/absolute-url";
import type { ProductVariant } from "./schemas";
import { variantTitle, type ProductOption } from "../pricing/variant-names";

/**
 * The options and variants of the given products (scoped by tenant), each variant priced in `market` by the one
 * shelf-price rule (lib/pricing: its fixed price in the market, else its primary price converted).
 */
export async function loadVariants({
  executor,
  tenantId,
  productIds,
  market,
}: {
  executor?: Executor;
  tenantId: string;
  productIds: string[];
  market: MarketInfo;
}): Promise<Map<string, { options: ProductOption[]; variants: ProductVariant[] }>> {
  const out = new Map<string, { options: ProductOption[]; variants: ProductVariant[] }>();
  if (productIds.length === 0) return out;
  const db = executor ?? (await getDb());
  const p = schema.products;
  const v = schema.productVariants;
  const pp = schema.productPrices;
  const img = schema.images;
  const [products, rows] = await Promise.all([
    db
      .select({ id: p.id, options: p.options, kind: p.kind })
      .from(p)
      .where(and(eq(p.tenantId, tenantId), inArray(p.id, productIds))),
    db
      .select({
        id: v.id,
        productId: v.productId,
        sku: v.sku,
        options: v.options,
        price: v.price,
        salePrice: v.salePrice,
        stock: v.stock,
        fixedPrice: pp.price,
        fixedSalePrice: pp.salePrice,
        imagePath: img.path,
        imageAlt: img.alt,
      })
      .from(v)
      .leftJoin(pp, and(eq(pp.variantId, v.id), eq(pp.marketId, market.id), eq(pp.tenantId, tenantId)))
      .leftJoin(img, and(eq(img.id, v.imageId), eq(img.tenantId, tenantId)))
      .where(and(eq(v.tenantId, tenantId), inArray(v.productId, productIds)))
      .orderBy(asc(v.productId), asc(v.position)),
  ]);
  const { amount, display } = marketMoney(market);
  for (const product of products) out.set(product.id, { options: product.options, variants: [] });
  const kinds = new Map(products.map((x) => [x.id, x.kind]));
  for (const r of rows) {
    const entry = out.get(r.productId);
    if (!entry) continue;
    const { unitPrice, compareAtPrice } = shelfPrice(
      {
        price: r.price,
        salePrice: r.salePrice,
        fixed: r.fixedPrice === null ? null : { price: r.fixedPrice, salePrice: r.fixedSalePrice },
      },
      market,
    );
    entry.variants.push({
      id: r.id,
      sku: r.sku,
      options: r.options,
      title: variantTitle(entry.options, r.options),
      price: amount(unitPrice),
      displayPrice: display(unitPrice),
      compareAtPrice: compareAtPrice === null ? null : amount(compareAtPrice),
      salePrice: compareAtPrice === null ? null : amount(unitPrice),
      inStock: kinds.get(r.productId) === "subscription_package" ? true : r.stock > 0,
      image: r.imagePath ? { url: absoluteUrl(r.imagePath), path: r.imagePath, alt: r.imageAlt ?? "" } : null,
    });
  }
  return out;
}
