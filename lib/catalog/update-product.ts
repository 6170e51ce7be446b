import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema, type Transaction } from "@/db/client";
import { InvalidInputError, NotFoundError } from "../errors/domain";
import { formatMoney } from "../money";
import { primaryMarket } from "../pricing/resolve-market";
import { cleanHtml } from "../media/clean-html";
import { catalogChanged, type CatalogBatch } from "./catalog-changed";
import { setProductCollections, storeCollectionIds, storeImageIds } from "./catalog-references";
import { chooseSlug, lockCatalogSlugs } from "./catalog-slug";
import { readOperatorProduct } from "./read-operator-product";
import { setMarketPrices } from "./set-market-prices";
import { checkVariantImages, productImageIds, requireImageAlt, setProductImages } from "./product-images";
import { storedVariants } from "./create-product";
import { checkVariants, lockLeadVariant, syncProduct, writeVariants } from "./write-variants";
import type { ProductOption } from "../pricing/variant-names";

async function currentOptions(tx: Transaction, tenantId: string, productId: string): Promise<ProductOption[]> {
  const p = schema.products;
  const [row] = await tx
    .select({ options: p.options })
    .from(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.id, productId)));
  return row?.options ?? [];
}
import type { OperatorProduct, OperatorProductPatch } from "./schemas";

export type { OperatorProduct };

/**
 * PATCH /operator/products/{slug} (extension): edits a product or package of the operator's tenant (amounts in
 * minor units, as stored) and drops the tenant's cached catalogue. A sale price above the regular price (the one
 * given, else the stored one) is refused with 422 on `salePrice`, nothing changed; the row is locked while checked,
 * and the database's check (products_sale_not_above_price) backs the rule. `marketPrices` sets or removes the fixed
 * prices of other markets in the same transaction (lib/catalog/set-market-prices.ts). A new `slug` must be free
 * (409 `slug_taken`); `images` and `collections` must be the store's (422 `unknown_image`, `unknown_collection`) and
 * replace what the product had (images in the order given; a variant's image must be one of them). Making a product
 * active, or changing an active product's images, needs every image's alt text (422 `image_alt_required`). The
 * answer is the product as it is now, with its price in every market.
 */
export async function updateProduct({
  tenantId,
  slug,
  input,
  batch,
}: {
  tenantId: string;
  slug: string;
  input: OperatorProductPatch;
  /** Many writes in a row: the catalogue's refresh is the caller's (catalog-changed.ts). */
  batch?: CatalogBatch;
}): Promise<OperatorProduct> {
  if (slug.length > 200) throw new NotFoundError("Product not found.");
  const db = await getDb();
  const p = schema.products;
  const changes: Partial<typeof p.$inferInsert> = { updatedAt: sql`now()` as unknown as string };
  if (input.title !== undefined) changes.name = input.title;
  if (input.description !== undefined) changes.description = cleanHtml(input.description);
  if (input.status !== undefined) changes.status = input.status;
  if (input.maxQuantity !== undefined) changes.maxQuantity = input.maxQuantity;
  if (input.taxClass !== undefined) changes.taxClass = input.taxClass;
  if (input.seo?.title !== undefined) changes.seoTitle = input.seo.title || null;
  if (input.seo?.description !== undefined) changes.seoDescription = input.seo.description || null;
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: p.id, name: p.name })
      .from(p)
      .where(and(eq(p.tenantId, tenantId), eq(p.slug, slug)))
      .for("update")
      .limit(1);
    if (!current) throw new NotFoundError("Product not found.");
    const images = input.images && (await storeImageIds({ executor: tx, tenantId, ids: input.images }));
    if (input.variants) {
      const variants = await storedVariants(tx, tenantId, input.variants);
      const options = input.options ?? (await currentOptions(tx, tenantId, current.id));
      await checkVariants({ tx, tenantId, productId: current.id, options, variants });
      checkVariantImages(variants, images ?? (await productImageIds({ executor: tx, tenantId, productId: current.id })));
      await writeVariants({ tx, tenantId, productId: current.id, options, variants });
    }
    if (images) await setProductImages({ tx, tenantId, productId: current.id, mediaIds: images });
    // The one variant's fields (sku, price, salePrice, stock, weightGrams, marketPrices) edit the lead variant.
    const lead = await lockLeadVariant({ tx, tenantId, productId: current.id });
    if (!lead) throw new NotFoundError("Product not found.");
    const price = input.price ?? lead.price;
    const salePrice = input.salePrice === undefined ? lead.salePrice : input.salePrice;
    if (salePrice !== null && salePrice > price) {
      const { currencyCode } = await primaryMarket({ tenantId });
      throw new InvalidInputError({
        salePrice: [
          `The sale price (${formatMoney(salePrice, currencyCode)}) must not be above the regular price (${formatMoney(price, currencyCode)}).`,
        ],
      }).withCode("sale_above_price");
    }
    const collections = input.collections && (await storeCollectionIds({ executor: tx, tenantId, slugs: input.collections }));
    if (input.slug !== undefined && input.slug !== slug) {
      await lockCatalogSlugs(tx, tenantId);
      changes.slug = await chooseSlug({
        executor: tx,
        tenantId,
        table: "products",
        given: input.slug,
        title: current.name,
        exceptId: current.id,
      });
    }
    if (input.marketPrices?.length)
      await setMarketPrices({ tx, tenantId, productId: current.id, variantId: lead.id, entries: input.marketPrices });
    const v = schema.productVariants;
    const leadChanges: Partial<typeof v.$inferInsert> = {};
    if (input.sku !== undefined) leadChanges.sku = input.sku;
    if (input.price !== undefined) leadChanges.price = input.price;
    if (input.salePrice !== undefined) leadChanges.salePrice = input.salePrice;
    if (input.stock !== undefined) leadChanges.stock = input.stock;
    if (input.weightGrams !== undefined) leadChanges.weightGrams = input.weightGrams;
    if (Object.keys(leadChanges).length > 0) {
      if (input.sku) await checkVariants({ tx, tenantId, productId: current.id, options: [], variants: [{ sku: input.sku, options: {} }] });
      await tx
        .update(v)
        .set({ ...leadChanges, updatedAt: sql`now()` })
        .where(and(eq(v.tenantId, tenantId), eq(v.id, lead.id)));
      await syncProduct({ tx, tenantId, productId: current.id });
    }
    if (collections) await setProductCollections({ executor: tx, tenantId, productId: current.id, collectionIds: collections });
    const [updated] = await tx
      .update(p)
      .set(changes)
      .where(and(eq(p.tenantId, tenantId), eq(p.id, current.id)))
      .returning({ id: p.id, title: p.name, status: p.status });
    if (input.images !== undefined || input.status !== undefined) await requireImageAlt({ executor: tx, tenantId, productId: current.id });
    return updated;
  });
  if (!row) throw new NotFoundError("Product not found.");
  const vocabulary = input.title !== undefined || input.status !== undefined;
  const shownTitles = input.title !== undefined && row.status === "active" ? [row.title] : [];
  if (batch) {
    batch.shownTitles.push(...shownTitles);
    batch.vocabulary ||= vocabulary;
  } else await catalogChanged({ tenantId, shownTitles, vocabulary });
  return readOperatorProduct({ tenantId, id: row.id });
}
