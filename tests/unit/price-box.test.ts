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
      { productId: "eth", quantity: 1, unitPrice: 1125, lineTotal: 1125, currentUnitPrice: 1250 },
      { productId: "col", quantity: 1, unitPrice: 855, lineTotal: 855, currentUnitPrice: 950 },
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
