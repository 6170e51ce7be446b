import { describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { demoId } from "../../support/account";
import { waitForMail } from "../../support/mail";
import { operatorToken } from "../../support/operator-tokens";
import { makeToken } from "../../support/sandbox-engine";

// This file alone buys the gift box: its stock is set here and probed black-box.
const giftBox = demoId("product", "gift-box");
const apiToken = () => fixtures().demo.apiToken;
const nextYear = new Date().getUTCFullYear() + 2;
const address = { firstName: "Grace", lastName: "Hopper", line1: "1 Queen Square", city: "Bath", postalCode: "BA1 2HP", countryCode: "GB" };

async function guestCart(quantity = 1, token = apiToken()): Promise<string> {
  const cart = (await api("POST", "/carts", { token })).body.data;
  const res = await api("POST", `/carts/${cart.id}/lines`, { token, body: { productId: giftBox, quantity } });
  expect(res.status).toBe(200);
  return cart.id;
}
async function setupFor(cartId: string, token = apiToken()): Promise<string> {
  const res = await api("POST", `/carts/${cartId}/payment-setup`, { token });
  expect(res.status).toBe(201);
  expect(res.body.engineUrl).toMatch(/\/api\/v1\/payments\/sandbox\/engine\.js$/);
  return res.body.identifier;
}
const cardToken = (setup: string, last4 = "4242") =>
  makeToken({ v: 1, setup, brand: "visa", last4, expMonth: 12, expYear: nextYear, nonce: `guest-${last4}-nonce` });
const checkout = (body: unknown, headers: Record<string, string> = {}, token = apiToken()) =>
  api("POST", "/checkout", { token, body, headers });

/** What a guest cart may still take of the gift box (the message names it while stock ≤ the per-order cap of 10). */
async function giftBoxesLeft(): Promise<string> {
  const probe = (await api("POST", "/carts", { token: apiToken() })).body.data;
  return (await api("POST", `/carts/${probe.id}/lines`, { token: apiToken(), body: { productId: giftBox, quantity: 99 } })).body.message;
}
async function setGiftBoxStock(stock: number) {
  const res = await api("PATCH", "/operator/products/gift-box", { token: await operatorToken(fixtures().demo.tenantId), body: { stock } });
  expect(res.status).toBe(200);
}

describe("guest checkout: POST /carts/{cartId}/payment-setup, POST /checkout, GET /orders/{orderId}", () => {
  it("a guest pays with a card that is not saved; the order carries e-mail, status, totals and an access token; the mail links to it", async () => {
    const email = `guest-paid-${Date.now()}@example.com`;
    const cartId = await guestCart(1);
    const identifier = await setupFor(cartId);
    const res = await checkout({ cartId, email, shippingAddress: address, payment: { identifier, token: cardToken(identifier) } });
    expect(res.status).toBe(201);
    const order = res.body.data;
    expect(order).toMatchObject({
      status: "paid",
      email,
      guest: true,
      currencyCode: "GBP",
      total: 35,
      totals: { subtotal: 35, shipping: 0, total: 35, currencyCode: "GBP", captured: 35, refunded: 0 },
      paymentMethod: { id: null, cardType: "visa", cardLast4: "4242" },
      shippingAddress: { ...address, line2: null, region: null },
      fulfilments: [],
      refunds: [],
    });
    expect(order.orderId).toMatch(/^SF-\d+$/);
    expect(order.accessToken).toMatch(/^ot_[\w-]{20,}$/);
    // The cart is converted; the card was not saved anywhere a customer could list.
    expect((await api("GET", `/carts/${cartId}`, { token: apiToken() })).status).toBe(404);

    const read = await api("GET", `/orders/${order.orderId}`, { token: apiToken(), headers: { "x-order-token": order.accessToken } });
    expect(read.status).toBe(200);
    const { accessToken: _shownOnce, ...rest } = order;
    expect(read.body.data).toEqual(rest);
    for (const headers of [{} as Record<string, string>, { "x-order-token": "ot_wrong" }, { "x-order-token": `${order.accessToken}x` }])
      expect(await api("GET", `/orders/${order.orderId}`, { token: apiToken(), headers })).toMatchObject({
        status: 404,
        body: { message: "Order not found.", code: "not_found" },
      });
    // Another store's API token with the right access token: not found either.
    expect(
      (await api("GET", `/orders/${order.orderId}`, { token: fixtures().other.apiToken, headers: { "x-order-token": order.accessToken } }))
        .status,
    ).toBe(404);

    const mail = await waitForMail({ to: email, subject: new RegExp(order.orderId) });
    expect(mail.text).toContain(`/orders/${order.orderId}?token=${encodeURIComponent(order.accessToken)}`);
  });

  it("refuses bad input with 422 naming the field, and charges nothing and takes no stock", async () => {
    await setGiftBoxStock(5);
    const cartId = await guestCart(2);
    const identifier = await setupFor(cartId);
    const good = { cartId, email: "grace@example.com", shippingAddress: address, payment: { identifier, token: cardToken(identifier) } };
    const otherCart = await guestCart(1);
    const otherSetup = await setupFor(otherCart);
    const otherStoreCart = (await api("POST", "/carts", { token: fixtures().other.apiToken })).body.data.id as string;
    const otherStoreSetup = (await api("POST", `/carts/${otherStoreCart}/payment-setup`, { token: fixtures().other.apiToken })).body
      .identifier;
    const cases: [string, unknown, string][] = [
      ["invalid e-mail", { ...good, email: "not-an-email" }, "email"],
      ["no e-mail", { ...good, email: undefined }, "email"],
      ["address outside every market", { ...good, shippingAddress: { ...address, countryCode: "JP" } }, "shippingAddress.countryCode"],
      ["country not a code", { ...good, shippingAddress: { ...address, countryCode: "Britain" } }, "shippingAddress.countryCode"],
      ["missing city", { ...good, shippingAddress: { ...address, city: " " } }, "shippingAddress.city"],
      ["setup of another cart", { ...good, payment: { identifier: otherSetup, token: cardToken(otherSetup) } }, "payment.identifier"],
      [
        "setup of another store",
        { ...good, payment: { identifier: otherStoreSetup, token: cardToken(otherStoreSetup) } },
        "payment.identifier",
      ],
      ["token made for another setup", { ...good, payment: { identifier, token: cardToken(otherSetup) } }, "payment.token"],
      ["forged token", { ...good, payment: { identifier, token: "sbx_tok_bm90LWpzb24" } }, "payment.token"],
      ["not a setup id", { ...good, payment: { identifier: "nope", token: cardToken(identifier) } }, "payment.identifier"],
    ];
    for (const [name, body, field] of cases) {
      const res = await checkout(body);
      expect({ name, status: res.status, fields: Object.keys(res.body.errors ?? {}) }).toEqual({ name, status: 422, fields: [field] });
      expect(res.body.message).toBe(res.body.errors[field][0]);
    }
    // Every failing field in one answer: the schema's (the e-mail) and the store's (the country, the token).
    const everything = await checkout({
      ...good,
      email: "not-an-email",
      shippingAddress: { ...address, countryCode: "JP" },
      payment: { identifier, token: cardToken(otherSetup) },
    });
    expect(everything.status).toBe(422);
    expect(Object.keys(everything.body.errors).sort()).toEqual(["email", "payment.token", "shippingAddress.countryCode"]);
    expect(everything.body).toMatchObject({ code: "validation_failed", message: expect.stringMatching(/\(and 2 more errors\)$/) });
    const storeOnly = await checkout({
      ...good,
      shippingAddress: { ...address, countryCode: "JP" },
      payment: { identifier: otherSetup, token: "x" },
    });
    expect(Object.keys(storeOnly.body.errors).sort()).toEqual(["payment.identifier", "shippingAddress.countryCode"]);
    expect(await giftBoxesLeft()).toMatch(/only 5 available/);
    // A customer's account token is not a guest checkout; nor is no token.
    expect((await checkout(good, {}, "")).status).toBe(401);
    // The same cart and setup then pay.
    expect((await checkout(good)).status).toBe(201);
    expect(await giftBoxesLeft()).toMatch(/only 3 available/);
    // A replayed token: on another cart the setup is not that cart's; on the same cart the setup is used. Nothing is charged again.
    const replayOnOther = await checkout({ ...good, cartId: otherCart });
    expect(replayOnOther).toMatchObject({ status: 422, body: { errors: { "payment.identifier": [expect.any(String)] } } });
    expect(await checkout(good)).toMatchObject({ status: 422, body: { errors: { "payment.token": [expect.any(String)] } } });
    expect(await giftBoxesLeft()).toMatch(/only 3 available/);
    await setGiftBoxStock(20);
  });

  it("declining test cards answer 402 payment_declined, release the stock and leave the cart and setup usable", async () => {
    await setGiftBoxStock(6);
    const cartId = await guestCart(2);
    const identifier = await setupFor(cartId);
    const body = (last4: string) => ({
      cartId,
      email: "declined@example.com",
      shippingAddress: address,
      payment: { identifier, token: cardToken(identifier, last4) },
    });
    for (const [last4, message] of [
      ["0002", "Your card was declined."],
      ["9995", "Your card has insufficient funds."],
      ["0069", "Your card has expired."],
      ["0341", "Your card was declined."],
    ] as const) {
      const res = await checkout(body(last4));
      expect({ last4, status: res.status, body: res.body }).toEqual({ last4, status: 402, body: { message, code: "payment_declined" } });
      expect(await giftBoxesLeft()).toMatch(/only 6 available/);
    }
    expect((await api("GET", `/carts/${cartId}`, { token: apiToken() })).body.data.itemCount).toBe(2);
    const ok = await checkout(body("4242"));
    expect(ok.status).toBe(201);
    expect(await giftBoxesLeft()).toMatch(/only 4 available/);

    // The operator cancels it before it ships: refunded in full, the stock is back, the guest is mailed.
    const operator = await operatorToken(fixtures().demo.tenantId);
    const cancelled = await api("POST", `/operator/orders/${ok.body.data.orderId}/cancel`, { token: operator });
    expect(cancelled).toMatchObject({
      status: 200,
      body: { data: { status: "cancelled", totals: { refunded: 70, captured: 70 }, refunds: [{ amount: 70, status: "succeeded" }] } },
    });
    expect(await giftBoxesLeft()).toMatch(/only 6 available/);
    await waitForMail({ to: "declined@example.com", subject: /cancelled/ });
    await setGiftBoxStock(20);
  });

  it("payment setup is for guest carts of the store only (404 otherwise); the setup answer is 201", async () => {
    expect((await api("POST", `/carts/00000000-0000-4000-8000-00000000c0de/payment-setup`, { token: apiToken() })).status).toBe(404);
    expect((await api("POST", `/carts/not-a-uuid/payment-setup`, { token: apiToken() })).status).toBe(404);
    const cartId = await guestCart(1);
    expect((await api("POST", `/carts/${cartId}/payment-setup`, { token: fixtures().other.apiToken })).status).toBe(404);
    expect((await api("POST", `/carts/${cartId}/payment-setup`, {})).status).toBe(401);
  });
});
