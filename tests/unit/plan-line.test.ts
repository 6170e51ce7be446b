import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planLine } from "@/lib/orders/buy-again";

type Product = { name: string; kind: string; status: string; stock: number; maxQuantity: number; unitPrice: number };
const product = (p: Partial<Product> = {}): Product => ({
  name: "Kenya AA",
  kind: "product",
  status: "active",
  stock: 50,
  maxQuantity: 10,
  unitPrice: 1250,
  ...p,
});
const line = (quantity: number, p: Product | null = product()) => ({
  productId: p ? "p1" : null,
  name: "Kenya AA (as ordered)",
  quantity,
  product: p,
});

describe("planLine (buy again, one ordered product)", () => {
  it("adds the ordered quantity when it fits", () => {
    expect(planLine(line(3), 0)).toEqual({ added: 3, reason: null });
    expect(planLine(line(3), 7)).toEqual({ added: 3, reason: null });
  });

  it("names a product that has gone, is not a product, or is not active by the name as ordered", () => {
    const reason = "Kenya AA (as ordered) is no longer available.";
    expect(planLine(line(1, null), 0)).toEqual({ added: 0, reason });
    expect(planLine(line(1, product({ status: "draft" })), 0)).toEqual({ added: 0, reason });
    expect(planLine(line(1, product({ kind: "subscription_package" })), 0)).toEqual({ added: 0, reason });
  });

  it("skips an out-of-stock product", () => {
    expect(planLine(line(2, product({ stock: 0 })), 0)).toEqual({ added: 0, reason: "Kenya AA is out of stock." });
  });

  it("adds part of a line up to the per-order maximum, naming the limit", () => {
    expect(planLine(line(8), 5)).toEqual({ added: 5, reason: "Only 5 of Kenya AA could be added (maximum 10 per order)." });
    expect(planLine(line(1), 10)).toEqual({
      added: 0,
      reason: "Kenya AA is already in your cart at the most that can be ordered (maximum 10 per order).",
    });
  });

  it("adds part of a line up to the stock, naming the stock limit", () => {
    expect(planLine(line(5, product({ stock: 3 })), 0)).toEqual({ added: 3, reason: "Only 3 of Kenya AA could be added (stock limit)." });
    expect(planLine(line(5, product({ stock: 3 })), 3)).toEqual({
      added: 0,
      reason: "Kenya AA is already in your cart at the most that can be ordered (stock limit).",
    });
  });

  it("never takes the cart past the stock or the maximum, and gives a reason exactly when it adds less than ordered", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 100 }),
        (quantity, inCart, stock, maxQuantity) => {
          const { added, reason } = planLine(line(quantity, product({ stock, maxQuantity })), inCart);
          expect(added).toBeGreaterThanOrEqual(0);
          expect(added).toBeLessThanOrEqual(quantity);
          if (added > 0) expect(inCart + added).toBeLessThanOrEqual(Math.min(stock, maxQuantity));
          expect(reason === null).toBe(added === quantity);
        },
      ),
    );
  });
});
