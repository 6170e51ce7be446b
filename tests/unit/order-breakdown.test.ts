import { describe, expect, it } from "vitest";
import { orderBreakdown, paymentStatusOf, type StoredOrderMoney } from "@/lib/pricing/order-breakdown";

const base: StoredOrderMoney = {
  subtotal: 5750,
  discountTotal: 575,
  pointsValue: 100,
  pointsRedeemed: 100,
  shippingTotal: 0,
  taxTotal: 675,
  taxIncluded: true,
  taxLines: [{ name: "VAT", rate: 20, amount: 675 }],
  total: 5075,
  capturedTotal: 5075,
  refundedTotal: 0,
};
const counted = (rows: { amount: number; included: boolean }[]) => rows.filter((r) => !r.included).reduce((s, r) => s + r.amount, 0);

describe("orderBreakdown", () => {
  it("tax inside the prices: each line's discount from its stored total; the rows that count add up to the total", () => {
    const { lines, summary } = orderBreakdown(base, [
      { unitPrice: 4500, quantity: 1, lineTotal: 4050 },
      { unitPrice: 1250, quantity: 1, lineTotal: 1125 },
    ]);
    expect(lines).toEqual([
      { lineSubtotal: 4500, discount: 450, tax: null },
      { lineSubtotal: 1250, discount: 125, tax: null },
    ]);
    expect(summary.map((r) => [r.kind, r.label, r.amount, r.included])).toEqual([
      ["subtotal", "Subtotal", 5750, false],
      ["discount", "Discount", -575, false],
      ["points", "Points (100 redeemed)", -100, false],
      ["shipping", "Shipping", 0, false],
      ["tax", "VAT 20% (included)", 675, true],
    ]);
    expect(counted(summary)).toBe(base.total);
  });

  it("tax added on top: the tax row counts; line discounts known with one line, unknown over several", () => {
    const us: StoredOrderMoney = { ...base, taxIncluded: false, taxLines: [{ name: "Sales tax", rate: 8, amount: 414 }], taxTotal: 414 };
    const total = 5750 - 575 - 100 + 414;
    const one = orderBreakdown({ ...us, total, subtotal: 5750 }, [{ unitPrice: 5750, quantity: 1, lineTotal: 5750 - 575 + 414 }]);
    expect(one.lines).toEqual([{ lineSubtotal: 5750, discount: 575, tax: 414 }]);
    expect(counted(one.summary)).toBe(total);
    const two = orderBreakdown({ ...us, total }, [
      { unitPrice: 4500, quantity: 1, lineTotal: 4374 },
      { unitPrice: 1250, quantity: 1, lineTotal: 1215 },
    ]);
    expect(two.lines.map((l) => l.discount)).toEqual([null, null]);
  });

  it("never shows line discounts that do not add up to the stored discount", () => {
    const { lines } = orderBreakdown(base, [{ unitPrice: 1917, quantity: 3, lineTotal: 5175 }]);
    expect(lines[0]!.discount).toBeNull();
  });
});

describe("paymentStatusOf", () => {
  it("keeps money apart from shipping", () => {
    expect(paymentStatusOf({ status: "pending_payment", capturedTotal: 0, refundedTotal: 0 })).toBe("pending");
    expect(paymentStatusOf({ status: "fulfilled", capturedTotal: 1000, refundedTotal: 0 })).toBe("paid");
    expect(paymentStatusOf({ status: "paid", capturedTotal: 0, refundedTotal: 0 })).toBe("paid");
    expect(paymentStatusOf({ status: "partially_refunded", capturedTotal: 1000, refundedTotal: 250 })).toBe("partially_refunded");
    expect(paymentStatusOf({ status: "refunded", capturedTotal: 1000, refundedTotal: 1000 })).toBe("refunded");
    expect(paymentStatusOf({ status: "cancelled", capturedTotal: 1000, refundedTotal: 1000 })).toBe("refunded");
    expect(paymentStatusOf({ status: "cancelled", capturedTotal: 0, refundedTotal: 0 })).toBe("voided");
  });
});
