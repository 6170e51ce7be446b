import { leadStock, leadVariantId } from "../catalog/variant-sql";
import { and, asc, eq, inArray } from "drizzle-orm";
import { schema, type Executor } from "@/db/client";
import type { BoxMarket, PricedProduct } from "@/lib/pricing/price-box";
import { variantTitle, type ProductOption } from "@/lib/pricing/variant-names";

/** One variant of a box item: its prices (with its fixed prices in the market), stock and title ("Whole bean, 250 g"). */
export type BoxItemVariant = PricedProduct & { variantId: string; title: string; stock: number };

/**
 * A package's item: its lead variant's prices and stock (what a stored item without a variant is), and all its
 * variants in their order (the lead first).
 */
export type BoxPackageItem = PricedProduct & {
  name: string;
  minQuantity: number;
  maxQuantity: number;
  stock: number;
  variants: BoxItemVariant[];
};

export type BoxPackage = {
  id: string;
  name: string;
  frequencies: number[];
  minItems: number;
  pricingType: string;
  fixedPrice: number | null;
  /** The market the box is priced in (its currency is the box's). */
  market: BoxMarket & { id: string };
  currencyCode: string;
  /** The package's active items, in its order, with their fixed prices in the market when they have them. */
  items: BoxPackageItem[];
};

/**
 * An active subscription package of the tenant with what a box of it may hold, or undefined. Prices in minor units as
 * stored, with the items' fixed prices in `market` (lib/pricing/price-box.ts prices the box in that market).
 */
export async function loadBoxPackage({
  executor,
  tenantId,
  packageId,
  market,
}: {
  executor: Executor;
  tenantId: string;
  packageId: string;
  market: BoxMarket & { id: string };
}): Promise<BoxPackage | undefined> {
  const pr = schema.products;
  const cfg = schema.subscriptionPackageConfigs;
  const pp = schema.productPrices;
  const [pkg] = await executor
    .select({
      id: pr.id,
      name: pr.name,
      frequencies: cfg.frequencies,
      minItems: cfg.minItems,
      pricingType: cfg.pricingType,
      fixedPrice: cfg.fixedPrice,
    })
    .from(pr)
    .innerJoin(cfg, and(eq(cfg.productId, pr.id), eq(cfg.tenantId, pr.tenantId)))
    .where(and(eq(pr.tenantId, tenantId), eq(pr.id, packageId), eq(pr.kind, "subscription_package"), eq(pr.status, "active")))
    .limit(1);
  if (!pkg) return undefined;
  const item = schema.subscriptionPackageItems;
  const items = await executor
    .select({
      id: pr.id,
      name: pr.name,
      options: pr.options,
      price: pr.price,
      salePrice: pr.salePrice,
      subscriberPrice: pr.subscriberPrice,
      fixedPrice: pp.price,
      fixedSalePrice: pp.salePrice,
      stock: leadStock(pr.id),
      minQuantity: item.minQuantity,
      maxQuantity: item.maxQuantity,
    })
    .from(item)
    .innerJoin(pr, and(eq(pr.id, item.productId), eq(pr.tenantId, item.tenantId)))
    .leftJoin(pp, and(eq(pp.variantId, leadVariantId(pr.id)), eq(pp.marketId, market.id), eq(pp.tenantId, tenantId)))
    .where(and(eq(item.tenantId, tenantId), eq(item.packageId, packageId), eq(pr.status, "active"), eq(pr.kind, "product")))
    .orderBy(asc(item.position), asc(pr.name));
  const v = schema.productVariants;
  const vp = schema.productPrices;
  const variantRows =
    items.length === 0
      ? []
      : await executor
          .select({
            productId: v.productId,
            variantId: v.id,
            options: v.options,
            price: v.price,
            salePrice: v.salePrice,
            subscriberPrice: v.subscriberPrice,
            stock: v.stock,
            fixedPrice: vp.price,
            fixedSalePrice: vp.salePrice,
          })
          .from(v)
          .leftJoin(vp, and(eq(vp.variantId, v.id), eq(vp.marketId, market.id), eq(vp.tenantId, tenantId)))
          .where(
            and(
              eq(v.tenantId, tenantId),
              inArray(
                v.productId,
                items.map((i) => i.id),
              ),
            ),
          )
          .orderBy(asc(v.productId), asc(v.position));
  return {
    ...pkg,
    frequencies: [...pkg.frequencies],
    market,
    currencyCode: market.currencyCode,
    items: items.map(({ fixedPrice, fixedSalePrice, options, ...i }) => ({
      ...i,
      fixed: fixedPrice === null ? null : { price: fixedPrice, salePrice: fixedSalePrice },
      variants: variantRows
        .filter((r) => r.productId === i.id)
        .map((r) => ({
          id: i.id,
          variantId: r.variantId,
          title: variantTitle(options as ProductOption[], r.options),
          price: r.price,
          salePrice: r.salePrice,
          subscriberPrice: r.subscriberPrice,
          stock: r.stock,
          fixed: r.fixedPrice === null ? null : { price: r.fixedPrice, salePrice: r.fixedSalePrice },
        })),
    })),
  };
}
