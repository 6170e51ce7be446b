import type { CalculatorInput } from "./types";

/**
 * The points step of the calculator: the value (minor units) of the points the customer redeems, never more than
 * `goods` (the discounted product subtotal). A hook the points issue fills; today it redeems nothing.
 */
export function redeemPoints(_input: CalculatorInput, _goods: number): number {
  return 0;
}
