import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { refuseDiscount } from "@/lib/pricing/apply-discounts";
import { calculateOrder } from "@/lib/pricing/calculate-order";
import { maxPointsFor, pointsWorth } from "@/lib/pricing/redeem-points";
import type { CalculatorInput, DiscountRule, LineInput, PricingMarket, TaxClass, TaxRate } from "@/lib/pricing/types";

const gb: PricingMarket = { id: "gb", currencyCode: "GBP", taxIncluded: true, exchangeRate: 1, rounding: "none", defaultCountry: "GB" };
const eu: PricingMarket = {
  id: "eu",
  currencyCode: "EUR",
  taxIncluded: true,
  exchangeRate: 1.17,
  rounding: "ninety_nine",
  defaultCountry: "DE",
};
const us: PricingMarket = { id: "us", currencyCode: "USD", taxIncluded: false, exchangeRate: 1.27, rounding: "none", defaultCountry: "US" };
const jp: PricingMarket = { id: "jp", currencyCode: "JPY", taxIncluded: true, exchangeRate: 190, rounding: "whole", defaultCountry: "JP" };

const rates: TaxRate[] = [
  { countryCode: "GB", region: null, taxClass: "standard", rate: 20, name: "VAT" },
  { countryCode: "GB", region: null, taxClass: "reduced", rate: 0, name: "VAT" },
  { countryCode: "DE", region: null, taxClass: "standard", rate: 19, name: "MwSt." },
  { countryCode: "DE", region: null, taxClass: "reduced", rate: 7, name: "MwSt." },
  { countryCode: "US", region: "NY", taxClass: "standard", rate: 8.875, name: "Sales tax (NY)" },
  { countryCode: "US", region: null, taxClass: "standard", rate: 0, name: "Sales tax" },
  { countryCode: "JP", region: null, taxClass: "standard", rate: 10, name: "Consumption tax" },
];

const line = (key: string, price: number, taxClass: TaxClass = "standard", quantity = 1): LineInput => ({
  key,
  productId: key,
  name: key,
  quantity,
  taxClass,
  pricing: { price, salePrice: null, fixed: null },
});

const input = (market: PricingMarket, lines: LineInput[], extra: Partial<CalculatorInput> = {}): CalculatorInput => ({
  market,
  lines,
  destination: { countryCode: market.defaultCountry, region: market.id === "us" ? "NY" : null },
  shipping: { flatRate: 395, freeOver: 3000 },
  taxRates: rates,
  ...extra,
});

const pct = (id: string, percent: number, extra: Partial<DiscountRule> = {}): DiscountRule => ({
  id,
  code: id.toUpperCase(),
  description: id,
  kind: "percentage",
  percent,
  combinable: false,
  ...extra,
});
const fixed = (id: string, amount: number, extra: Partial<DiscountRule> = {}): DiscountRule => ({
  id,
  code: id.toUpperCase(),
  description: id,
  kind: "fixed",
  amount,
  combinable: false,
  ...extra,
});
const freeShip = (id: string, extra: Partial<DiscountRule> = {}): DiscountRule => ({
  id,
  code: id.toUpperCase(),
  description: id,
  kind: "free_shipping",
  combinable: false,
  ...extra,
});

describe("discounts in the calculator: worked examples (docs/commerce.md)", () => {
  it("WELCOME10 on £25.00 of equipment (VAT 20% inside): £2.50 off, VAT £3.75 instead of £4.17", () => {
    const { totals, lines } = calculateOrder(input(gb, [line("kettle", 2500)], { discounts: [pct("welcome10", 10)] }));
    expect(lines[0]).toMatchObject({ discount: 250, tax: 375, lineTotal: 2250 });
    expect(totals).toMatchObject({ subtotal: 2500, discountTotal: 250, shipping: 395, taxTotal: 375, total: 2645 });
  });

  it("TENOFF on £30 + £20 is shared 6/4 over the lines; the VAT inside each shrinks in proportion", () => {
    const { totals, lines } = calculateOrder(
      input(gb, [line("grinder", 3000), line("beans", 2000, "reduced")], { discounts: [fixed("tenoff", 1000, { minSubtotal: 4000 })] }),
    );
    expect(lines.map((l) => l.discount)).toEqual([600, 400]);
    expect(lines[0]!.tax).toBe(400); // 2400 / 6
    expect(totals).toMatchObject({ discountTotal: 1000, shipping: 0, taxTotal: 400, total: 4000 });
  });

  it("not combinable: the larger saving wins (10% of £50 = £5 against £10 off)", () => {
    const r = calculateOrder(input(gb, [line("a", 5000)], { discounts: [pct("auto10", 10, { code: null }), fixed("tenoff", 1000)] }));
    expect(r.totals.discountTotal).toBe(1000);
    expect(r.discounts?.find((d) => d.id === "auto10")).toMatchObject({ applied: false, amount: 0 });
    expect(r.discounts?.find((d) => d.id === "tenoff")).toMatchObject({ applied: true, amount: 1000 });
  });

  it("combinable discounts stack, each worked out on the shelf price (10% + £10 off £50 = £15)", () => {
    const r = calculateOrder(
      input(gb, [line("a", 5000)], { discounts: [pct("p", 10, { combinable: true }), fixed("f", 1000, { combinable: true })] }),
    );
    expect(r.totals.discountTotal).toBe(1500);
  });

  it("stacked discounts never take a line below zero (saleor #17453): 100% + £10 off £8 is £8", () => {
    const r = calculateOrder(
      input(gb, [line("a", 800)], { discounts: [pct("p", 100, { combinable: true }), fixed("f", 1000, { combinable: true })] }),
    );
    expect(r.lines[0]).toMatchObject({ discount: 800, tax: 0, lineTotal: 0 });
    expect(r.totals.total).toBe(395);
    expect(r.discounts!.filter((d) => d.applied).reduce((s, d) => s + d.amount, 0)).toBe(800);
  });

  it("free shipping waives delivery and counts what it saves", () => {
    const r = calculateOrder(input(gb, [line("a", 2100)], { discounts: [freeShip("freeship", { minSubtotal: 2000 })] }));
    expect(r.totals).toMatchObject({ shipping: 0, total: 2100 });
    expect(r.discounts![0]).toMatchObject({ applied: true, amount: 395 });
  });

  it("tax added on top (US): the discount comes off before sales tax", () => {
    const r = calculateOrder(input(us, [line("a", 4000)], { discounts: [pct("p", 10)] }));
    const price = r.lines[0]!.lineSubtotal;
    expect(r.lines[0]!.discount).toBe(Math.round(price / 10));
    expect(r.lines[0]!.tax).toBe(Math.round(((price - r.lines[0]!.discount) * 8.875) / 100));
  });

  it("conditions: a minimum not met, other products, a currency without an amount", () => {
    const lines = [{ key: "a", productId: "a", lineSubtotal: 1000 }];
    expect(refuseDiscount(fixed("f", 500, { minSubtotal: 4000 }), lines)).toBe("minimum_not_met");
    expect(refuseDiscount(pct("p", 10, { productIds: ["b"] }), lines)).toBe("not_for_these_products");
    expect(refuseDiscount(fixed("f", null as unknown as number), lines)).toBe("not_in_currency");
    expect(refuseDiscount(pct("p", 10, { productIds: ["a"] }), lines)).toBeNull();
  });

  it("a product-restricted discount touches only its products", () => {
    const r = calculateOrder(input(gb, [line("a", 1000), line("b", 1000)], { discounts: [pct("p", 50, { productIds: ["b"] })] }));
    expect(r.lines.map((l) => l.discount)).toEqual([0, 500]);
  });

  it("points: 100 points = £1.00, at most half the goods", () => {
    const points = { minorPerPoint: 1, maxShare: 0.5, step: 100 };
    const spend = (market: typeof gb, pointsToRedeem: number, price = 2000) => {
      const { pointsValue, pointsRedeemed } = calculateOrder(input(market, [line("a", price)], { points, pointsToRedeem })).totals;
      return { pointsValue, pointsRedeemed };
    };
    expect(spend(gb, 500)).toEqual({ pointsValue: 500, pointsRedeemed: 500 });
    // The cap (half of £20.00) spends only the 1,000 points that fit; the shopper keeps the rest.
    expect(spend(gb, 5000)).toEqual({ pointsValue: 1000, pointsRedeemed: 1000 });
    expect(spend(eu, 100)).toEqual({ pointsValue: 117, pointsRedeemed: 100 });
    // Whole steps only: 250 asked → 200 spent.
    expect(spend(gb, 250)).toEqual({ pointsValue: 200, pointsRedeemed: 200 });
    // £1.50 of goods: the cap (75p) fits no whole step of 100 points.
    expect(spend(gb, 100, 150)).toEqual({ pointsValue: 0, pointsRedeemed: 0 });
    expect(maxPointsFor(input(gb, [line("a", 2050)], { points }), 2050)).toBe(1000);
    expect(maxPointsFor(input(eu, [line("a", 2000)], { points }), 2000)).toBe(800);
  });
});

const markets = [gb, eu, us, jp];
const arbRule = fc.oneof(
  fc.record({ kind: fc.constant("percentage" as const), percent: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant("fixed" as const), amount: fc.integer({ min: 1, max: 20_000 }) }),
  fc.record({ kind: fc.constant("free_shipping" as const) }),
);
const arbRules = fc
  .array(
    fc.record({
      rule: arbRule,
      combinable: fc.boolean(),
      automatic: fc.boolean(),
      minSubtotal: fc.option(fc.integer({ min: 0, max: 10_000 })),
      only: fc.option(fc.subarray(["l0", "l1", "l2", "l3"])),
    }),
    { maxLength: 5 },
  )
  .map((xs) =>
    xs.map((x, i): DiscountRule => ({
      id: `d${i}`,
      code: x.automatic ? null : `CODE${i}`,
      description: "",
      combinable: x.combinable,
      minSubtotal: x.minSubtotal,
      productIds: x.only,
      ...x.rule,
    })),
  );
const arbLines = fc
  .array(
    fc.record({
      price: fc.integer({ min: 0, max: 50_000 }),
      quantity: fc.integer({ min: 0, max: 9 }),
      taxClass: fc.constantFrom<TaxClass>("standard", "reduced", "zero"),
    }),
    { maxLength: 4 },
  )
  .map((xs) => xs.map((x, i) => line(`l${i}`, x.price, x.taxClass, x.quantity)));

describe("discounts and points: properties", () => {
  it("no combination of discounts, points, tax mode and currency makes a line or the total negative; the invariant holds", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...markets),
        arbLines,
        arbRules,
        fc.integer({ min: 0, max: 100_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom(1, 50, 100),
        (market, lines, discounts, pointsToRedeem, maxShare, step) => {
          const { totals, lines: priced } = calculateOrder(
            input(market, lines, { discounts, pointsToRedeem, points: { minorPerPoint: 1, maxShare, step }, pointsPerUnit: 1 }),
          );
          expect(totals.pointsRedeemed % step).toBe(0);
          expect(totals.pointsRedeemed).toBeLessThanOrEqual(pointsToRedeem);
          expect(totals.pointsValue === 0).toBe(totals.pointsRedeemed === 0);
          const { subtotal, discountTotal, pointsValue, shipping, taxTotal, taxIncluded, total } = totals;
          expect(total).toBe(subtotal - discountTotal - pointsValue + shipping + (taxIncluded ? 0 : taxTotal));
          for (const x of [subtotal, discountTotal, pointsValue, shipping, taxTotal, total, totals.pointsEarned]) {
            expect(Number.isInteger(x)).toBe(true);
            expect(x).toBeGreaterThanOrEqual(0);
          }
          expect(pointsValue).toBeLessThanOrEqual(subtotal - discountTotal);
          for (const l of priced) {
            expect(l.discount).toBeGreaterThanOrEqual(0);
            expect(l.discount).toBeLessThanOrEqual(l.lineSubtotal);
            expect(l.lineTotal).toBeGreaterThanOrEqual(0);
            expect(l.tax).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it("applying codes in any order gives the same totals", () => {
    fc.assert(
      fc.property(fc.constantFrom(...markets), arbLines, arbRules, fc.infiniteStream(fc.nat()), (market, lines, discounts, seeds) => {
        const shuffled = [...discounts];
        for (let i = shuffled.length - 1; i > 0; i--) {
          const j = seeds.next().value % (i + 1);
          [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
        }
        const a = calculateOrder(input(market, lines, { discounts }));
        const b = calculateOrder(input(market, lines, { discounts: shuffled }));
        expect(b.totals).toEqual(a.totals);
        expect(b.lines).toEqual(a.lines);
      }),
      { numRuns: 300 },
    );
  });

  it("the discounts reported as applied add up to what came off (lines plus waived delivery)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...markets), arbLines, arbRules, (market, lines, discounts) => {
        const r = calculateOrder(input(market, lines, { discounts }));
        const reported = (r.discounts ?? []).filter((d) => d.applied).reduce((s, d) => s + d.amount, 0);
        const waived = r.totals.shipping === 0 ? 395 : 0;
        expect(reported).toBeGreaterThanOrEqual(r.totals.discountTotal);
        expect(reported).toBeLessThanOrEqual(r.totals.discountTotal + waived);
      }),
      { numRuns: 300 },
    );
  });
});

describe("what a points balance is worth", () => {
  it("is the balance times the point's value, in minor units of the primary currency, rounded down", () => {
    expect(pointsWorth(150, 1, "GBP")).toBe(150);
    expect(pointsWorth(0, 1, "GBP")).toBe(0);
    expect(pointsWorth(-20, 1, "GBP")).toBe(0);
    expect(pointsWorth(7, 3, "EUR")).toBe(21);
    // A zero-decimal currency: 250 points at 1p-equivalent each are worth 2 yen, not 2.5.
    expect(pointsWorth(250, 1, "JPY")).toBe(2);
  });
});
