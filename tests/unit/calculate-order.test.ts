import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateOrder } from "@/lib/pricing/calculate-order";
import { convertPrice, shelfPrice } from "@/lib/pricing/market-price";
import type { CalculatorInput, LineInput, PricingMarket, TaxClass, TaxRate } from "@/lib/pricing/types";

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
const jp: PricingMarket = { id: "jp", currencyCode: "JPY", taxIncluded: true, exchangeRate: 1.9, rounding: "whole", defaultCountry: "JP" };

const rates: TaxRate[] = [
  { countryCode: "GB", region: null, taxClass: "standard", rate: 20, name: "VAT" },
  { countryCode: "GB", region: null, taxClass: "reduced", rate: 0, name: "VAT" },
  { countryCode: "DE", region: null, taxClass: "standard", rate: 19, name: "MwSt." },
  { countryCode: "DE", region: null, taxClass: "reduced", rate: 7, name: "MwSt." },
  { countryCode: "FR", region: null, taxClass: "reduced", rate: 5.5, name: "TVA" },
  { countryCode: "US", region: "NY", taxClass: "standard", rate: 8.875, name: "Sales tax (NY)" },
  { countryCode: "US", region: "NY", taxClass: "reduced", rate: 8.875, name: "Sales tax (NY)" },
  { countryCode: "US", region: "CA", taxClass: "standard", rate: 7.25, name: "Sales tax (CA)" },
  { countryCode: "JP", region: null, taxClass: "standard", rate: 10, name: "Consumption tax" },
];

const line = (key: string, price: number, taxClass: TaxClass = "standard", quantity = 1, salePrice: number | null = null): LineInput => ({
  key,
  productId: key,
  name: key,
  quantity,
  taxClass,
  pricing: { price, salePrice, fixed: null },
});

const base = (market: PricingMarket, lines: LineInput[], extra: Partial<CalculatorInput> = {}): CalculatorInput => ({
  market,
  lines,
  shipping: { flatRate: 395, freeOver: 3000 },
  taxRates: rates,
  ...extra,
});

function invariantHolds(input: CalculatorInput) {
  const { totals, lines } = calculateOrder(input);
  const { subtotal, discountTotal, pointsValue, shipping, taxTotal, taxIncluded, total } = totals;
  expect(total).toBe(subtotal - discountTotal - pointsValue + shipping + (taxIncluded ? 0 : taxTotal));
  for (const x of [subtotal, discountTotal, pointsValue, shipping, taxTotal, total, totals.pointsEarned]) {
    expect(Number.isInteger(x)).toBe(true);
    expect(x).toBeGreaterThanOrEqual(0);
  }
  expect(totals.taxLines.reduce((s, t) => s + t.amount, 0)).toBe(taxTotal);
  expect(lines.reduce((s, l) => s + l.lineSubtotal, 0)).toBe(subtotal);
  expect(lines.reduce((s, l) => s + l.tax, 0)).toBe(taxTotal);
  for (const l of lines) {
    expect(l.lineSubtotal).toBe(l.unitPrice * l.quantity);
    expect(l.lineTotal).toBe(l.lineSubtotal - l.discount + (taxIncluded ? 0 : l.tax));
    if (taxIncluded) expect(l.tax).toBeLessThanOrEqual(l.lineSubtotal - l.discount);
  }
}

describe("calculateOrder: the issue's hand-worked examples", () => {
  it("a £12.00 VAT-inclusive line at 20% carries £2.00 VAT, inside the price", () => {
    const { totals, lines } = calculateOrder(base(gb, [line("kettle", 1200)], { destination: { countryCode: "GB" } }));
    expect(lines[0]).toMatchObject({ unitPrice: 1200, lineSubtotal: 1200, tax: 200, lineTotal: 1200 });
    expect(totals).toMatchObject({ subtotal: 1200, shipping: 395, taxTotal: 200, total: 1595, taxIncluded: true, estimated: false });
    expect(totals.taxLines).toEqual([{ name: "VAT", rate: 20, amount: 200 }]);
  });

  it("a $40 order to New York carries $3.55 sales tax, added on top; shipping is not taxed", () => {
    const input = base(us, [line("gear", 4000)], {
      destination: { countryCode: "US", region: "NY" },
      shipping: { flatRate: 1495, freeOver: null },
    });
    // A fixed USD price of $40.00.
    input.lines = [{ ...line("gear", 0), pricing: { price: 3150, salePrice: null, fixed: { price: 4000, salePrice: null } } }];
    const { totals } = calculateOrder(input);
    expect(totals).toMatchObject({ subtotal: 4000, shipping: 1495, taxTotal: 355, total: 5850, taxIncluded: false });
    expect(totals.taxLines).toEqual([{ name: "Sales tax (NY)", rate: 8.875, amount: 355 }]);
  });

  it("zero-rated food in GB carries no VAT; 7% in Germany; free delivery from the threshold", () => {
    const coffee = line("coffee", 1250, "reduced", 3);
    const gbOrder = calculateOrder(base(gb, [coffee], { destination: { countryCode: "GB" } }));
    expect(gbOrder.totals).toMatchObject({ subtotal: 3750, shipping: 0, taxTotal: 0, total: 3750, taxLines: [] });
    // €: 12.50 × 1.17 = 14.625 → 1463 cents → €14.99 (ninety_nine); 3 × 14.99 = 44.97; 7% inside = 2.94.
    const deOrder = calculateOrder(base(eu, [coffee], { destination: { countryCode: "DE" }, shipping: { flatRate: 895, freeOver: 7500 } }));
    expect(deOrder.lines[0]).toMatchObject({ unitPrice: 1499, lineSubtotal: 4497, tax: 294 });
    expect(deOrder.totals).toMatchObject({ currencyCode: "EUR", subtotal: 4497, shipping: 895, taxTotal: 294, total: 5392 });
  });

  it("without a destination the totals are estimated for the market's default country", () => {
    const { totals } = calculateOrder(base(gb, [line("kettle", 1200)]));
    expect(totals).toMatchObject({ estimated: true, taxTotal: 200 });
    // The US has no country-wide rate: no tax until the state is known.
    const usOrder = calculateOrder(base(us, [line("kettle", 1200)]));
    expect(usOrder.totals).toMatchObject({ estimated: true, taxTotal: 0 });
  });

  it("an empty order pays no delivery", () => {
    expect(calculateOrder(base(gb, [])).totals).toMatchObject({ subtotal: 0, shipping: 0, total: 0 });
  });

  it("a sale price above the regular price is never charged", () => {
    const { lines } = calculateOrder(base(gb, [line("x", 1000, "standard", 1, 1200)]));
    expect(lines[0]?.unitPrice).toBe(1000);
    expect(calculateOrder(base(gb, [line("x", 1000, "standard", 1, 800)])).lines[0]?.unitPrice).toBe(800);
  });

  it("earns a point per whole primary-currency unit of the goods, converted in other markets", () => {
    expect(calculateOrder(base(gb, [line("x", 3450)], { pointsPerUnit: 1 })).totals.pointsEarned).toBe(34);
    expect(calculateOrder(base(gb, [line("x", 3450)])).totals.pointsEarned).toBe(0);
    const fixed: LineInput = { ...line("x", 0), pricing: { price: 2000, salePrice: null, fixed: { price: 2340, salePrice: null } } };
    expect(calculateOrder(base(eu, [fixed], { pointsPerUnit: 1 })).totals.pointsEarned).toBe(20);
  });
});

describe("market prices", () => {
  it("converts and rounds by the market's rule", () => {
    expect(convertPrice(1250, gb)).toBe(1250);
    expect(convertPrice(1250, eu)).toBe(1499);
    expect(convertPrice(1500 / 1.17, { ...eu })).toBe(1599); // exactly €15.00 goes up to €15.99
    expect(convertPrice(1250, us)).toBe(1588); // 15.875 → $15.88 (half up)
    expect(convertPrice(1240, { exchangeRate: 1.17, rounding: "whole", currencyCode: "EUR" })).toBe(1500);
    expect(convertPrice(1250, jp)).toBe(2375); // no minor unit: whole = the amount rounded
  });

  it("uses the market's fixed prices when set", () => {
    expect(shelfPrice({ price: 1100, salePrice: 950, fixed: { price: 1300, salePrice: null } }, eu)).toEqual({
      unitPrice: 1300,
      compareAtPrice: null,
    });
    expect(shelfPrice({ price: 1100, salePrice: 950, fixed: null }, eu)).toEqual({ unitPrice: 1199, compareAtPrice: 1299 });
  });
});

const markets = fc.constantFrom(gb, eu, us, jp);
const destinations = fc.constantFrom(
  null,
  { countryCode: "GB" },
  { countryCode: "DE" },
  { countryCode: "FR" },
  { countryCode: "US", region: "NY" },
  { countryCode: "US", region: "CA" },
  { countryCode: "US", region: "OR" },
  { countryCode: "JP" },
);
const lineArb = fc.record({
  price: fc.integer({ min: 0, max: 500_000 }),
  sale: fc.option(fc.integer({ min: 0, max: 600_000 })),
  fixed: fc.option(fc.record({ price: fc.integer({ min: 0, max: 500_000 }), salePrice: fc.option(fc.integer({ min: 0, max: 500_000 })) })),
  quantity: fc.integer({ min: 0, max: 99 }),
  taxClass: fc.constantFrom<TaxClass>("standard", "reduced", "zero"),
});
const inputArb = fc
  .record({
    market: markets,
    destination: destinations,
    lines: fc.array(lineArb, { maxLength: 12 }),
    shipping: fc.option(
      fc.record({ flatRate: fc.integer({ min: 0, max: 5000 }), freeOver: fc.option(fc.integer({ min: 0, max: 20_000 })) }),
    ),
    pointsPerUnit: fc.constantFrom(0, 1, 2),
  })
  .map((x): CalculatorInput => ({
    market: x.market,
    destination: x.destination,
    shipping: x.shipping,
    taxRates: rates,
    pointsPerUnit: x.pointsPerUnit,
    lines: x.lines.map((l, i) => ({
      key: `line-${i}`,
      productId: `p${i}`,
      name: `p${i}`,
      quantity: l.quantity,
      taxClass: l.taxClass,
      pricing: { price: l.price, salePrice: l.sale, fixed: l.fixed },
    })),
  }));

describe("calculateOrder: properties", () => {
  it("totals add up to the minor unit in every currency, and nothing is negative", () => {
    fc.assert(fc.property(inputArb, (input) => invariantHolds(input)));
  });

  it("per-line rounding is stable under line order", () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 0, max: 1_000 }), (input, seed) => {
        const shuffled = [...input.lines].sort(
          (a, b) => ((a.key.length * 31 + seed) % 7) - ((b.key.length * 17 + seed) % 5) || (seed % 2 ? 1 : -1),
        );
        const reversed = { ...input, lines: [...input.lines].reverse() };
        const a = calculateOrder(input);
        for (const other of [calculateOrder(reversed), calculateOrder({ ...input, lines: shuffled })]) {
          const { taxLines, ...rest } = other.totals;
          const { taxLines: taxLinesA, ...restA } = a.totals;
          expect(rest).toEqual(restA);
          expect(taxLines).toEqual(taxLinesA);
          const byKey = new Map(a.lines.map((l) => [l.key, l]));
          for (const l of other.lines) expect(l).toEqual(byKey.get(l.key));
        }
      }),
    );
  });

  it("tax-inclusive and tax-exclusive agree: the net of an inclusive line plus its tax is the line", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom(20, 19, 7, 5.5, 23, 21, 9), (amount, rate) => {
        const r: TaxRate[] = [{ countryCode: "GB", region: null, taxClass: "standard", rate, name: "VAT" }];
        const inc = calculateOrder({ market: gb, lines: [line("a", amount)], shipping: null, taxRates: r });
        const tax = inc.totals.taxTotal;
        const net = amount - tax;
        // The tax inside is the net's tax on top, to within one minor unit of rounding.
        const exc = calculateOrder({ market: { ...gb, taxIncluded: false }, lines: [line("a", net)], shipping: null, taxRates: r });
        expect(Math.abs(exc.totals.taxTotal - tax)).toBeLessThanOrEqual(1);
        expect(Math.abs(exc.totals.total - amount)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
