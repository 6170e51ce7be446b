import { currencyExponent } from "../money";
import type { CalculatorInput } from "./types";

/**
 * The points step of the calculator: the value (minor units of the order's currency) of the points the customer
 * redeems — `minorPerPoint` minor units of the primary currency (a two-decimal currency) each, at the market's
 * exchange rate, rounded down — never more than `maxShare` of `goods` (the discounted product subtotal), so points
 * never pay for delivery or tax and never take a line below zero.
 */
export function redeemPoints(input: CalculatorInput, goods: number): number {
  const points = Math.max(0, Math.trunc(input.pointsToRedeem ?? 0));
  if (!input.points || points === 0 || goods <= 0) return 0;
  const scale = 10 ** (currencyExponent(input.market.currencyCode) - 2);
  const value = Math.floor(points * input.points.minorPerPoint * input.market.exchangeRate * scale + 1e-9);
  const cap = Math.floor(goods * Math.min(1, Math.max(0, input.points.maxShare)));
  return Math.max(0, Math.min(value, cap));
}
