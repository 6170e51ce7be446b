import { leadStock, leadVariantId } from "../catalog/variant-sql";
import { and, asc, eq } from "drizzle-orm";
import { schema, type Executor } from "@/db/client";
import type { BoxMarket, PricedProduct } from "@/lib/pricing/price-box";

export type BoxPackageItem = PricedProduct & { name: string; minQuantity: number; maxQuantity: number; stock: number };

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
  return {
    ...pkg,
    frequencies: [...pkg.frequencies],
    market,
    currencyCode: market.currencyCode,
    items: items.map(({ fixedPrice, fixedSalePrice, ...i }) => ({
      ...i,
      fixed: fixedPrice === null ? null : { price: fixedPrice, salePrice: fixedSalePrice },
    })),
  };
}
