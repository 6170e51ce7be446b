import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { otherId } from "../../support/account";
import { operatorToken } from "../../support/operator-tokens";

/**
 * A cart read is answered from the priced answer kept per cart (lib/cart/priced-cart-cache.ts) only while nothing it
 * depends on has changed: each case reads the cart once (kept), changes one thing the way the store or the shopper
 * would, and reads again. Runs in the other store, whose Kenya Nyeri (£14.00) only this file re-prices, and back.
 */
const store = () => fixtures().other;
const guest = () => store().apiToken;
const operator = () => operatorToken(store().tenantId);
const kenya = otherId("product", "kenya-nyeri");
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

async function cartWithKenya(token = guest()): Promise<string> {
  const cart = (await api("POST", "/carts", { token, body: { market: "GB" } })).body.data;
  expect((await api("POST", `/carts/${cart.id}/lines`, { token, body: { productId: kenya, quantity: 2 } })).status).toBe(200);
  return cart.id;
}
/** A new customer of the other store (no seeded customer is spare there). */
async function newCustomer(): Promise<string> {
  const registered = await api("POST", "/account/register", {
    token: guest(),
    body: { email: `kept-cart-${randomUUID()}@example.net`, password: "Kept-cart-pass-42", firstName: "Kept", lastName: "Cart" },
  });
  expect(registered.status).toBe(201);
  return registered.body.token as string;
}
const read = async (cartId: string, token = guest()) => {
  const res = await api("GET", `/carts/${cartId}`, { token });
  expect(res.status).toBe(200);
  return res.body.data;
};

describe("a cart read after something that prices it changed", () => {
  it("shows the operator's new price at once, and the old one after it is put back", async () => {
    const cartId = await cartWithKenya();
    expect((await read(cartId)).lines[0]).toMatchObject({ unitPrice: 14, lineTotal: 28 });
    expect((await read(cartId)).lines[0]).toMatchObject({ unitPrice: 14, lineTotal: 28 });
    try {
      expect((await api("PATCH", "/operator/products/kenya-nyeri", { token: await operator(), body: { price: 1450 } })).status).toBe(200);
      const repriced = await read(cartId);
      expect(repriced.lines[0]).toMatchObject({ unitPrice: 14.5, lineTotal: 29 });
      expect(repriced.totals).toMatchObject({ subtotal: 29 });
    } finally {
      expect((await api("PATCH", "/operator/products/kenya-nyeri", { token: await operator(), body: { price: 1400 } })).status).toBe(200);
    }
    expect((await read(cartId)).lines[0]).toMatchObject({ unitPrice: 14, lineTotal: 28 });
  });

  it("stops applying a code the moment the operator disables it", async () => {
    const code = `KEEP${run}`;
    const created = await api("POST", "/operator/discounts", { token: await operator(), body: { code, kind: "percentage", value: 10 } });
    expect(created.status).toBe(201);
    const cartId = await cartWithKenya();
    expect((await api("POST", `/carts/${cartId}/discount-codes`, { token: guest(), body: { code } })).status).toBe(200);
    expect((await read(cartId)).totals).toMatchObject({ subtotal: 28, discountTotal: 2.8 });
    expect((await read(cartId)).totals).toMatchObject({ discountTotal: 2.8 });
    const disabled = await api("PATCH", `/operator/discounts/${created.body.data.id}`, {
      token: await operator(),
      body: { active: false },
    });
    expect(disabled.status).toBe(200);
    expect((await read(cartId)).totals).toMatchObject({ subtotal: 28, discountTotal: 0 });
  });

  it("stops applying a code when it ends, with no write in between", async () => {
    const code = `ENDS${run}`;
    const endsAt = new Date(Date.now() + 2500);
    endsAt.setUTCMilliseconds(0);
    const created = await api("POST", "/operator/discounts", {
      token: await operator(),
      body: { code, kind: "percentage", value: 10, endsAt: endsAt.toISOString().replace(".000Z", "Z") },
    });
    expect(created.status).toBe(201);
    const cartId = await cartWithKenya();
    expect((await api("POST", `/carts/${cartId}/discount-codes`, { token: guest(), body: { code } })).status).toBe(200);
    expect((await read(cartId)).totals).toMatchObject({ discountTotal: 2.8 });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, endsAt.getTime() - Date.now()) + 300));
    expect((await read(cartId)).totals).toMatchObject({ subtotal: 28, discountTotal: 0 });
  });

  it("answers 404 for a cart it read before once that cart is merged into the customer's", async () => {
    const cartId = await cartWithKenya();
    await read(cartId);
    const account = await newCustomer();
    const merged = await api("POST", "/account/cart/merge", { token: account, body: { cartId } });
    expect(merged.status).toBe(200);
    const gone = await api("GET", `/carts/${cartId}`, { token: guest() });
    expect(gone).toMatchObject({ status: 404, body: { message: "Cart not found.", code: "not_found" } });
  });

  it("shows a line added by the shopper, and never another shopper's cart from the kept answers", async () => {
    const cartId = await cartWithKenya();
    await read(cartId);
    expect(
      (await api("PATCH", `/carts/${cartId}/lines/${(await read(cartId)).lines[0].id}`, { token: guest(), body: { quantity: 3 } })).status,
    ).toBe(200);
    expect((await read(cartId)).lines[0]).toMatchObject({ quantity: 3, lineTotal: 42 });
    const account = await newCustomer();
    expect((await api("GET", `/carts/${cartId}`, { token: account })).status).toBe(404);
    expect((await api("GET", `/carts/${cartId}`, { token: fixtures().demo.apiToken })).status).toBe(404);
  });
});
