import type { ShippingTerms } from "./types";

/**
 * The shipping strategy (pure): the market's flat rate, in its currency, free when the goods (subtotal after
 * discounts) reach its `freeOver` threshold; a market without terms delivers free. Shipping is not taxed.
 */
export function shippingFor(terms: ShippingTerms | null, goods: number): number {
  if (terms === null) return 0;
  if (terms.freeOver !== null && goods >= terms.freeOver) return 0;
  return terms.flatRate;
}
