import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toMinorUnitsExactly } from "@/lib/money";
import { calculateOrder } from "@/lib/pricing/calculate-order";
import { goodsPaid, pointsEarnedOn, pointsToTakeBack } from "@/lib/pricing/earn-points";
import { allocateAmount, storedLineTotal, unitsShare } from "@/lib/pricing/line-amounts";
import { boxOrderLines, type BoxOrderProduct } from "@/lib/pricing/price-box";
import { refundableLeft } from "@/lib/pricing/refund-amounts";
import type { PricingMarket } from "@/lib/pricing/types";

const gb: PricingMarket = { id: "gb", currencyCode: "GBP", taxIncluded: true, exchangeRate: 1, rounding: "none", defaultCountry: "GB" };
const gbRates = [
  { countryCode: "GB", region: null, taxClass: "standard" as const, rate: 20, name: "VAT" },
  { countryCode: "GB", region: null, taxClass: "reduced" as const, rate: 0, name: "VAT" },
];

describe("a fixed-price box renews at its fixed price (boxOrderLines + the calculator)", () => {
  const products: BoxOrderProduct[] = [
    { id: "eth", name: "Ethiopia", taxClass: "reduced", price: 1250, salePrice: null, subscriberPrice: 1125, sellable: true },
    { id: "kettle", name: "Kettle", taxClass: "standard", price: 4500, salePrice: null, subscriberPrice: 4050, sellable: true },
  ];
  const items = [
    { productId: "eth", name: "Ethiopia", quantity: 3 },
    { productId: "kettle", name: "Kettle", quantity: 1 },
  ];
  const price = (pricing: { pricingType: string; fixedPrice: number | null }, ps = products) => {
    const { lines, leftOut } = boxOrderLines({ pricing, items, products: ps, frequencyWeeks: 2, market: gb });
    return {
      leftOut,
      priced: calculateOrder({ market: gb, lines, shipping: null, taxRates: gbRates, destination: { countryCode: "GB" } }),
    };
  };

  it("a fixed box's lines add up to the fixed price, not the sum of its items; each line keeps its tax class", () => {
    // The items at subscriber prices: 3 × £11.25 + £40.50 = £74.25; the package's price is £60.00.
    const { priced } = price({ pricingType: "fixed", fixedPrice: 6000 });
    expect(priced.totals.subtotal).toBe(6000);
    expect(priced.totals.total).toBe(6000);
    expect(priced.lines.map((l) => [l.key, l.quantity, l.taxClass])).toEqual([
      ["eth", 3, "reduced"],
      ["kettle", 1, "standard"],
    ]);
    // In proportion: 3375 / 7425 of £60.00 = £27.27, and £32.73 for the kettle (VAT inside it).
    expect(priced.lines.map((l) => l.lineTotal)).toEqual([2727, 3273]);
    expect(priced.totals.taxTotal).toBe(Math.round((3273 * 20) / 120));
  });

  it("a calculated box is the sum of its items at subscriber prices", () => {
    expect(price({ pricingType: "calculated", fixedPrice: null }).priced.totals.subtotal).toBe(7425);
    // A "fixed" package without a price is priced as calculated.
    expect(price({ pricingType: "fixed", fixedPrice: null }).priced.totals.subtotal).toBe(7425);
  });

  it("an item that cannot ship is left out with its share of the fixed price", () => {
    const { priced, leftOut } = price({ pricingType: "fixed", fixedPrice: 6000 }, [products[0]!, { ...products[1]!, sellable: false }]);
    expect(leftOut).toEqual(["Kettle"]);
    expect(priced.totals.subtotal).toBe(2727);
  });
});

describe("allocateAmount", () => {
  it("splits in proportion to the minor unit, adding up exactly", () => {
    expect(allocateAmount(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(allocateAmount(0, [5, 5])).toEqual([0, 0]);
    expect(allocateAmount(7, [0, 0])).toEqual([4, 3]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 8 }),
        (t, w) => {
          const shares = allocateAmount(t, w);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(t);
          expect(shares.every((s) => Number.isInteger(s) && s >= 0)).toBe(true);
        },
      ),
    );
  });
});

describe("refund amounts", () => {
  it("major to minor units only when exact: finer than the currency's minor unit is null, never rounded", () => {
    expect(toMinorUnitsExactly(0.29, "GBP")).toBe(29);
    expect(toMinorUnitsExactly(37.5, "GBP")).toBe(3750);
    expect(toMinorUnitsExactly(0.01, "GBP")).toBe(1);
    expect(toMinorUnitsExactly(0.001, "GBP")).toBeNull();
    expect(toMinorUnitsExactly(1e-9, "GBP")).toBeNull();
    expect(toMinorUnitsExactly(1.001, "GBP")).toBeNull();
    expect(toMinorUnitsExactly(12.5, "JPY")).toBeNull();
    expect(toMinorUnitsExactly(1.234, "BHD")).toBe(1234);
    expect(toMinorUnitsExactly(Number.NaN, "GBP")).toBeNull();
  });

  it("a cancelled date's tickets: each line once, each ticket its share", () => {
    // Two £10.00 tickets on one line: £20.00, not the line's total once per ticket.
    expect(unitsShare([{ lineTotal: 2000, unitPrice: 1000, quantity: 2, units: 2 }])).toBe(2000);
    expect(unitsShare([{ lineTotal: 1000, unitPrice: 334, quantity: 3, units: 1 }])).toBe(333);
    expect(unitsShare([{ lineTotal: null, unitPrice: 1200, quantity: 2, units: 2 }])).toBe(2400);
    expect(unitsShare([{ lineTotal: 2000, unitPrice: 1000, quantity: 2, units: 5 }])).toBe(2000);
    expect(refundableLeft({ capturedTotal: 3345, refundedTotal: 2000 })).toBe(1345);
    expect(refundableLeft({ capturedTotal: 100, refundedTotal: 100 })).toBe(0);
    expect(storedLineTotal({ lineTotal: 1980, unitPrice: 1100, quantity: 2 })).toBe(1980);
  });
});

describe("the points rule", () => {
  it("earns one point per whole unit of the primary currency in the goods", () => {
    expect(pointsEarnedOn({ goods: 3450, currencyCode: "GBP", pointsPerUnit: 1 })).toBe(34);
    expect(pointsEarnedOn({ goods: 2340, currencyCode: "EUR", exchangeRate: 1.17, pointsPerUnit: 1 })).toBe(20);
    expect(pointsEarnedOn({ goods: 3450, currencyCode: "GBP", pointsPerUnit: 0 })).toBe(0);
    expect(goodsPaid({ subtotal: 3000, discountTotal: 300, pointsValue: 100, total: 2995 })).toBe(2600);
    expect(goodsPaid({ subtotal: null, discountTotal: 0, pointsValue: 0, total: 1145 })).toBe(1145);
  });

  it("a refund takes back the points of the goods refunded; the whole capture, all the goods or a cancellation take back all", () => {
    const order = { pointsEarned: 30, goods: 3000, captured: 3000 };
    expect(pointsToTakeBack({ ...order, refunded: 1500, takenBack: 0 })).toBe(15);
    expect(pointsToTakeBack({ ...order, refunded: 3000, takenBack: 15 })).toBe(15);
    expect(pointsToTakeBack({ ...order, refunded: 3000, takenBack: 30 })).toBe(0);
    expect(pointsToTakeBack({ ...order, refunded: 1, takenBack: 0 })).toBe(0);
    expect(pointsToTakeBack({ ...order, refunded: 0, takenBack: 0, all: true })).toBe(30);
    // Goods first: £7.50 of goods and £3.95 delivery; refunding £7.50 takes back all 7 points.
    expect(pointsToTakeBack({ pointsEarned: 7, goods: 750, captured: 1145, refunded: 750, takenBack: 0 })).toBe(7);
    // Never more than earned, whatever the order of partial refunds.
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1000 }), { maxLength: 10 }), (parts) => {
        let refunded = 0;
        let taken = 0;
        for (const part of parts) {
          refunded = Math.min(3000, refunded + part);
          taken += pointsToTakeBack({ ...order, refunded, takenBack: taken });
        }
        expect(taken).toBeLessThanOrEqual(30);
        if (refunded === 3000) expect(taken).toBe(30);
      }),
    );
  });
});
