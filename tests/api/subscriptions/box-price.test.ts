import { beforeAll, describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { demoId, seedKey, withPostgres } from "../../support/account";

const me = customerFor("subs-6");
const key = seedKey(me);
const coffeeBox = demoId("product", "coffee-lovers-box");
const teaBox = demoId("product", "tea-discovery-box");
let token: string;

type Item = { id: string; price: number; salePrice: number | null; subscriberPrice: number; variants: { id: string }[] };
const configuration = async (packageId: string) => {
  const res = await api("GET", `/subscription-packages/${packageId}/configuration`, { token: fixtures().demo.apiToken });
  expect(res.status).toBe(200);
  return res.body.data as { availableItems: Item[]; pricingType: string; fixedPrice: number | null };
};
/** What the builder shows: each unit at the configuration's subscriber price (pence, to avoid float sums). */
const builderPrice = (items: Item[], choice: Record<string, number>) =>
  items.reduce((sum, i) => sum + Math.round(i.subscriberPrice * 100) * (choice[i.id] ?? 0), 0) / 100;

beforeAll(async () => {
  token = await loginAs(me);
});

describe("one price for one box", () => {
  it("subscriber prices are at or below every current price of the product, so the saving is real", async () => {
    for (const id of [coffeeBox, teaBox]) {
      for (const item of (await configuration(id)).availableItems) {
        expect(item.subscriberPrice).toBeLessThanOrEqual(item.price);
        if (item.salePrice !== null) expect(item.subscriberPrice).toBeLessThanOrEqual(item.salePrice);
      }
    }
  });

  it("the same box costs the same on the package configuration, after subscribing and in the account list", async () => {
    for (const [packageId, picks, frequencyWeeks] of [
      [coffeeBox, { "ethiopia-yirgacheffe": 1, "colombia-huila": 1 }, 2],
      [coffeeBox, { "colombia-huila": 3, "kenya-nyeri": 2, "house-espresso": 1 }, 1],
      [teaBox, { "earl-grey": 2, sencha: 1, chamomile: 1 }, 4],
    ] as const) {
      const config = await configuration(packageId);
      const choice = Object.fromEntries(Object.entries(picks).map(([k, q]) => [demoId("product", k), q]));
      const expected = builderPrice(config.availableItems, choice);
      const res = await api("POST", "/account/subscriptions", {
        token,
        body: {
          packageId,
          // A product with several variants is chosen at its lead (the first listed, whose prices the item shows).
          items: Object.entries(choice).map(([productId, quantity]) => {
            const variants = config.availableItems.find((i) => i.id === productId)!.variants;
            return { productId, ...(variants.length > 1 ? { variantId: variants[0]!.id } : {}), quantity };
          }),
          frequencyWeeks,
          paymentMethodId: demoId("payment-method", key, "visa"),
          addressId: demoId("address", key, "home"),
        },
      });
      expect(res.status).toBe(201);
      expect(res.body.data.price).toBe(expected);
      const listed = (await api("GET", "/account/subscriptions", { token })).body.data.find(
        (s: { id: string }) => s.id === res.body.data.id,
      );
      expect(listed.price).toBe(expected);
      expect(listed.displayPrice).toBe(res.body.data.displayPrice);
      // The same items at another frequency cost the same per delivery.
      const other = (
        await api("PATCH", `/account/subscriptions/${res.body.data.id}`, { token, body: { frequencyWeeks: frequencyWeeks === 4 ? 8 : 4 } })
      ).body.data;
      expect(other.price).toBe(expected);
    }
  });

  it("the seeded boxes agree with the rule", async () => {
    const subs = (await api("GET", "/account/subscriptions", { token })).body.data as {
      id: string;
      productId: string;
      price: number;
      items: { productId: string; quantity: number }[];
    }[];
    for (const id of [demoId("subscription", key, "main"), demoId("subscription", key, "second")]) {
      const s = subs.find((x) => x.id === id)!;
      const config = await configuration(s.productId);
      expect(s.price).toBe(builderPrice(config.availableItems, Object.fromEntries(s.items.map((i) => [i.productId, i.quantity]))));
      // The price stored with the seeded box (on Postgres, where the test can read it) is the same.
      const stored = await withPostgres(
        async (db) => (await db.query<{ price: number }>("select price from subscriptions where id = $1", [id])).rows[0],
      );
      if (stored) expect(stored.price).toBe(Math.round(s.price * 100));
    }
  });
});
