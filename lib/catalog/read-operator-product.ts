import "server-only";
import { leadVariantId, totalStock } from "./variant-sql";
import { and, asc, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isoSeconds } from "@/db/sql";
import { NotFoundError } from "../errors/domain";
import { absoluteUrl } from "../media/absolute-url";
import { listMarkets } from "../pricing/resolve-market";
import { marketPrices } from "./list-operator-products";
import { loadProductImages } from "./product-images";
import { readOperatorVariants } from "./read-operator-variants";
import type { OperatorProduct } from "./schemas";

const p = schema.products;

/**
 * One product or package of the store as the operator operations answer it (GET, POST, PATCH and DELETE
 * /operator/products…): its stored fields, its price in every market (minor units), its images in order and its collections.
 * `slug` or `id` names it; unknown (or another store's) → NotFoundError. Writes read it after they commit.
 */
export async function readOperatorProduct({
  tenantId,
  slug,
  id,
}: {
  tenantId: string;
  slug?: string;
  id?: string;
}): Promise<OperatorProduct> {
  const db = await getDb();
  if (slug !== undefined && slug.length > 200) throw new NotFoundError("Product not found.");
  const [row] = await db
    .select({
      id: p.id,
      slug: p.slug,
      title: p.name,
      status: p.status,
      kind: p.kind,
      sku: p.sku,
      price: p.price,
      salePrice: p.salePrice,
      stock: totalStock(p.id),
      maxQuantity: p.maxQuantity,
      taxClass: p.taxClass,
      description: p.description,
      weightGrams: p.weightGrams,
      seoTitle: p.seoTitle,
      seoDescription: p.seoDescription,
      updatedAt: isoSeconds(p.updatedAt),
    })
    .from(p)
    .where(and(eq(p.tenantId, tenantId), id !== undefined ? eq(p.id, id) : eq(p.slug, slug ?? "")))
    .limit(1);
  if (!row) throw new NotFoundError("Product not found.");
  const pp = schema.productPrices;
  const c = schema.collections;
  const pc = schema.productCollections;
  const markets = await listMarkets({ tenantId });
  const [fixed, collections, variants, images] = await Promise.all([
    db
      .select({ marketId: pp.marketId, price: pp.price, salePrice: pp.salePrice })
      .from(pp)
      .where(and(eq(pp.tenantId, tenantId), eq(pp.productId, row.id), eq(pp.variantId, leadVariantId(pp.productId)))),
    db
      .select({ slug: c.slug, title: c.name })
      .from(pc)
      .innerJoin(c, and(eq(c.id, pc.collectionId), eq(c.tenantId, tenantId)))
      .where(and(eq(pc.tenantId, tenantId), eq(pc.productId, row.id)))
      .orderBy(asc(c.name), asc(c.slug)),
    readOperatorVariants({ tenantId, productId: row.id, markets }),
    loadProductImages({ executor: db, tenantId, productIds: [row.id] }),
  ]);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    // The columns hold the values their checks and writes allow.
    status: row.status as OperatorProduct["status"],
    kind: row.kind === "subscription_package" ? "subscription_package" : "product",
    sku: row.sku,
    price: row.price,
    salePrice: row.salePrice,
    stock: row.stock,
    maxQuantity: row.maxQuantity,
    taxClass: row.taxClass as OperatorProduct["taxClass"],
    description: row.description,
    weightGrams: row.weightGrams,
    seo: { title: row.seoTitle, description: row.seoDescription },
    images: (images.get(row.id) ?? []).map((image) => ({ id: image.id, url: absoluteUrl(image.path), path: image.path, alt: image.alt })),
    collections,
    prices: marketPrices(row, markets, new Map(fixed.map((f) => [f.marketId, f]))),
    ...variants,
    updatedAt: row.updatedAt,
  };
}
