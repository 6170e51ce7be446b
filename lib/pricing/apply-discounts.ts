import type { CalculatorInput } from "./types";

/** A line as the discount step sees it: its key, shelf amount and what it may still be discounted by. */
export type DiscountableLine = { key: string; productId: string | null; lineSubtotal: number };

export type DiscountResult = {
  /** Discount per line key (minor units, 0 ≤ discount ≤ lineSubtotal). */
  lineDiscounts: Map<string, number>;
  /** Waive delivery (a free-shipping discount). */
  freeShipping: boolean;
};

/**
 * The discounts step of the calculator: a hook the discounts issue fills (codes, automatic discounts, combinability).
 * Today it applies nothing.
 */
export function applyDiscounts(_input: CalculatorInput, _lines: readonly DiscountableLine[]): DiscountResult {
  return { lineDiscounts: new Map(), freeShipping: false };
}
