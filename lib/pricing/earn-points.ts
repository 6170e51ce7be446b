import { currencyExponent } from "../money";

/**
 * The store's points rule, the one the calculator, the refunds and the demo seed all follow (docs/commerce.md
 * "Points rule"): `pointsPerUnit` points (1 when the store's rewards programme is on, else 0) for every whole unit of
 * the primary currency in the goods paid for: the products after discounts and redeemed points, delivery and added
 * tax excluded. An amount in another market's currency counts at that market's exchange rate: €23.40 at 1.17 =
 * £20.00 → 20 points; £34.50 of products → 34 points.
 */
export function pointsEarnedOn({
  goods,
  currencyCode,
  exchangeRate = 1,
  pointsPerUnit,
}: {
  /** The goods paid for, in minor units of `currencyCode`. */
  goods: number;
  currencyCode: string;
  /** Units of `currencyCode` per unit of the primary currency (1 in the primary market). */
  exchangeRate?: number;
  pointsPerUnit: number;
}): number {
  if (pointsPerUnit <= 0 || goods <= 0 || exchangeRate <= 0) return 0;
  const minorPerUnit = 10 ** currencyExponent(currencyCode);
  // A tiny epsilon keeps 2340 / (1.17 × 100) = 19.999… at 20.
  return Math.floor((goods / (exchangeRate * minorPerUnit)) * pointsPerUnit + 1e-9);
}

/**
 * What an order's goods came to after discounts and redeemed points (minor units): the amount its points were earned
 * on. An order from before the breakdown was kept (no subtotal) counts its total.
 */
export function goodsPaid(order: { subtotal: number | null; discountTotal: number; pointsValue: number; total: number }): number {
  if (order.subtotal === null) return Math.max(0, order.total);
  return Math.max(0, order.subtotal - order.discountTotal - order.pointsValue);
}

/**
 * The points a refund takes back, so that the order keeps only the points its unrefunded goods earned. A refund is
 * counted against the goods first (up to `goods`, what the points were earned on; delivery and added tax after), and
 * the points the refunded goods earned, in proportion and rounded down, are taken back: a refund of the whole capture
 * (or of all the goods, or a cancellation: `all`) takes back every point the order earned, a refund of half the goods
 * half of them. `refunded` is every refund of the order that went through, this one included; `takenBack` the points
 * earlier refunds already took, so repeated and partial refunds never take back more than the order earned.
 */
export function pointsToTakeBack({
  pointsEarned,
  goods,
  captured,
  refunded,
  takenBack,
  all = false,
}: {
  pointsEarned: number;
  goods: number;
  captured: number;
  refunded: number;
  takenBack: number;
  all?: boolean;
}): number {
  const earned = Math.max(0, pointsEarned);
  if (earned === 0) return 0;
  const whole = all || refunded >= captured || refunded >= goods || goods <= 0;
  const due = whole ? earned : Math.floor((earned * Math.max(0, refunded)) / goods + 1e-9);
  return Math.max(0, Math.min(earned, due) - Math.max(0, takenBack));
}
