import "server-only";
import { calculateOrder } from "../pricing/calculate-order";
import { subscriberShelfPrice } from "../pricing/market-price";
import type { LineInput, PricedOrder } from "../pricing/types";
import type { LoadedRenewal } from "./load-renewal";

/**
 * The box's lines for this cycle: each item at the subscriber's price in the subscription's market (never above the
 * shelf price there), given to the calculator as the price it starts from. An item whose product is gone, no longer
 * sold or short of stock is left out of this cycle (named in `leftOut`).
 */
export function renewalLines(loaded: LoadedRenewal): { lines: LineInput[]; leftOut: string[] } {
  const byId = new Map(loaded.products.map((p) => [p.id, p]));
  const lines: LineInput[] = [];
  const leftOut: string[] = [];
  for (const item of loaded.subscription.items) {
    const product = byId.get(item.productId);
    if (!product || product.status !== "active" || product.stock < item.quantity) {
      leftOut.push(product?.name ?? item.name);
      continue;
    }
    const unit = subscriberShelfPrice(product, loaded.market);
    lines.push({
      key: product.id,
      productId: product.id,
      name: product.name,
      quantity: item.quantity,
      taxClass: product.taxClass,
      pricing: { price: unit, salePrice: null, fixed: { price: unit, salePrice: null } },
    });
  }
  return { lines, leftOut };
}

/** The box priced by the order calculator (the only code that prices): tax and shipping to the subscription's address. */
export function priceRenewal(loaded: LoadedRenewal, lines: readonly LineInput[]): PricedOrder {
  const priced = calculateOrder({
    market: loaded.market,
    lines,
    destination: { countryCode: loaded.address.countryCode, region: loaded.address.region ?? null },
    shipping: loaded.shipping,
    taxRates: loaded.taxRates,
    customer: { id: loaded.subscription.customerId },
    pointsPerUnit: loaded.rewardsEnabled ? 1 : 0,
  });
  return { ...priced, totals: { ...priced.totals, estimated: false } };
}
