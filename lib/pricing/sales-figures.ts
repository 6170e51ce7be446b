import { minorPerMajor, toMajorUnits } from "../money";

/** What orders gave away: their discount codes' amounts and the points spent on them (minor units). */
export function discountsGiven({ codes, points }: { codes: number; points: number }): number {
  return codes + points;
}

/**
 * A report's sales figures from the books' sums (minor units): gross is what the orders charged plus their discounts,
 * net is what they charged less the refunds, the average order what one charged (rounded to the minor unit).
 */
export function salesTotals({
  orders,
  charged,
  discounts,
  refunds,
}: {
  orders: number;
  charged: number;
  discounts: number;
  refunds: number;
}) {
  return {
    gross: charged + discounts,
    net: charged - refunds,
    averageOrder: orders > 0 ? Math.round(charged / orders) : 0,
  };
}

/** An amount of `currencyCode` (minor units) in minor units of the primary currency, at `rate` units of it per primary unit. */
export function toPrimaryCurrency(minor: number, currencyCode: string, primary: string, rate: number): number {
  if (currencyCode === primary) return minor;
  return Math.round((toMajorUnits(minor, currencyCode) / rate) * minorPerMajor(primary));
}
