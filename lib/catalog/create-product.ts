import "server-only";
import { eq } from "drizzle-orm";
import { getDb, schema, type Executor } from "@/db/client";
import { InvalidInputError, noMarketYet } from "../errors/domain";
import { cleanHtml } from "../media/clean-html";
import { formatMoney, toMinorUnitsExactly } from "../money";
import { catalogChanged, type CatalogBatch } from "./catalog-changed";
import { setProductCollections, storeCollectionIds, storeImageIds } from "./catalog-references";
import { chooseSlug, lockCatalogSlugs } from "./catalog-slug";
import { checkVariantImages, requireImageAlt, setProductImages } from "./product-images";
import { readOperatorProduct } from "./read-operator-product";
import type { CreateProductInput, OperatorProduct } from "./schemas";
import { checkVariants, writeVariants, type VariantWrite } from "./write-variants";

type StoredPrice = { marketId: string; primary: boolean; price: number; salePrice: number | null };

/**
 * A variant's `prices` (major units) as stored prices (minor units of each market's currency): `compareAt` becomes the
 * regular price with `amount` the sale price; without it `amount` is the price. Every market must be the store's
 * (422 `unknown_market`), the primary market's price is required (422 `primary_price_required`), amounts may not be
 * finer than the currency (422), and `compareAt` must be above `amount` (422 `compare_at_not_above_price`).
 */
async function storedPrices(executor: Executor, tenantId: string, prices: CreateProductInput["variants"][number]["prices"], index: number) {
  const m = schema.markets;
  const markets = await executor
    .select({ id: m.id, isPrimary: m.isPrimary, currencyCode: m.currencyCode })
    .from(m)
    .where(eq(m.tenantId, tenantId));
  const primary = markets.find((x) => x.isPrimary);
  if (!primary) throw noMarketYet();
  const byId = new Map(markets.map((x) => [x.id, x]));
  const out: StoredPrice[] = [];
  for (const [i, entry] of prices.entries()) {
    const at = `variants.${index}.prices.${i}`;
    const market = byId.get(entry.marketId.toLowerCase());
    if (!market)
      throw new InvalidInputError({ [`${at}.marketId`]: ["The market id must be one of the store's markets."] }).withCode("unknown_market");
    const minor = (field: "amount" | "compareAt", value: number) => {
      const exact = toMinorUnitsExactly(value, market.currencyCode);
      if (exact === null)
        throw new InvalidInputError({
          [`${at}.${field}`]: [`The ${field} field has more decimal places than ${market.currencyCode} has.`],
        });
      return exact;
    };
    const amount = minor("amount", entry.amount);
    const compareAt = entry.compareAt == null ? null : minor("compareAt", entry.compareAt);
    if (compareAt !== null && compareAt <= amount)
      throw new InvalidInputError({
        [`${at}.compareAt`]: [
          `The compare-at price (${formatMoney(compareAt, market.currencyCode)}) must be above the amount (${formatMoney(amount, market.currencyCode)}): it is the regular price the amount reduces.`,
        ],
      }).withCode("compare_at_not_above_price");
    out.push({
      marketId: market.id,
      primary: market.isPrimary,
      price: compareAt ?? amount,
      salePrice: compareAt === null ? null : amount,
    });
  }
  const own = out.find((x) => x.primary);
  if (!own)
    throw new InvalidInputError({
      [`variants.${index}.prices`]: [`The primary market's price (in ${primary.currencyCode}) is required: it is the product's own price.`],
    }).withCode("primary_price_required");
  return { own, others: out.filter((x) => !x.primary) };
}

/** The input's variants as stored (prices in minor units; the primary market's is the variant's own). */
export async function storedVariants(
  executor: Executor,
  tenantId: string,
  variants: CreateProductInput["variants"],
): Promise<VariantWrite[]> {
  const out: VariantWrite[] = [];
  for (const [i, variant] of variants.entries()) {
    const { own, others } = await storedPrices(executor, tenantId, variant.prices, i);
    out.push({
      sku: variant.sku,
      options: variant.options,
      price: own.price,
      salePrice: own.salePrice,
      // No subscriber reduction of its own: a subscriber pays the shelf price (lib/pricing/market-price.ts).
      subscriberPrice: own.price,
      stock: variant.stock,
      weightGrams: variant.weightGrams ?? null,
      marketPrices: others.map((x) => ({ marketId: x.marketId, price: x.price, salePrice: x.salePrice })),
      image: variant.image,
    });
  }
  return out;
}

/**
 * POST /operator/products (extension): a product of the operator's store with its options (at most 3) and variants
 * (SKU, option values, prices per market, stock, weight, image: lib/catalog/write-variants.ts checks them), its images
 * in order (an active product's with alt text: product-images.ts), collections and SEO fields, written in one
 * transaction: nothing is written when any part is refused. The description is sanitised; the store's cached catalogue is dropped and the search vocabulary refreshed,
 * so an active product is at once on GET /products, in search and on its page (with `batch`, once the caller runs
 * `catalogChanged` for the batch). Answers it as PATCH does.
 */
export async function createProduct({
  tenantId,
  input,
  batch,
}: {
  tenantId: string;
  input: CreateProductInput;
  batch?: CatalogBatch;
}): Promise<OperatorProduct> {
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const variants = await storedVariants(tx, tenantId, input.variants);
    await checkVariants({ tx, tenantId, productId: null, options: input.options, variants });
    const lead = variants[0]!;
    const images = await storeImageIds({ executor: tx, tenantId, ids: input.images });
    checkVariantImages(input.variants, images);
    const collections = await storeCollectionIds({ executor: tx, tenantId, slugs: input.collections });
    await lockCatalogSlugs(tx, tenantId);
    const slug = await chooseSlug({ executor: tx, tenantId, table: "products", given: input.slug, title: input.title });
    const p = schema.products;
    const [row] = await tx
      .insert(p)
      .values({
        tenantId,
        kind: "product",
        name: input.title,
        slug,
        sku: lead.sku,
        description: cleanHtml(input.description),
        status: input.status,
        price: lead.price,
        salePrice: lead.salePrice,
        subscriberPrice: lead.subscriberPrice,
        maxQuantity: input.maxQuantity,
        taxClass: input.taxClass,
        imageId: images[0] ?? null,
        weightGrams: lead.weightGrams,
        seoTitle: input.seo.title || null,
        seoDescription: input.seo.description || null,
      })
      .returning({ id: p.id });
    const productId = row!.id;
    await setProductImages({ tx, tenantId, productId, mediaIds: images });
    await writeVariants({ tx, tenantId, productId, options: input.options, variants });
    await requireImageAlt({ executor: tx, tenantId, productId });
    if (collections.length > 0) await setProductCollections({ executor: tx, tenantId, productId, collectionIds: collections });
    return productId;
  });
  const shownTitles = input.status === "active" ? [input.title] : [];
  if (batch) {
    batch.shownTitles.push(...shownTitles);
    batch.vocabulary = true;
  } else await catalogChanged({ tenantId, shownTitles });
  return readOperatorProduct({ tenantId, id });
}
