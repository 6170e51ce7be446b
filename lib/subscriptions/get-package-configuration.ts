import { leadStock, leadVariantId } from "../catalog/variant-sql";
import { and, asc, eq, inArray } from "drizzle-orm";
import { variantTitle } from "@/lib/pricing/variant-names";
import { getDb, schema } from "@/db/client";
import { cachedWithStatus, type CacheStatus } from "../cache/tenant-cache";
import { absoluteUrl } from "../media/absolute-url";
import { toMajorUnits } from "../money";
import { catalogTag } from "../catalog/catalog-cache";
import { packageCachePolicy, packageTag } from "./package-cache";
import { convertPrice, shelfPrice, subscriberShelfPrice } from "@/lib/pricing/market-price";
import type { MarketInfo } from "@/lib/pricing/resolve-market";
import type { SubscriptionConfiguration } from "./schemas";
import { NotFoundError } from "../errors/domain";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notASubscription = () => new NotFoundError("This product is not a subscription.");

/**
 * Reads the configuration of an active subscription package of the tenant, or undefined. Amounts are in `market`
 * (lib/pricing: the market's fixed prices, else converted and rounded), in the spec's shape.
 */
export async function readPackageConfiguration({
  tenantId,
  productId,
  market,
}: {
  tenantId: string;
  productId: string;
  market: MarketInfo;
}): Promise<SubscriptionConfiguration | undefined> {
  const db = await getDb();
  const pr = schema.products;
  const cfg = schema.subscriptionPackageConfigs;
  const pp = schema.productPrices;
  const [config] = await db
    .select({
      subscriptionType: cfg.subscriptionType,
      pricingType: cfg.pricingType,
      fixedPrice: cfg.fixedPrice,
      frequencies: cfg.frequencies,
      defaultFrequency: cfg.defaultFrequency,
      minItems: cfg.minItems,
    })
    .from(pr)
    .innerJoin(cfg, and(eq(cfg.productId, pr.id), eq(cfg.tenantId, pr.tenantId)))
    .where(and(eq(pr.tenantId, tenantId), eq(pr.id, productId), eq(pr.kind, "subscription_package"), eq(pr.status, "active")))
    .limit(1);
  if (!config) return undefined;
  const major = (minor: number) => toMajorUnits(minor, market.currencyCode);

  const item = schema.subscriptionPackageItems;
  const img = schema.images;
  const rows = await db
    .select({
      id: pr.id,
      name: pr.name,
      options: pr.options,
      sku: pr.sku,
      price: pr.price,
      salePrice: pr.salePrice,
      fixedPrice: pp.price,
      fixedSalePrice: pp.salePrice,
      subscriberPrice: pr.subscriberPrice,
      description: pr.description,
      stock: leadStock(pr.id),
      minQuantity: item.minQuantity,
      maxQuantity: item.maxQuantity,
      defaultQuantity: item.defaultQuantity,
      imageId: img.id,
      imagePath: img.path,
      imageAlt: img.alt,
      imageMime: img.mimeType,
      imageFilename: img.filename,
    })
    .from(item)
    .innerJoin(pr, and(eq(pr.id, item.productId), eq(pr.tenantId, item.tenantId)))
    .leftJoin(img, and(eq(img.id, pr.imageId), eq(img.tenantId, pr.tenantId)))
    .leftJoin(pp, and(eq(pp.variantId, leadVariantId(pr.id)), eq(pp.marketId, market.id), eq(pp.tenantId, tenantId)))
    .where(and(eq(item.tenantId, tenantId), eq(item.packageId, productId), eq(pr.status, "active"), eq(pr.kind, "product")))
    .orderBy(asc(item.position), asc(pr.name));
  const v = schema.productVariants;
  const variantRows =
    rows.length === 0
      ? []
      : await db
          .select({
            id: v.id,
            productId: v.productId,
            options: v.options,
            price: v.price,
            salePrice: v.salePrice,
            subscriberPrice: v.subscriberPrice,
            stock: v.stock,
            fixedPrice: pp.price,
            fixedSalePrice: pp.salePrice,
          })
          .from(v)
          .leftJoin(pp, and(eq(pp.variantId, v.id), eq(pp.marketId, market.id), eq(pp.tenantId, tenantId)))
          .where(
            and(
              eq(v.tenantId, tenantId),
              inArray(
                v.productId,
                rows.map((r) => r.id),
              ),
            ),
          )
          .orderBy(asc(v.productId), asc(v.position));

  return {
    subscriptionType: config.subscriptionType as SubscriptionConfiguration["subscriptionType"],
    pricingType: config.pricingType as SubscriptionConfiguration["pricingType"],
    fixedPrice: config.pricingType === "fixed" && config.fixedPrice !== null ? major(convertPrice(config.fixedPrice, market)) : null,
    currencyCode: market.currencyCode,
    taxIncluded: market.taxIncluded,
    frequencies: [...config.frequencies],
    defaultFrequency: config.defaultFrequency,
    availableItems: rows.map((r) => {
      const pricing = {
        price: r.price,
        salePrice: r.salePrice,
        fixed: r.fixedPrice === null ? null : { price: r.fixedPrice, salePrice: r.fixedSalePrice },
      };
      const shelf = shelfPrice(pricing, market);
      return {
        id: r.id,
        name: r.name,
        sku: r.sku,
        image:
          r.imageId && r.imagePath
            ? {
                id: r.imageId,
                src: absoluteUrl(r.imagePath),
                url: absoluteUrl(r.imagePath),
                alt: r.imageAlt ?? "",
                path: r.imagePath,
                mimeType: r.imageMime ?? "",
                filename: r.imageFilename ?? "",
              }
            : null,
        // The regular and sale price in the market (the sale price only while below the regular one).
        price: major(shelf.compareAtPrice ?? shelf.unitPrice),
        salePrice: shelf.compareAtPrice === null ? null : major(shelf.unitPrice),
        regularPrice: major(shelf.compareAtPrice ?? shelf.unitPrice),
        // What a subscriber pays per unit in the market (never above the current price).
        subscriberPrice: major(subscriberShelfPrice({ ...pricing, subscriberPrice: r.subscriberPrice }, market)),
        description: r.description,
        status: "active" as const,
        minQuantity: r.minQuantity,
        // The most a box can hold of it now: the package's limit, capped by the stock (0 when sold out), so a builder
        // that honours maxQuantity never offers what subscribing refuses (lib/subscriptions/check-box-choice.ts).
        maxQuantity: Math.max(0, Math.min(r.maxQuantity, r.stock)),
        defaultQuantity: Math.max(0, Math.min(r.defaultQuantity, r.stock)),
        inStock: r.stock > 0,
        variants: variantRows
          .filter((x) => x.productId === r.id)
          .map((x) => {
            const own = {
              price: x.price,
              salePrice: x.salePrice,
              fixed: x.fixedPrice === null ? null : { price: x.fixedPrice, salePrice: x.fixedSalePrice },
            };
            const at = shelfPrice(own, market);
            return {
              id: x.id,
              title: variantTitle(r.options, x.options),
              price: major(at.compareAtPrice ?? at.unitPrice),
              salePrice: at.compareAtPrice === null ? null : major(at.unitPrice),
              subscriberPrice: major(subscriberShelfPrice({ ...own, subscriberPrice: x.subscriberPrice }, market)),
              inStock: x.stock > 0,
              maxQuantity: Math.max(0, Math.min(r.maxQuantity, x.stock)),
            };
          }),
      };
    }),
    minItems: config.minItems,
  };
}

/**
 * GET /subscription-packages/{productId}/configuration: an active package's options, from the tenant's cache
 * (tags package:<id> and the catalogue's, so a product edit or a sell-out shows at once). An unknown, malformed,
 * inactive or non-package id answers "not a subscription".
 */
export async function getPackageConfiguration({
  tenantId,
  productId,
  market,
}: {
  tenantId: string;
  productId: string;
  market: MarketInfo;
}): Promise<{ config: SubscriptionConfiguration; cache: CacheStatus }> {
  if (!uuidPattern.test(productId)) throw notASubscription();
  const id = productId.toLowerCase();
  const { value: config, status } = await cachedWithStatus(
    { tenantId, key: ["package", id, market.id], tags: [packageTag(id), catalogTag, "markets"], policy: packageCachePolicy },
    () => readPackageConfiguration({ tenantId, productId: id, market }),
  );
  if (!config) throw notASubscription();
  return { config, cache: status };
}
