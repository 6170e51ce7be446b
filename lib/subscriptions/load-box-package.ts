import { and, asc, eq } from "drizzle-orm";
import { schema, type Executor } from "@/db/client";
import type { PricedProduct } from "@/lib/pricing/price-box";

export type BoxPackageItem = PricedProduct & { name: string; minQuantity: number; maxQuantity: number; stock: number };

export type BoxPackage = {
  id: string;
  name: string;
  frequencies: number[];
  minItems: number;
  pricingType: string;
  fixedPrice: number | null;
  currencyCode: string;
  /** The package's active items, in its order. */
  items: BoxPackageItem[];
};

/** An active subscription package of the tenant with what a box of it may hold (prices in minor units), or undefined. */
export async function loadBoxPackage({
  executor,
  tenantId,
  packageId,
}: {
  executor: Executor;
  tenantId: string;
  packageId: string;
}): Promise<BoxPackage | undefined> {
  const pr = schema.products;
  const cfg = schema.subscriptionPackageConfigs;
  const m = schema.markets;
  const [pkg] = await executor
    .select({
      id: pr.id,
      name: pr.name,
      frequencies: cfg.frequencies,
      minItems: cfg.minItems,
      pricingType: cfg.pricingType,
      fixedPrice: cfg.fixedPrice,
      currencyCode: m.currencyCode,
    })
    .from(pr)
    .innerJoin(cfg, and(eq(cfg.productId, pr.id), eq(cfg.tenantId, pr.tenantId)))
    .leftJoin(m, and(eq(m.tenantId, pr.tenantId), eq(m.isPrimary, true)))
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
      stock: pr.stock,
      minQuantity: item.minQuantity,
      maxQuantity: item.maxQuantity,
    })
    .from(item)
    .innerJoin(pr, and(eq(pr.id, item.productId), eq(pr.tenantId, item.tenantId)))
    .where(and(eq(item.tenantId, tenantId), eq(item.packageId, packageId), eq(pr.status, "active"), eq(pr.kind, "product")))
    .orderBy(asc(item.position), asc(pr.name));
  return { ...pkg, frequencies: [...pkg.frequencies], currencyCode: pkg.currencyCode ?? "GBP", items };
}
