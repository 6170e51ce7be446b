import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currentUnitPrice, priceBox, subscriberUnitPrice, type PricedProduct } from "@/lib/pricing/price-box";

const ethiopia: PricedProduct = { id: "eth", price: 1250, salePrice: null, subscriberPrice: 1125 };
const colombia: PricedProduct = { id: "col", price: 1100, salePrice: 950, subscriberPrice: 855 };
const calculated = { pricingType: "calculated", fixedPrice: null, products: [ethiopia, colombia] };

describe("subscriberUnitPrice", () => {
  it("is the subscriber price when it is below the current price", () => {
    expect(subscriberUnitPrice(ethiopia)).toBe(1125);
    expect(subscriberUnitPrice(colombia)).toBe(855);
  });

  it("never exceeds the current (sale) price", () => {
    // The old demo data: £9.90 for subscribers while the shop sold it at £9.50.
    expect(subscriberUnitPrice({ id: "x", price: 1100, salePrice: 950, subscriberPrice: 990 })).toBe(950);
    expect(subscriberUnitPrice({ id: "x", price: 1000, salePrice: null, subscriberPrice: 1200 })).toBe(1000);
  });

  it("a sale price above the regular price does not count as the current price", () => {
    expect(currentUnitPrice({ id: "x", price: 1000, salePrice: 1200, subscriberPrice: 900 })).toBe(1000);
  });
});

describe("priceBox", () => {
  it("prices Ethiopia + Colombia every 2 weeks at £19.80 with a real saving", () => {
    const box = priceBox({
      pricing: calculated,
      items: [
        { productId: "eth", quantity: 1 },
        { productId: "col", quantity: 1 },
      ],
      frequencyWeeks: 2,
    });
    expect(box.total).toBe(1980);
    expect(box.regular).toBe(2200);
    expect(box.saving).toBe(220);
    expect(box.lines).toEqual([
      { productId: "eth", quantity: 1, unitPrice: 1125, lineTotal: 1125, currentUnitPrice: 1250, charged: 1125 },
      { productId: "col", quantity: 1, unitPrice: 855, lineTotal: 855, currentUnitPrice: 950, charged: 855 },
    ]);
  });

  it("leaves out lines of quantity 0 and refuses unknown products", () => {
    expect(priceBox({ pricing: calculated, items: [{ productId: "eth", quantity: 0 }], frequencyWeeks: 1 }).lines).toEqual([]);
    expect(() => priceBox({ pricing: calculated, items: [{ productId: "nope", quantity: 1 }], frequencyWeeks: 1 })).toThrow();
  });

  it("a fixed-price box costs its fixed price", () => {
    const box = priceBox({
      pricing: { ...calculated, pricingType: "fixed", fixedPrice: 3000 },
      items: [{ productId: "eth", quantity: 2 }],
      frequencyWeeks: 4,
    });
    expect(box.total).toBe(3000);
    expect(box.saving).toBe(0);
  });

  const product = fc.record({
    id: fc.uuid(),
    price: fc.integer({ min: 1, max: 100_000 }),
    salePrice: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
    subscriberPrice: fc.integer({ min: 1, max: 100_000 }),
  });

  it("properties: the same choice costs the same at any frequency; a subscriber never pays more than the shop's price; order does not matter", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(product, { minLength: 1, maxLength: 6, selector: (p) => p.id }),
        fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 6, maxLength: 6 }),
        fc.constantFrom(1, 2, 4, 8),
        fc.constantFrom(1, 2, 4, 8),
        (products, quantities, f1, f2) => {
          const pricing = { pricingType: "calculated", fixedPrice: null, products };
          const items = products.map((p, i) => ({ productId: p.id, quantity: quantities[i]! }));
          const a = priceBox({ pricing, items, frequencyWeeks: f1 });
          const b = priceBox({ pricing, items: [...items].reverse(), frequencyWeeks: f2 });
          expect(a.total).toBe(b.total);
          expect(a.total).toBeLessThanOrEqual(a.regular);
          expect(a.saving).toBe(a.regular - a.total);
          expect(Number.isInteger(a.total)).toBe(true);
        },
      ),
    );
  });
});

describe("priceBox in a market", () => {
  const euro = { exchangeRate: 1.17, rounding: "ninety_nine" as const, currencyCode: "EUR" };
  const dollar = { exchangeRate: 1.27, rounding: "whole" as const, currencyCode: "USD" };
  const pounds = { exchangeRate: 1, rounding: "none" as const, currencyCode: "GBP" };

  it("converts and rounds each unit by the market's rule, the subscriber price capped at the converted shelf price", () => {
    // Ethiopia: subscriber £11.25 × 1.17 = €13.16 → €13.99; shelf £12.50 × 1.17 = €14.63 → €14.99.
    // Colombia: subscriber £8.55 → €10.00 → €10.99; on sale £9.50 → €11.12 → €11.99 (regular £11.00 → €12.87 → €12.99).
    const box = priceBox({
      pricing: calculated,
      items: [
        { productId: "eth", quantity: 1 },
        { productId: "col", quantity: 2 },
      ],
      frequencyWeeks: 2,
      market: euro,
    });
    expect(box.lines).toEqual([
      { productId: "eth", quantity: 1, unitPrice: 1399, lineTotal: 1399, currentUnitPrice: 1499, charged: 1399 },
      { productId: "col", quantity: 2, unitPrice: 1099, lineTotal: 2198, currentUnitPrice: 1199, charged: 2198 },
    ]);
    expect(box).toMatchObject({ total: 3597, regular: 3897, saving: 300 });
    // Dollars round to whole units: £11.25 × 1.27 = $14.29 → $14.00; £12.50 → $15.88 → $16.00.
    expect(priceBox({ pricing: calculated, items: [{ productId: "eth", quantity: 1 }], frequencyWeeks: 2, market: dollar }).total).toBe(
      1400,
    );
  });

  it("the primary market prices as given, and the market's fixed prices win over converting", () => {
    const items = [{ productId: "eth", quantity: 2 }];
    expect(priceBox({ pricing: calculated, items, frequencyWeeks: 2, market: pounds }).total).toBe(
      priceBox({ pricing: calculated, items, frequencyWeeks: 2 }).total,
    );
    const fixed = { ...calculated, products: [{ ...ethiopia, fixed: { price: 1450, salePrice: 1290 } }] };
    // Shelf: the fixed sale price €12.90; the converted subscriber price €13.99 is above it, so €12.90.
    expect(priceBox({ pricing: fixed, items, frequencyWeeks: 2, market: euro }).lines[0]).toMatchObject({
      unitPrice: 1290,
      currentUnitPrice: 1290,
    });
  });

  it("a fixed-price box is converted like a product's price", () => {
    const box = priceBox({
      pricing: { pricingType: "fixed", fixedPrice: 3000, products: [ethiopia] },
      items: [{ productId: "eth", quantity: 1 }],
      frequencyWeeks: 4,
      market: euro,
    });
    // £30.00 × 1.17 = €35.10 → €35.99.
    expect(box.total).toBe(3599);
  });
});
