import { lineSubtotal, sumAmounts } from "./line-amounts";

/** What an order stored of its money (minor units), as the order writer kept the calculator's answer. */
export type StoredOrderMoney = {
  subtotal: number | null;
  discountTotal: number;
  pointsValue: number;
  pointsRedeemed: number;
  shippingTotal: number;
  taxTotal: number;
  taxIncluded: boolean;
  taxLines: readonly { name: string; rate: number; amount: number }[];
  total: number;
  capturedTotal: number;
  refundedTotal: number;
};
export type StoredLine = { unitPrice: number; quantity: number; lineTotal: number | null };

export type LineBreakdown = { lineSubtotal: number; discount: number | null; tax: number | null };
export type SummaryRow = {
  kind: "subtotal" | "discount" | "points" | "shipping" | "tax";
  label: string;
  /** Signed as it counts towards the total: discount and points negative. */
  amount: number;
  /** Tax inside the prices: shown, not added. */
  included: boolean;
};

/**
 * An order's lines and summary as the customer saw them, from the stored figures alone (never re-priced). A line's
 * stored total is its subtotal less its discount, plus its tax when the market adds tax; so its discount is known
 * exactly when no tax was added (or when there was no discount, or one line), and otherwise left null. Derived line
 * discounts are used only when they add up to the stored discount total, so a line is never shown a wrong figure.
 */
export function orderBreakdown(
  order: StoredOrderMoney,
  lines: readonly StoredLine[],
): { lines: LineBreakdown[]; summary: SummaryRow[]; netPaid: number } {
  const subtotals = lines.map((l) => lineSubtotal(l.unitPrice, l.quantity));
  const stored = lines.map((l, i) => l.lineTotal ?? subtotals[i]!);
  const taxAdded = !order.taxIncluded && order.taxTotal > 0;
  let discounts: (number | null)[];
  let taxes: (number | null)[];
  if (!taxAdded) {
    discounts = stored.map((total, i) => subtotals[i]! - total);
    taxes = lines.map(() => (order.taxTotal === 0 ? 0 : null));
  } else if (order.discountTotal === 0) {
    discounts = lines.map(() => 0);
    taxes = stored.map((total, i) => total - subtotals[i]!);
  } else if (lines.length === 1) {
    discounts = [order.discountTotal];
    taxes = [stored[0]! - subtotals[0]! + order.discountTotal];
  } else {
    discounts = lines.map(() => null);
    taxes = lines.map(() => null);
  }
  const known = discounts.every((d): d is number => d !== null && d >= 0);
  if (!known || sumAmounts(discounts as number[]) !== order.discountTotal) {
    discounts = lines.map(() => null);
    taxes = lines.map(() => null);
  }

  const summary: SummaryRow[] = [{ kind: "subtotal", label: "Subtotal", amount: order.subtotal ?? sumAmounts(subtotals), included: false }];
  if (order.discountTotal > 0) summary.push({ kind: "discount", label: "Discount", amount: -order.discountTotal, included: false });
  if (order.pointsValue > 0)
    summary.push({
      kind: "points",
      label: `Points (${order.pointsRedeemed.toLocaleString("en-GB")} redeemed)`,
      amount: -order.pointsValue,
      included: false,
    });
  summary.push({ kind: "shipping", label: "Shipping", amount: order.shippingTotal, included: false });
  const taxRows =
    order.taxLines.length > 0
      ? order.taxLines.map((t) => ({ label: `${t.name} ${t.rate}%`, amount: t.amount }))
      : order.taxTotal > 0
        ? [{ label: "Tax", amount: order.taxTotal }]
        : [];
  for (const row of taxRows)
    summary.push({
      kind: "tax",
      label: order.taxIncluded ? `${row.label} (included)` : row.label,
      amount: row.amount,
      included: order.taxIncluded,
    });
  return {
    lines: lines.map((_, i) => ({ lineSubtotal: subtotals[i]!, discount: discounts[i]!, tax: taxes[i]! })),
    summary,
    // What the store kept: captured less refunded.
    netPaid: order.capturedTotal - order.refundedTotal,
  };
}

/** Money taken for the order, apart from its shipping state. */
export function paymentStatusOf(order: { status: string; capturedTotal: number; refundedTotal: number }) {
  if (order.status === "pending_payment") return "pending" as const;
  if (order.refundedTotal <= 0) return order.status === "cancelled" ? ("voided" as const) : ("paid" as const);
  return order.refundedTotal >= order.capturedTotal ? ("refunded" as const) : ("partially_refunded" as const);
}
