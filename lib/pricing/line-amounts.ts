/**
 * A line's amounts, written once. Every amount is an integer in minor units.
 *
 * - `lineSubtotal`: the shelf amount of a line, unit price × quantity, before discounts and tax (the calculator's
 *   first step, a box's lines, the demo seed's orders).
 * - `storedLineTotal`: what an order line cost as it was charged: the `line_total` the order writer stored (after the
 *   line's share of discounts, with tax when the market adds it). Lines from before it was kept fall back to their
 *   unit price × quantity. Order answers and screens show this; they never recompute it.
 */
export function lineSubtotal(unitPrice: number, quantity: number): number {
  return unitPrice * quantity;
}

export function storedLineTotal(line: { lineTotal: number | null; unitPrice: number; quantity: number }): number {
  return line.lineTotal ?? lineSubtotal(line.unitPrice, line.quantity);
}

/** The sum of amounts (minor units). */
export function sumAmounts(amounts: readonly number[]): number {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total;
}

/**
 * Splits `total` over lines in proportion to their `weights` (minor units), to the minor unit: each line gets its
 * share rounded down, and the units left over go one each to the lines with the largest remainders (the earlier line
 * on a tie). The shares add up to `total` exactly. No weight (all zero): evenly.
 */
export function allocateAmount(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const positive = weights.map((w) => Math.max(0, w));
  const whole = sumAmounts(positive);
  const basis = whole > 0 ? positive : positive.map(() => 1);
  const sum = whole > 0 ? whole : basis.length;
  const exact = basis.map((w) => (total * w) / sum);
  const shares = exact.map((x) => Math.floor(x));
  let left = total - sumAmounts(shares);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; left > 0 && k < order.length; k++, left--) shares[order[k]!.i]! += 1;
  return shares;
}

/** One order line and how many of its units a refund is for (a date's tickets on a ticket line). */
export type LineUnits = { lineTotal: number | null; unitPrice: number; quantity: number; units: number };

/**
 * What `units` of a line cost as charged: the line's stored total (after its share of discounts, with tax) split evenly
 * over its quantity, rounded to the minor unit; all of a line's units are its whole total. Each line counts once,
 * however many units are asked of it. Two £10.00 tickets of a £20.00 line → £20.00; one of three on a £10.00 line
 * → £3.33.
 */
export function unitsShare(lines: readonly LineUnits[]): number {
  return sumAmounts(
    lines.map((line) => {
      const total = storedLineTotal(line);
      const units = Math.max(0, Math.min(line.units, line.quantity));
      if (line.quantity <= 0 || units === 0) return 0;
      return units === line.quantity ? total : Math.round((total * units) / line.quantity);
    }),
  );
}
