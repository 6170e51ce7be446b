import "server-only";
import { calculateOrder } from "../pricing/calculate-order";
import { boxOrderLines } from "../pricing/price-box";
import type { LineInput, PricedOrder } from "../pricing/types";
import type { LoadedRenewal } from "./load-renewal";

/**
 * The box's lines for this cycle, by the one box rule (lib/pricing/price-box.ts `boxOrderLines`): each item at its
 * variant's subscriber price in the subscription's market (never above the shelf price there), and a fixed-price box
 * at its fixed price (each line its share). An item stored without a variant is its product's lead variant. An item
 * whose product or variant is gone, no longer sold or short of stock (the variant's) is left out of this cycle (named
 * in `leftOut`); each line names its variant, so the order takes the stock from it.
 */
export function renewalLines(loaded: LoadedRenewal): { lines: LineInput[]; leftOut: string[] } {
  const lead = new Map<string, { variantId: string; position: number }>();
  for (const p of loaded.products) {
    const seen = lead.get(p.id);
    if (!seen || p.position < seen.position) lead.set(p.id, p);
  }
  const items = loaded.subscription.items.map((i) => ({ ...i, variantId: i.variantId ?? lead.get(i.productId)?.variantId }));
  return boxOrderLines({
    pricing: loaded.packagePricing,
    items,
    products: loaded.products.map((product) => ({
      ...product,
      sellable:
        product.status === "active" &&
        product.stock >= (items.find((i) => i.productId === product.id && i.variantId === product.variantId)?.quantity ?? 0),
    })),
    frequencyWeeks: loaded.subscription.frequency,
    market: loaded.market,
  });
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
