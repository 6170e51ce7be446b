import { beforeAll, describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { demoId, uuidPattern } from "../../support/account";
import { leadVariant } from "../../support/variants";
import { operatorToken } from "../../support/operator-tokens";

const demo = () => fixtures().demo;
const guestToken = () => demo().apiToken;
const product = (key: string) => demoId("product", key);
let account: string;
let neighbour: string;

const newGuestCart = async () => {
  const res = await api("POST", "/carts", { token: guestToken() });
  expect(res.status).toBe(201);
  return res.body.data as { id: string };
};
const addLine = (cartId: string, body: unknown, token: string = guestToken()) => api("POST", `/carts/${cartId}/lines`, { token, body });
const quantities = (cart: { lines: Array<{ productId: string; quantity: number }> }) =>
  Object.fromEntries(cart.lines.map((l) => [l.productId, l.quantity]));

beforeAll(async () => {
  account = await loginAs(customerFor("carts"));
  neighbour = await loginAs(customerFor("spare"));
});

describe("guest carts (API token)", () => {
  it("creates an empty cart, adds to a line, changes and removes lines, at current prices", async () => {
    const cart = await newGuestCart();
    expect(cart).toEqual({
      id: expect.stringMatching(uuidPattern),
      marketId: demoId("market", "gb"),
      currencyCode: "GBP",
      shippingCountry: null,
      shippingRegion: null,
      lines: [],
      ticketLines: [],
      itemCount: 0,
      subtotal: 0,
      displaySubtotal: "£0.00",
      totals: expect.objectContaining({ currencyCode: "GBP", subtotal: 0, shipping: 0, total: 0, taxTotal: 0, estimated: true }),
      discountCodes: [],
      pointsToRedeem: 0,
      maxPointsToRedeem: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const first = await addLine(cart.id, { productId: product("colombia-huila"), quantity: 2 });
    expect(first.status).toBe(200);
    const again = await addLine(cart.id, { productId: product("colombia-huila"), quantity: 1 });
    expect(again.body.data.lines).toHaveLength(1);
    expect(again.body.data.lines[0]).toMatchObject({
      productId: product("colombia-huila"),
      quantity: 3,
      unitPrice: 9.5,
      lineTotal: 28.5,
      displayLineTotal: "£28.50",
    });
    await addLine(cart.id, { variantId: leadVariant("earl-grey"), quantity: 1 });
    const read = await api("GET", `/carts/${cart.id}`, { token: guestToken() });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ itemCount: 4, subtotal: 36, displaySubtotal: "£36.00" });

    const colombiaLine = read.body.data.lines.find((l: { productId: string }) => l.productId === product("colombia-huila"));
    const changed = await api("PATCH", `/carts/${cart.id}/lines/${colombiaLine.id}`, { token: guestToken(), body: { quantity: 1 } });
    expect(changed.status).toBe(200);
    expect(quantities(changed.body.data)).toEqual({ [product("colombia-huila")]: 1, [product("earl-grey")]: 1 });
    const zero = await api("PATCH", `/carts/${cart.id}/lines/${colombiaLine.id}`, { token: guestToken(), body: { quantity: 0 } });
    expect(quantities(zero.body.data)).toEqual({ [product("earl-grey")]: 1 });
    const earlLine = zero.body.data.lines[0];
    const removed = await api("DELETE", `/carts/${cart.id}/lines/${earlLine.id}`, { token: guestToken() });
    expect(removed.body.data).toMatchObject({ lines: [], itemCount: 0, subtotal: 0 });
    expect(await api("DELETE", `/carts/${cart.id}/lines/${earlLine.id}`, { token: guestToken() })).toMatchObject({
      status: 404,
      body: { message: "Cart line not found.", code: "not_found" },
    });
  });

  it("refuses packages, inactive products, quantities outside 1–99 and more than the stock, naming what is available", async () => {
    const cart = await newGuestCart();
    const cases: Array<[unknown, string, RegExp]> = [
      [{ productId: product("coffee-lovers-box"), quantity: 1 }, "productId", /subscription package/],
      [{ productId: product("holiday-blend"), quantity: 1 }, "productId", /not available/],
      [{ productId: "00000000-0000-4000-8000-000000000000", quantity: 1 }, "productId", /not available/],
      [{ productId: product("decaf-peru"), quantity: 1 }, "quantity", /^Peru Swiss Water Decaf is out of stock\.$/],
      [{ productId: product("burr-grinder"), quantity: 9 }, "quantity", /^Hand Burr Grinder: only 8 available, 9 requested\.$/],
      [{ productId: product("ethiopia-yirgacheffe"), quantity: 11 }, "quantity", /at most 10 per order/],
      [{ productId: product("sencha"), quantity: 0 }, "quantity", /at least 1\./],
      [{ productId: product("sencha"), quantity: 100 }, "quantity", /greater than 99\./],
      [{ productId: product("sencha"), quantity: 1.5 }, "quantity", /integer/],
      [{ productId: "nope", quantity: 1 }, "productId", /UUID/],
      [{ productId: product("sencha") }, "quantity", /./],
    ];
    for (const [body, field, message] of cases) {
      const res = await addLine(cart.id, body);
      expect({ body, status: res.status, fields: Object.keys(res.body.errors ?? {}) }).toEqual({ body, status: 422, fields: [field] });
      expect(res.body.errors[field][0]).toMatch(message);
      expect(res.body.message).toBe(res.body.errors[field][0]);
    }
    await addLine(cart.id, { productId: product("burr-grinder"), quantity: 5 });
    const more = await addLine(cart.id, { productId: product("burr-grinder"), quantity: 4 });
    expect(more.status).toBe(422);
    expect(more.body.message).toBe("Hand Burr Grinder: you have 5 in your cart and asked for 4 more; only 8 available.");
    const line = (await api("GET", `/carts/${cart.id}`, { token: guestToken() })).body.data.lines[0];
    const tooMany = await api("PATCH", `/carts/${cart.id}/lines/${line.id}`, { token: guestToken(), body: { quantity: 9 } });
    expect(tooMany).toMatchObject({ status: 422, body: { errors: { quantity: ["Hand Burr Grinder: only 8 available, 9 requested."] } } });
    expect((await api("GET", `/carts/${cart.id}`, { token: guestToken() })).body.data.itemCount).toBe(5);
  });

  it("is reachable only with its own tenant's API token: other tenants, customers and bad ids get 404; no token 401", async () => {
    const cart = await newGuestCart();
    for (const token of [fixtures().other.apiToken, account]) {
      expect(await api("GET", `/carts/${cart.id}`, { token })).toMatchObject({
        status: 404,
        body: { message: "Cart not found.", code: "not_found" },
      });
      expect(await addLine(cart.id, { productId: product("sencha"), quantity: 1 }, token)).toMatchObject({ status: 404 });
    }
    expect(await api("GET", "/carts/not-a-uuid", { token: guestToken() })).toMatchObject({ status: 404 });
    expect(await api("GET", `/carts/${cart.id}`, { token: null })).toMatchObject({
      status: 401,
      body: { message: "Unauthenticated.", code: "unauthenticated" },
    });
    expect(await api("POST", "/carts", { token: "not-a-jwt" })).toMatchObject({ status: 401 });
  });
});

describe("customer carts (account token)", () => {
  it("POST /carts returns the customer's one active cart; only that customer reaches it", async () => {
    const a = await api("POST", "/carts", { token: account });
    const b = await api("POST", "/carts", { token: account });
    expect(a.status).toBe(201);
    expect(b.body.data.id).toBe(a.body.data.id);
    const mine = await api("GET", "/account/cart", { token: account });
    expect(mine.body.data.id).toBe(a.body.data.id);
    for (const token of [neighbour, guestToken(), fixtures().other.apiToken])
      expect(await api("GET", `/carts/${a.body.data.id}`, { token })).toMatchObject({ status: 404 });
  });

  it("merges a guest cart after sign-in, capped at stock, and closes it", async () => {
    const own = (await api("POST", "/carts", { token: account })).body.data;
    await addLine(own.id, { productId: product("burr-grinder"), quantity: 6 }, account);
    const guest = await newGuestCart();
    await addLine(guest.id, { productId: product("burr-grinder"), quantity: 5 });
    await addLine(guest.id, { productId: product("kenya-nyeri"), quantity: 2 });
    const merged = await api("POST", "/account/cart/merge", { token: account, body: { cartId: guest.id } });
    expect(merged.status).toBe(200);
    expect(merged.body.data.id).toBe(own.id);
    expect(quantities(merged.body.data)).toMatchObject({ [product("burr-grinder")]: 8, [product("kenya-nyeri")]: 2 });
    expect(await api("GET", `/carts/${guest.id}`, { token: guestToken() })).toMatchObject({ status: 404 });
    expect(await api("POST", "/account/cart/merge", { token: account, body: { cartId: guest.id } })).toMatchObject({
      status: 404,
      body: { message: "Cart not found.", code: "not_found" },
    });
    // Another customer's cart and another tenant's guest cart cannot be merged.
    expect(await api("POST", "/account/cart/merge", { token: neighbour, body: { cartId: own.id } })).toMatchObject({ status: 404 });
    const foreign = (await api("POST", "/carts", { token: fixtures().other.apiToken })).body.data;
    expect(await api("POST", "/account/cart/merge", { token: account, body: { cartId: foreign.id } })).toMatchObject({ status: 404 });
    expect(await api("POST", "/account/cart/merge", { token: account, body: { cartId: "x" } })).toMatchObject({ status: 422 });
    expect(await api("POST", "/account/cart/merge", { token: guestToken(), body: { cartId: guest.id } })).toMatchObject({ status: 401 });
  });

  it("shows current prices: a price change reaches carts already holding the product", async () => {
    const operator = await operatorToken(demo().tenantId);
    const cart = await newGuestCart();
    await addLine(cart.id, { productId: product("gift-box"), quantity: 1 });
    try {
      await api("PATCH", "/operator/products/gift-box", { token: operator, body: { salePrice: 3000 } });
      const read = await api("GET", `/carts/${cart.id}`, { token: guestToken() });
      expect(read.body.data.lines[0]).toMatchObject({ unitPrice: 30, displayUnitPrice: "£30.00" });
    } finally {
      await api("PATCH", "/operator/products/gift-box", { token: operator, body: { salePrice: null } });
    }
    expect((await api("GET", `/carts/${cart.id}`, { token: guestToken() })).body.data.lines[0].unitPrice).toBe(35);
  });
});
