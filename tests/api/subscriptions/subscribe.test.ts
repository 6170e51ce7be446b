import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { demoId, expectAccountAuth, isoSecondsPattern, otherId, seedKey, uuidPattern } from "../../support/account";
import { leadVariant, seededVariant } from "../../support/variants";

const me = customerFor("subs-1");
const neighbour = customerFor("subs-2");
const key = seedKey(me);
const product = (k: string) => demoId("product", k);
const coffeeBox = product("coffee-lovers-box");
const teaBox = product("tea-discovery-box");
const visa = demoId("payment-method", key, "visa");
const mastercard = demoId("payment-method", key, "mastercard");
const wallet = demoId("payment-method", key, "wallet");
const home = demoId("address", key, "home");
const work = demoId("address", key, "work");
let token: string;
let neighbourToken: string;

const box = (over: Record<string, unknown> = {}) => ({
  packageId: coffeeBox,
  items: [
    { productId: product("ethiopia-yirgacheffe"), quantity: 1 },
    { productId: product("colombia-huila"), quantity: 1 },
  ],
  frequencyWeeks: 2,
  paymentMethodId: visa,
  addressId: home,
  ...over,
});
const subscribe = (body: unknown, headers: Record<string, string> = {}, who = token) =>
  api("POST", "/account/subscriptions", { token: who, body, headers });
const list = async (who = token) => {
  const res = await api("GET", "/account/subscriptions", { token: who });
  expect(res.status).toBe(200);
  return res.body.data as { id: string; [k: string]: unknown }[];
};
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  token = await loginAs(me);
  neighbourToken = await loginAs(neighbour);
});

describe("POST /account/subscriptions", () => {
  it("subscribes: 201 {data} with items, frequency, the price by the pricing rule, the card and the address", async () => {
    const before = await list();
    const res = await subscribe(box());
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(Object.keys(res.body)).toEqual(["data"]);
    // Ethiopia £12.50 → £11.25 for subscribers; Colombia on sale at £9.50 → £8.55: £19.80, saving £2.20 on £22.00.
    expect(res.body.data).toEqual({
      id: expect.stringMatching(uuidPattern),
      productId: coffeeBox,
      name: "Coffee Lover's Subscription Box",
      status: "active",
      lastRenewal: null,
      frequencyWeeks: 2,
      frequency: 2,
      price: 19.8,
      currencyCode: "GBP",
      marketId: expect.stringMatching(uuidPattern),
      taxIncluded: true,
      displayPrice: "£19.80",
      items: [
        {
          productId: product("ethiopia-yirgacheffe"),
          variantId: leadVariant("ethiopia-yirgacheffe"),
          name: "Ethiopia Yirgacheffe Coffee",
          quantity: 1,
        },
        { productId: product("colombia-huila"), variantId: leadVariant("colombia-huila"), name: "Colombia Huila Coffee", quantity: 1 },
      ],
      nextBillingDate: tomorrow(),
      cancelledAt: null,
      createdAt: expect.stringMatching(isoSecondsPattern),
      pausedUntil: null,
      paymentMethod: { id: visa, cardType: "visa", cardLast4: "4242", cardExpMonth: 8, cardExpYear: 2029 },
      address: {
        id: home,
        firstName: expect.any(String),
        lastName: expect.any(String),
        line1: expect.stringMatching(/Harbour Street$/),
        line2: null,
        city: "Bristol",
        postalCode: "BS1 4RN",
        countryCode: "GB",
      },
      regularPrice: 22,
      saving: 2.2,
      displaySaving: "£2.20",
    });
    const after = await list();
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((s) => s.id === res.body.data.id)).toEqual(res.body.data);
  });

  it("with an Idempotency-Key a retry answers the same subscription and creates no second one", async () => {
    const idempotencyKey = randomUUID();
    const body = box({ paymentMethodId: mastercard, addressId: work, frequencyWeeks: 4 });
    const first = await subscribe(body, { "idempotency-key": idempotencyKey });
    expect(first.status).toBe(201);
    const count = (await list()).length;
    const again = await subscribe(body, { "idempotency-key": idempotencyKey });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.text).toBe(first.text);
    expect(await list()).toHaveLength(count);
    // The same key with another body is refused.
    const other = await subscribe(box({ frequencyWeeks: 1 }), { "idempotency-key": idempotencyKey });
    expect(other.status).toBe(422);
    expect(await list()).toHaveLength(count);
  });

  it("422 {message, errors} for each choice the package refuses, naming the field", async () => {
    const cases: { name: string; body: Record<string, unknown>; field: string; message: RegExp }[] = [
      {
        name: "a frequency the box does not offer",
        body: box({ frequencyWeeks: 3 }),
        field: "frequencyWeeks",
        message: /every 1, 2 or 4 weeks/,
      },
      {
        name: "fewer than the minimum items",
        body: box({ items: [{ productId: product("ethiopia-yirgacheffe"), quantity: 1 }] }),
        field: "items",
        message: /at least 2 items/,
      },
      {
        name: "a product outside the package",
        body: box({ items: [{ productId: product("sencha"), quantity: 2 }] }),
        field: "items.0.productId",
        message: /not one of the items/,
      },
      {
        name: "above an item's maximum",
        body: box({ items: [{ productId: product("kenya-nyeri"), quantity: 7 }] }),
        field: "items.0.quantity",
        message: /between 1 and 6 of Kenya Nyeri Coffee/,
      },
      {
        name: "an out-of-stock product",
        body: box({
          items: [
            { productId: product("ethiopia-yirgacheffe"), quantity: 1 },
            { productId: product("decaf-peru"), quantity: 1 },
          ],
        }),
        field: "items.1.quantity",
        message: /Peru Swiss Water Decaf is out of stock/,
      },
      {
        name: "the same product twice",
        body: box({
          items: [
            { productId: product("ethiopia-yirgacheffe"), quantity: 1 },
            { productId: product("ethiopia-yirgacheffe"), quantity: 1 },
          ],
        }),
        field: "items.1.productId",
        message: /chosen twice/,
      },
      {
        name: "an unknown package",
        body: box({ packageId: product("ethiopia-yirgacheffe") }),
        field: "packageId",
        message: /not a subscription box/,
      },
      {
        name: "another store's package",
        body: box({ packageId: otherId("product", "coffee-lovers-box") }),
        field: "packageId",
        message: /not a subscription box/,
      },
      { name: "a wallet", body: box({ paymentMethodId: wallet }), field: "paymentMethodId", message: /only cards/ },
      {
        name: "a quantity of 0",
        body: box({ items: [{ productId: product("kenya-nyeri"), quantity: 0 }] }),
        field: "items.0.quantity",
        message: /at least 1/,
      },
      { name: "a missing address", body: { ...box(), addressId: undefined }, field: "addressId", message: /required/ },
      { name: "an unknown field", body: box({ price: 1 }), field: "body", message: /Unknown field/ },
    ];
    const before = (await list()).length;
    for (const c of cases) {
      const res = await subscribe(c.body);
      expect({ case: c.name, status: res.status }).toEqual({ case: c.name, status: 422 });
      expect(Object.keys(res.body).sort()).toEqual(["code", "errors", "message"]);
      expect({ case: c.name, fields: Object.keys(res.body.errors) }).toEqual({ case: c.name, fields: expect.arrayContaining([c.field]) });
      expect(res.body.errors[c.field][0]).toMatch(c.message);
      expect(res.body.message).toBe(Object.values(res.body.errors as Record<string, string[]>)[0]![0]);
    }
    expect(await list()).toHaveLength(before);
  });

  it("404 for another customer's card or address (same store or another), and nothing is created", async () => {
    const before = (await list()).length;
    const theirs = seedKey(neighbour);
    const cases = [
      { body: box({ paymentMethodId: demoId("payment-method", theirs, "visa") }), message: "Payment method not found." },
      { body: box({ addressId: demoId("address", theirs, "home") }), message: "Address not found." },
      { body: box({ paymentMethodId: otherId("payment-method", "alice", "visa") }), message: "Payment method not found." },
      { body: box({ addressId: otherId("address", "alice", "home") }), message: "Address not found." },
      { body: box({ paymentMethodId: "00000000-0000-4000-8000-000000000000" }), message: "Payment method not found." },
    ];
    for (const c of cases) {
      const res = await subscribe(c.body);
      expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: { message: c.message, code: "not_found" } });
    }
    expect(await list()).toHaveLength(before);
    // The neighbour's list is untouched by any of it.
    expect((await list(neighbourToken)).map((s) => s.id).sort()).toEqual(
      [demoId("subscription", theirs, "main"), demoId("subscription", theirs, "second")].sort(),
    );
  });

  it("a customer of another store cannot subscribe with this store's package or this customer's card", async () => {
    const other = fixtures().other;
    const otherToken = await loginAs(other.customers[0]!, other);
    const res = await subscribe(
      box({ paymentMethodId: otherId("payment-method", "alice", "visa"), addressId: otherId("address", "alice", "home") }),
      {},
      otherToken,
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(["packageId"]);
    const mine = await subscribe(box({}), {}, otherToken);
    expect({ status: mine.status, body: mine.body }).toEqual({
      status: 404,
      body: { message: "Payment method not found.", code: "not_found" },
    });
  });

  it("a tea box: the pricing rule caps Earl Grey at its sale price less 10%", async () => {
    const res = await subscribe(
      box({
        packageId: teaBox,
        frequencyWeeks: 8,
        items: [
          { productId: product("earl-grey"), variantId: leadVariant("earl-grey"), quantity: 2 },
          { productId: product("chamomile"), variantId: leadVariant("chamomile"), quantity: 1 },
        ],
      }),
    );
    expect(res.status).toBe(201);
    // Earl Grey £9.00 on sale at £7.50 → £6.75; chamomile £8.50 → £7.65: 2 × 6.75 + 7.65 = £21.15.
    expect(res.body.data).toMatchObject({ price: 21.15, displayPrice: "£21.15", regularPrice: 23.5, saving: 2.35, frequency: 8 });
  });

  it("a box item follows its variant: priced at it and stored with it; the configuration lists each item's variants", async () => {
    const config = await api("GET", `/subscription-packages/${coffeeBox}/configuration`, { token: fixtures().demo.apiToken });
    expect(config.status).toBe(200);
    const items = config.body.data.availableItems as {
      id: string;
      variants: { id: string; title: string; price: number; inStock: boolean }[];
    }[];
    expect(items.find((i) => i.id === product("house-espresso"))!.variants.map((v) => [v.id, v.title, v.price, v.inStock])).toEqual([
      [leadVariant("house-espresso"), "Whole bean, 1 kg", 32, true],
      [seededVariant("house-espresso", 1), "Filter, 1 kg", 32, true],
      [seededVariant("house-espresso", 2), "Espresso, 1 kg", 32, true],
      [seededVariant("house-espresso", 3), "Whole bean, 250 g", 9.5, true],
      [seededVariant("house-espresso", 4), "Filter, 250 g", 9.5, false],
      [seededVariant("house-espresso", 5), "Espresso, 250 g", 9.5, true],
    ]);
    expect(items.find((i) => i.id === product("kenya-nyeri"))!.variants).toEqual([
      {
        id: leadVariant("kenya-nyeri"),
        title: "",
        price: expect.any(Number),
        salePrice: null,
        subscriberPrice: expect.any(Number),
        inStock: true,
        maxQuantity: expect.any(Number),
      },
    ]);

    const res = await subscribe(
      box({
        items: [
          { productId: product("ethiopia-yirgacheffe"), quantity: 1 },
          { productId: product("house-espresso"), variantId: seededVariant("house-espresso", 3), quantity: 2 },
        ],
      }),
    );
    expect(res.status).toBe(201);
    // Ethiopia £12.50 → £11.25; the 250 g whole bean at its own £9.50 (no subscriber price of its own) × 2: £30.25.
    expect(res.body.data).toMatchObject({
      price: 30.25,
      displayPrice: "£30.25",
      regularPrice: 31.5,
      saving: 1.25,
      items: [
        {
          productId: product("ethiopia-yirgacheffe"),
          variantId: leadVariant("ethiopia-yirgacheffe"),
          name: "Ethiopia Yirgacheffe Coffee",
          quantity: 1,
        },
        {
          productId: product("house-espresso"),
          variantId: seededVariant("house-espresso", 3),
          name: "House Espresso Blend — Whole bean, 250 g",
          quantity: 2,
        },
      ],
    });
    expect((await list()).find((s) => s.id === res.body.data.id)).toEqual(res.body.data);

    // Changing the box to another variant reprices it and renames the item.
    const changed = await api("PATCH", `/account/subscriptions/${res.body.data.id}`, {
      token,
      body: {
        items: [
          { productId: product("ethiopia-yirgacheffe"), quantity: 1 },
          { productId: product("house-espresso"), variantId: seededVariant("house-espresso", 2), quantity: 1 },
        ],
      },
    });
    expect(changed.status).toBe(200);
    // Ethiopia £11.25 + the 1 kg espresso grind at £32 (no subscriber price of its own): £43.25.
    expect(changed.body.data).toMatchObject({
      price: 43.25,
      items: [
        { productId: product("ethiopia-yirgacheffe") },
        {
          productId: product("house-espresso"),
          variantId: seededVariant("house-espresso", 2),
          name: "House Espresso Blend — Espresso, 1 kg",
        },
      ],
    });
  });

  it("422 for a box item of a product with several variants without one, or with another product's variant; nothing is created", async () => {
    const before = (await list()).length;
    const missing = await subscribe(
      box({
        items: [
          { productId: product("ethiopia-yirgacheffe"), quantity: 1 },
          { productId: product("house-espresso"), quantity: 1 },
        ],
      }),
    );
    expect({ status: missing.status, code: missing.body.code, errors: missing.body.errors }).toEqual({
      status: 422,
      code: "variant_required",
      errors: { "items.1.variantId": ["House Espresso Blend comes in several variants: choose one (variantId)."] },
    });
    for (const variantId of [leadVariant("sencha"), leadVariant("colombia-huila"), "00000000-0000-4000-8000-000000000000"]) {
      const wrong = await subscribe(
        box({
          items: [
            { productId: product("ethiopia-yirgacheffe"), quantity: 1 },
            { productId: product("house-espresso"), variantId, quantity: 1 },
          ],
        }),
      );
      expect({ status: wrong.status, errors: wrong.body.errors }).toEqual({
        status: 422,
        errors: { "items.1.variantId": ["The selected variant is not one of House Espresso Blend's."] },
      });
    }
    // A one-variant product's item with another product's variant is refused too.
    const other = await subscribe(
      box({
        items: [
          { productId: product("ethiopia-yirgacheffe"), variantId: leadVariant("colombia-huila"), quantity: 1 },
          { productId: product("colombia-huila"), quantity: 1 },
        ],
      }),
    );
    expect({ status: other.status, fields: Object.keys(other.body.errors ?? {}) }).toEqual({ status: 422, fields: ["items.0.variantId"] });
    // The sold-out variant is refused by its own stock.
    const soldOut = await subscribe(
      box({
        items: [
          { productId: product("ethiopia-yirgacheffe"), quantity: 1 },
          { productId: product("house-espresso"), variantId: seededVariant("house-espresso", 4), quantity: 1 },
        ],
      }),
    );
    expect({ status: soldOut.status, errors: soldOut.body.errors }).toEqual({
      status: 422,
      errors: { "items.1.quantity": ["House Espresso Blend — Filter, 250 g is out of stock."] },
    });
    expect(await list()).toHaveLength(before);
  });

  it("needs an account token", async () => {
    await expectAccountAuth("POST", "/account/subscriptions", box());
  });
});
