import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../support/http";
import { bathAddress, guestCheckout } from "../../support/guest-checkout";
import { newStore, type NewStore } from "../settings/support";

// A property over concurrent checkouts of one variant: whatever its stock and however many shoppers ask for however
// many units at once, the units sold never exceed the stock, every refusal is 409 out_of_stock and comes only when
// fewer units were left than it asked for, exactly the rest can still be bought afterwards and not one more, and the
// product's other variant keeps its stock.

type Market = { id: string; primary: boolean };
type Variant = { id: string; sku: string; inStock: boolean };

let store: NewStore;
let primaryMarket: Market;

beforeAll(async () => {
  store = await newStore(["--country", "GB"], `Stock Property ${randomUUID().slice(0, 8)}`);
  const markets = (await api("GET", "/operator/markets", { token: store.op })).body.data as Market[];
  primaryMarket = markets.find((m) => m.primary)!;
}, 120_000);

const newCart = async () => {
  const made = await api("POST", "/carts", { token: store.apiToken });
  expect(made.status).toBe(201);
  return made.body.data.id as string;
};

/** A guest cart holding `quantity` of the variant (each ask fits the stock when the carts are filled). */
async function cartOf(variantId: string, quantity: number) {
  const cartId = await newCart();
  const added = await api("POST", `/carts/${cartId}/lines`, { token: store.apiToken, body: { variantId, quantity } });
  expect(added.status).toBe(200);
  return cartId;
}

const checkout = (cartId: string) => guestCheckout(cartId, `stock-${randomUUID()}@example.com`, bathAddress, {}, store.apiToken);

describe("a variant's stock under concurrent checkouts (property)", { timeout: 600_000 }, () => {
  it("never sells more than its stock, refuses only what was not left, and leaves exactly the rest", async () => {
    const scenario = fc
      .integer({ min: 1, max: 4 })
      .chain((stock) =>
        fc.record({ stock: fc.constant(stock), asks: fc.array(fc.integer({ min: 1, max: stock }), { minLength: 2, maxLength: 5 }) }),
      );
    await fc.assert(
      fc.asyncProperty(scenario, async ({ stock, asks }) => {
        const word = `st${randomUUID().replaceAll("-", "").slice(0, 10)}`;
        const made = await api("POST", "/operator/products", {
          token: store.op,
          body: {
            title: `Stock ${word}`,
            status: "active",
            options: [{ name: "Size", values: ["Small", "Large"] }],
            variants: [
              { sku: `${word}-S`, options: { Size: "Small" }, prices: [{ marketId: primaryMarket.id, amount: 10 }], stock },
              { sku: `${word}-L`, options: { Size: "Large" }, prices: [{ marketId: primaryMarket.id, amount: 12 }], stock: 5 },
            ],
          },
        });
        expect(made.status).toBe(201);
        const slug = made.body.data.slug as string;
        const variants = () => api("GET", `/products/${slug}`, { token: store.apiToken }).then((r) => r.body.data.variants as Variant[]);
        const [small, large] = await variants();

        // Every cart is filled first (one more to check out at the end); then all check out at once.
        const [early, ...carts] = await Promise.all([1, ...asks].map((quantity) => cartOf(small!.id, quantity)));
        const results = await Promise.all(carts.map(checkout));
        const sold = asks.reduce((units, quantity, i) => (results[i]!.status === 201 ? units + quantity : units), 0);
        expect(sold).toBeLessThanOrEqual(stock);
        const left = stock - sold;
        results.forEach((result, i) => {
          if (result.status === 201) return;
          expect({ status: result.status, code: result.body.code }).toEqual({ status: 409, code: "out_of_stock" });
          // Stock only falls, so a shopper refused at any moment asked for more than is left at the end.
          expect(asks[i]).toBeGreaterThan(left);
        });

        // Exactly what is left can still be bought, and then not one more unit: a cart is refused it (422 naming the
        // quantity), and so is a checkout of a cart filled before the last sale.
        if (left > 0) expect((await checkout(await cartOf(small!.id, left))).status).toBe(201);
        const oneMore = await api("POST", `/carts/${await newCart()}/lines`, {
          token: store.apiToken,
          body: { variantId: small!.id, quantity: 1 },
        });
        expect({ status: oneMore.status, fields: Object.keys(oneMore.body.errors ?? {}) }).toEqual({ status: 422, fields: ["quantity"] });
        const late = await checkout(early!);
        expect({ status: late.status, code: late.body.code }).toEqual({ status: 409, code: "out_of_stock" });
        const after = await variants();
        expect(after.map((v) => [v.sku, v.inStock])).toEqual([
          [small!.sku, false],
          [large!.sku, true],
        ]);
        expect((await checkout(await cartOf(large!.id, 5))).status).toBe(201);
      }),
      { numRuns: 4 },
    );
  });
});
