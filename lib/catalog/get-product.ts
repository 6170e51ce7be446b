import "server-only";
import { leadVariantId } from "./variant-sql";
import { loadVariants } from "./load-variants";
import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { cached } from "../cache/tenant-cache";
import { NotFoundError } from "../errors/domain";
import { cleanHtml } from "../media/clean-html";
import { catalogCachePolicy, catalogTag } from "./catalog-cache";
import { pricingOf, productCardColumns, toProductListItem } from "./product-columns";
import { catalogImageOf, loadProductImages } from "./product-images";
import type { ProductDetail } from "./schemas";
import { subscriberShelfPrice } from "@/lib/pricing/market-price";
import type { MarketInfo } from "@/lib/pricing/resolve-market";
import { marketMoney } from "@/lib/pricing/present-totals";

const p = schema.products;
const img = schema.images;

function plainText(html: string, max: number): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/**
 * GET /products/{slug} (extension): an active product or package of the tenant with its collections (active,
 * same tenant) and the active packages it can be chosen in. Unknown, draft and archived → NotFoundError.
 */
export async function getProduct({
  tenantId,
  slug,
  market,
}: {
  tenantId: string;
  slug: string;
  market: MarketInfo;
}): Promise<ProductDetail> {
  if (slug.length > 200) throw new NotFoundError("Product not found.");
  const result = await cached({ tenantId, key: ["product", market.id, slug], tags: [catalogTag], policy: catalogCachePolicy }, async () => {
    const db = await getDb();
    const pp = schema.productPrices;
    const [row] = await db
      .select({
        ...productCardColumns,
        sku: p.sku,
        description: p.description,
        subscriberPrice: p.subscriberPrice,
        maxQuantity: p.maxQuantity,
        seoTitle: p.seoTitle,
        seoDescription: p.seoDescription,
      })
      .from(p)
      .leftJoin(img, and(eq(img.id, p.imageId), eq(img.tenantId, tenantId)))
      .leftJoin(pp, and(eq(pp.variantId, leadVariantId(p.id)), eq(pp.marketId, market.id), eq(pp.tenantId, tenantId)))
      .where(and(eq(p.tenantId, tenantId), eq(p.slug, slug), eq(p.status, "active"), inArray(p.kind, ["product", "subscription_package"])))
      .limit(1);
    if (!row) return null;
    const c = schema.collections;
    const pc = schema.productCollections;
    const items = schema.subscriptionPackageItems;
    const pkg = schema.products;
    const [collections, packages] = await Promise.all([
      db
        .select({ slug: c.slug, title: c.name })
        .from(pc)
        .innerJoin(c, and(eq(c.id, pc.collectionId), eq(c.tenantId, tenantId)))
        .where(and(eq(pc.tenantId, tenantId), eq(pc.productId, row.id), eq(c.status, "active")))
        .orderBy(asc(c.name)),
      db
        .select({ id: pkg.id, slug: pkg.slug, title: pkg.name })
        .from(items)
        .innerJoin(pkg, and(eq(pkg.id, items.packageId), eq(pkg.tenantId, tenantId)))
        .where(
          and(eq(items.tenantId, tenantId), eq(items.productId, row.id), eq(pkg.status, "active"), eq(pkg.kind, "subscription_package")),
        )
        .orderBy(asc(pkg.name)),
    ]);
    const [variants, images] = await Promise.all([
      loadVariants({ executor: db, tenantId, productIds: [row.id], market }),
      loadProductImages({ executor: db, tenantId, productIds: [row.id] }),
    ]);
    const item = toProductListItem(row, market, variants.get(row.id));
    const { amount, display } = marketMoney(market);
    const subscriberPrice = subscriberShelfPrice({ ...pricingOf(row), subscriberPrice: row.subscriberPrice }, market);
    const description = cleanHtml(row.description);
    return {
      ...item,
      sku: row.sku,
      description,
      images: (images.get(row.id) ?? []).map((image) => catalogImageOf(image, row.name)),
      maxQuantity: row.maxQuantity,
      // What a subscriber pays per unit in the market, never above the shelf price (lib/pricing/market-price.ts).
      subscriberPrice: amount(subscriberPrice),
      displaySubscriberPrice: display(subscriberPrice),
      collections,
      packages,
      // The operator's SEO fields when set, else the title and the description's opening words.
      seo: { title: row.seoTitle ?? row.name, description: row.seoDescription ?? plainText(description, 160) },
    } satisfies ProductDetail;
  });
  if (!result) throw new NotFoundError("Product not found.");
  return result;
}
