import { storedLineTotal, sumAmounts } from "./line-amounts";

/**
 * What a refund may still take back of an order (minor units): the capture less what refunds reserved or took. Never
 * below zero.
 */
export function refundableLeft(order: { capturedTotal: number; refundedTotal: number }): number {
  return Math.max(0, order.capturedTotal - order.refundedTotal);
}

/** One order line and how many of its units a refund is for (a cancelled date's tickets on a ticket line). */
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
