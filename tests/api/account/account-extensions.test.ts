import { beforeAll, describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { demoId, expectAccountAuth, isoSecondsPattern, orderNumbers, seedIndex, seedKey } from "../../support/account";
import { leadVariant } from "../../support/variants";

const customer = customerFor("account-extensions");
let token: string;

beforeAll(async () => {
  token = await loginAs(customer);
});

describe("GET /account/subscriptions (extension)", () => {
  it("lists the caller's subscriptions field by field", async () => {
    const res = await api("GET", "/account/subscriptions", { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(Object.keys(res.body)).toEqual(["data"]);
    const key = seedKey(customer);
    const even = seedIndex(customer) % 2 === 0;
    const address = (kind: "home" | "work") => ({
      id: demoId("address", key, kind),
      firstName: expect.any(String),
      lastName: expect.any(String),
      line1: kind === "home" ? expect.stringMatching(/Harbour Street$/) : "3 Queen Square",
      line2: kind === "home" ? null : "Floor 2",
      city: kind === "home" ? "Bristol" : "Bath",
      postalCode: kind === "home" ? "BS1 4RN" : "BA1 2HN",
      countryCode: "GB",
    });
    const home = address("home");
    const work = address("work");
    const main = {
      id: demoId("subscription", key, "main"),
      productId: demoId("product", even ? "coffee-lovers-box" : "tea-discovery-box"),
      name: even ? "Coffee Lover's Subscription Box" : "Tea Discovery Subscription Box",
      status: "active",
      lastRenewal: null,
      frequencyWeeks: even ? 2 : 4,
      frequency: even ? 2 : 4,
      // The one pricing rule (lib/pricing/price-box.ts): each unit at its subscriber price.
      price: even ? 19.8 : 32.85,
      currencyCode: "GBP",
      // The box's market: the primary market's currency, VAT inside the price.
      marketId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      taxIncluded: true,
      displayPrice: even ? "£19.80" : "£32.85",
      items: even
        ? [
            {
              productId: demoId("product", "ethiopia-yirgacheffe"),
              variantId: leadVariant("ethiopia-yirgacheffe"),
              name: "Ethiopia Yirgacheffe Coffee",
              quantity: 1,
            },
            {
              productId: demoId("product", "colombia-huila"),
              variantId: leadVariant("colombia-huila"),
              name: "Colombia Huila Coffee",
              quantity: 1,
            },
          ]
        : [
            {
              productId: demoId("product", "darjeeling-first-flush"),
              variantId: leadVariant("darjeeling-first-flush"),
              name: "Darjeeling First Flush Tea",
              quantity: 1,
            },
            { productId: demoId("product", "sencha"), variantId: leadVariant("sencha"), name: "Japanese Sencha Green Tea", quantity: 1 },
            {
              productId: demoId("product", "earl-grey"),
              variantId: leadVariant("earl-grey"),
              name: "Earl Grey Loose Leaf Tea",
              quantity: 1,
            },
          ],
      nextBillingDate: "2026-12-05",
      cancelledAt: null,
      createdAt: expect.stringMatching(isoSecondsPattern),
      pausedUntil: null,
      paymentMethod: {
        id: demoId("payment-method", key, "mastercard"),
        cardType: "mastercard",
        cardLast4: "4444",
        cardExpMonth: 3,
        cardExpYear: 2028,
      },
      address: home,
      regularPrice: even ? 22 : 36.5,
      saving: even ? 2.2 : 3.65,
      displaySaving: even ? "£2.20" : "£3.65",
    };
    const second = {
      id: demoId("subscription", key, "second"),
      productId: demoId("product", "tea-discovery-box"),
      name: "Tea Discovery Subscription Box",
      status: "active",
      lastRenewal: null,
      frequencyWeeks: 4,
      frequency: 4,
      price: 20.25,
      currencyCode: "GBP",
      marketId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      taxIncluded: true,
      displayPrice: "£20.25",
      items: [
        { productId: demoId("product", "earl-grey"), variantId: leadVariant("earl-grey"), name: "Earl Grey Loose Leaf Tea", quantity: 3 },
      ],
      nextBillingDate: "2026-12-19",
      cancelledAt: null,
      createdAt: expect.stringMatching(isoSecondsPattern),
      pausedUntil: null,
      paymentMethod: { id: demoId("payment-method", key, "visa"), cardType: "visa", cardLast4: "4242", cardExpMonth: 8, cardExpYear: 2029 },
      address: work,
      regularPrice: 22.5,
      saving: 2.25,
      displaySaving: "£2.25",
    };
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect([...res.body.data].sort(byId)).toEqual([main, second].sort(byId));
  });

  it("needs an account token", async () => {
    await expectAccountAuth("GET", "/account/subscriptions");
  });

  it("shows another tenant's customer only their own", async () => {
    const other = fixtures().other;
    const res = await api("GET", "/account/subscriptions", { token: await loginAs(other.customers[0]!, other) });
    expect(res.status).toBe(200);
    const mine = [demoId("subscription", seedKey(customer), "main"), demoId("subscription", seedKey(customer), "second")];
    for (const s of res.body.data) expect(mine).not.toContain(s.id);
  });
});

describe("GET /account/orders (extension)", () => {
  const [first, second, third] = orderNumbers(customer);

  function expectedOrders() {
    const ethiopia = {
      kind: "product",
      productId: demoId("product", "ethiopia-yirgacheffe"),
      variantId: demoId("variant", "ethiopia-yirgacheffe", "0"),
      name: "Ethiopia Yirgacheffe Coffee",
    };
    const even = seedIndex(customer) % 2 === 0;
    const pkg = even
      ? {
          kind: "subscription",
          productId: demoId("product", "coffee-lovers-box"),
          variantId: demoId("variant", "coffee-lovers-box", "0"),
          name: "Coffee Lover's Subscription Box",
          unitPrice: 36,
        }
      : {
          kind: "subscription",
          productId: demoId("product", "tea-discovery-box"),
          variantId: demoId("variant", "tea-discovery-box", "0"),
          name: "Tea Discovery Subscription Box",
          unitPrice: 28,
        };
    const balance = {
      kind: "balance_payment",
      productId: null,
      variantId: null,
      name: "Outstanding balance payment",
      quantity: 1,
      unitPrice: 5,
      lineTotal: 5,
    };
    const l = (x: object) => ({ id: expect.any(String), ...x });
    return [
      {
        id: demoId("order", third),
        orderId: third,
        status: "fulfilled",
        total: 78,
        displayTotal: "£78.00",
        currencyCode: "GBP",
        pointsEarned: 78, // £78.00 of products: one point per whole pound
        createdAt: "2026-09-26T09:00:00Z",
        lines: [
          l({
            kind: "product",
            productId: demoId("product", "colombia-huila"),
            variantId: demoId("variant", "colombia-huila", "0"),
            name: "Colombia Huila Coffee",
            quantity: 3,
            unitPrice: 11,
            lineTotal: 33,
          }),
          l({
            kind: "product",
            productId: demoId("product", "pour-over-kettle"),
            variantId: demoId("variant", "pour-over-kettle", "0"),
            name: "Gooseneck Pour Over Kettle",
            quantity: 1,
            unitPrice: 45,
            lineTotal: 45,
          }),
        ],
      },
      {
        id: demoId("order", second),
        orderId: second,
        status: "fulfilled",
        total: pkg.unitPrice + 5,
        displayTotal: `£${(pkg.unitPrice + 5).toFixed(2)}`,
        currencyCode: "GBP",
        pointsEarned: 0, // a box and a balance payment only
        createdAt: "2026-09-11T09:00:00Z",
        lines: [l({ ...pkg, quantity: 1, lineTotal: pkg.unitPrice }), l(balance)],
      },
      {
        id: demoId("order", first),
        orderId: first,
        status: "fulfilled",
        total: 25 + 9 + 13 + 11.5 + pkg.unitPrice + 5,
        displayTotal: `£${(25 + 9 + 13 + 11.5 + pkg.unitPrice + 5).toFixed(2)}`,
        currencyCode: "GBP",
        pointsEarned: 58, // £58.50 of products; the box and the balance payment earn nothing
        createdAt: "2026-08-22T09:00:00Z",
        lines: [
          l({
            kind: "product",
            productId: demoId("product", "earl-grey"),
            variantId: demoId("variant", "earl-grey", "0"),
            name: "Earl Grey Loose Leaf Tea",
            quantity: 1,
            unitPrice: 9,
            lineTotal: 9,
          }),
          l({ ...ethiopia, quantity: 2, unitPrice: 12.5, lineTotal: 25 }),
          l({
            kind: "product",
            productId: demoId("product", "holiday-blend"),
            variantId: demoId("variant", "holiday-blend", "0"),
            name: "Holiday Blend 2025",
            quantity: 1,
            unitPrice: 13,
            lineTotal: 13,
          }),
          l({
            kind: "product",
            productId: demoId("product", "decaf-peru"),
            variantId: demoId("variant", "decaf-peru", "0"),
            name: "Peru Swiss Water Decaf",
            quantity: 1,
            unitPrice: 11.5,
            lineTotal: 11.5,
          }),
          l({ ...pkg, quantity: 1, lineTotal: pkg.unitPrice }),
          l(balance),
        ],
      },
    ].map((o) => ({
      ...o,
      refunded: 0,
      displayRefunded: "£0.00",
      // The demo's order history was written without tax (coffee and tea are zero-rated in the UK).
      taxIncluded: false,
      taxTotal: 0,
      displayTaxTotal: "£0.00",
      taxLines: [],
      fulfilments: [],
      refunds: [],
    }));
  }

  it("lists the caller's orders newest first, with public orderId and lines", async () => {
    const res = await api("GET", "/account/orders", { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(Object.keys(res.body)).toEqual(["data", "meta"]);
    expect(res.body.data).toEqual(expectedOrders());
    expect(res.body.meta).toEqual({ currentPage: 1, lastPage: 1, perPage: 20, total: 3, nextCursor: null });
  });

  it("pages with page and perPage", async () => {
    const expected = expectedOrders();
    const p1 = await api("GET", "/account/orders?perPage=2", { token });
    expect(p1.body.data).toEqual(expected.slice(0, 2));
    expect(p1.body.meta).toEqual({ currentPage: 1, lastPage: 2, perPage: 2, total: 3, nextCursor: expect.any(String) });
    const p2 = await api("GET", "/account/orders?perPage=2&page=2", { token });
    expect(p2.body.data).toEqual(expected.slice(2));
    // The first page's cursor leads to the same rows (`page` is then ignored), and says nothing follows.
    const next = await api("GET", `/account/orders?perPage=2&page=5&cursor=${p1.body.meta.nextCursor}`, { token });
    expect(next.body).toEqual({ data: expected.slice(2), meta: { currentPage: 0, lastPage: 2, perPage: 2, total: 3, nextCursor: null } });
    expect((await api("GET", "/account/orders?cursor=bm90LWEtY3Vyc29y", { token })).body.errors).toEqual({ cursor: [expect.any(String)] });
    const p3 = await api("GET", "/account/orders?perPage=2&page=3", { token });
    expect(p3.body.data).toEqual([]);
  });

  it("validates paging with 422", async () => {
    const res = await api("GET", "/account/orders?perPage=500", { token });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: "The per page field must not be greater than 100.",
      errors: { perPage: ["The per page field must not be greater than 100."] },
      code: "validation_failed",
    });
  });

  it("needs an account token", async () => {
    await expectAccountAuth("GET", "/account/orders");
  });

  it("never lists another customer's or another tenant's orders", async () => {
    const mine = (await api("GET", "/account/orders", { token })).body.data.map((o: { id: string }) => o.id);
    const alice = await api("GET", "/account/orders", { token: await loginAs(fixtures().demo.customers[0]!) });
    const other = fixtures().other;
    const otherAlice = await api("GET", "/account/orders", { token: await loginAs(other.customers[0]!, other) });
    expect(alice.body.data.map((o: { orderId: string }) => o.orderId)).toEqual(["SF-1003", "SF-1002", "SF-1001"]);
    // Same public numbers in the other store, but different orders.
    expect(otherAlice.body.data.map((o: { orderId: string }) => o.orderId)).toEqual(["SF-1003", "SF-1002", "SF-1001"]);
    const theirs = [...alice.body.data, ...otherAlice.body.data].map((o: { id: string }) => o.id);
    for (const id of theirs) expect(mine).not.toContain(id);
    expect(new Set(theirs).size).toBe(6);
  });
});

describe("GET /account/orders/{orderId} (extension)", () => {
  it("reads one of the caller's orders: the list's order with its totals, address and card as charged", async () => {
    const listed = (await api("GET", "/account/orders", { token })).body.data as Array<{ orderId: string; id: string; total: number }>;
    const first = listed[0]!;
    const res = await api("GET", `/account/orders/${encodeURIComponent(first.orderId)}`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(Object.keys(res.body)).toEqual(["data"]);
    expect(res.body.data).toMatchObject({
      id: first.id,
      orderId: first.orderId,
      guest: false,
      total: first.total,
      totals: { currencyCode: "GBP", total: first.total, refunded: 0 },
      fulfilments: [],
      refunds: [],
    });
    expect(res.body.data).not.toHaveProperty("accessToken");
  });

  it("answers 404 {message} for unknown numbers, internal ids, another customer's and another store's orders", async () => {
    const alice = await loginAs(fixtures().demo.customers[0]!);
    const other = fixtures().other;
    const otherAlice = await loginAs(other.customers[0]!, other);
    const mine = (await api("GET", "/account/orders", { token })).body.data[0] as { id: string; orderId: string };
    const cases: Array<[string, string]> = [
      ["SF-0000", token],
      [mine.id, token],
      [mine.orderId, alice],
      [mine.orderId, otherAlice],
      ["SF-1001", token],
    ];
    for (const [orderId, who] of cases) {
      const res = await api("GET", `/account/orders/${encodeURIComponent(orderId)}`, { token: who });
      expect({ orderId, status: res.status, body: res.body }).toEqual({
        orderId,
        status: 404,
        body: { message: "Order not found.", code: "not_found" },
      });
    }
  });

  it("needs an account token", async () => {
    await expectAccountAuth("GET", "/account/orders/SF-1001");
  });
});

describe("GET /account/cart (extension)", () => {
  it("answers {data: null} when the customer has no active cart", async () => {
    const res = await api("GET", "/account/cart", { token });
    expect(res.status).toBe(200);
    expect(res.text).toBe('{"data":null}');
  });

  it("needs an account token", async () => {
    await expectAccountAuth("GET", "/account/cart");
  });
});
