import { currencyExponent } from "../money";
import type { CalculatorInput } from "./types";

export type PointsRedemption = {
  /** Points spent: what the shopper asked for, in whole steps, no more than the cap allows. */
  points: number;
  /** Their value in minor units of the order's currency. */
  value: number;
};

/**
 * The points step of the calculator. A point is worth `minorPerPoint` minor units of the primary currency (a
 * two-decimal currency), converted at the market's exchange rate. Points pay at most `maxShare` of `goods` (the
 * discounted product subtotal), so they never pay for delivery or tax and never take a line below zero. Points are
 * spent in whole `step`s; when the cap allows fewer than asked, only the points that fit are spent (the shopper
 * keeps the rest), and the value is rounded down.
 */
export function redeemPoints(input: CalculatorInput, goods: number): PointsRedemption {
  const asked = Math.max(0, Math.trunc(input.pointsToRedeem ?? 0));
  const terms = input.points;
  if (!terms || asked === 0 || goods <= 0) return { points: 0, value: 0 };
  const step = Math.max(1, Math.trunc(terms.step));
  const points = Math.min(asked - (asked % step), maxPointsFor(input, goods));
  if (points <= 0) return { points: 0, value: 0 };
  const cap = shareCap(goods, terms.maxShare);
  return { points, value: Math.min(cap, Math.floor(points * pointValue(input) + 1e-9)) };
}

/** The most points (whole steps) the cap lets `goods` take; the balance is the loader's to apply. */
export function maxPointsFor(input: CalculatorInput, goods: number): number {
  const terms = input.points;
  if (!terms || goods <= 0) return 0;
  const step = Math.max(1, Math.trunc(terms.step));
  const perPoint = pointValue(input);
  if (perPoint <= 0) return 0;
  const fit = Math.floor(shareCap(goods, terms.maxShare) / perPoint + 1e-9);
  return fit - (fit % step);
}

/** The goods points may pay for: the product subtotal after discounts (minor units). */
export function discountedGoods(totals: { subtotal: number; discountTotal: number }): number {
  return Math.max(0, totals.subtotal - totals.discountTotal);
}

/** The most points an order can take: what the cap lets `goods` take, within the customer's `balance`. */
export function maxPointsWithin(input: CalculatorInput, goods: number, balance: number): number {
  const step = Math.max(1, Math.trunc(input.points?.step ?? 1));
  const affordable = Math.max(0, balance) - (Math.max(0, balance) % step);
  return Math.min(maxPointsFor(input, goods), affordable);
}

/**
 * What `points` are worth in minor units of the store's primary currency, where a point is `minorPerPoint` minor units
 * of a two-decimal currency (rounded down, as redemption does).
 */
export function pointsWorth(points: number, minorPerPoint: number, currencyCode: string): number {
  const scale = 10 ** (currencyExponent(currencyCode) - 2);
  return Math.floor(Math.max(0, points) * minorPerPoint * scale + 1e-9);
}

/** One point in minor units of the order's currency (a fraction when the currency is worth more). */
function pointValue(input: CalculatorInput): number {
  const scale = 10 ** (currencyExponent(input.market.currencyCode) - 2);
  return (input.points?.minorPerPoint ?? 0) * input.market.exchangeRate * scale;
}

const shareCap = (goods: number, maxShare: number) => Math.floor(goods * Math.min(1, Math.max(0, maxShare)));
