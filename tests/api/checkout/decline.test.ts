import { beforeAll, describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { demoId, seedKey } from "../../support/account";
import { makeToken } from "../../support/sandbox-engine";

const me = customerFor("checkout-decline");
const home = demoId("address", seedKey(me), "home");
const grinder = demoId("product", "burr-grinder");
let token: string;

/** Saves a sandbox card with the given last four digits (what the engine would produce for a test number). */
async function saveCard(last4: string): Promise<string> {
  const setup = await api("POST", "/account/payments/sandbox/setup", { token, body: {} });
  const cardToken = makeToken({
    v: 1,
    setup: setup.body.identifier,
    brand: "visa",
    last4,
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 2,
    nonce: "decline-test-nonce",
  });
  const saved = await api("POST", `/account/payments/sandbox/setups/${setup.body.identifier}/complete`, {
    token,
    body: { token: cardToken },
  });
  expect(saved.status).toBe(200);
  return saved.body.id ?? saved.body.data?.id;
}

/** Black-box stock probe: asking a fresh guest cart for 99 names what is available. */
async function grinderStock(): Promise<string> {
  const guest = (await api("POST", "/carts", { token: fixtures().demo.apiToken })).body.data;
  const res = await api("POST", `/carts/${guest.id}/lines`, {
    token: fixtures().demo.apiToken,
    body: { productId: grinder, quantity: 99 },
  });
  return res.body.message;
}

beforeAll(async () => {
  token = await loginAs(me);
});

describe("checkout with a declining sandbox card", () => {
  it("answers 402 {message} for each declining test card and changes nothing: stock, cart and orders", async () => {
    const cart = (await api("POST", "/carts", { token })).body.data;
    await api("POST", `/carts/${cart.id}/lines`, { token, body: { productId: grinder, quantity: 2 } });
    const ordersBefore = (await api("GET", "/account/orders", { token })).body.meta.total;
    const stockBefore = await grinderStock();
    for (const [last4, message] of [
      ["0002", "Your card was declined."],
      ["9995", "Your card has insufficient funds."],
    ]) {
      const card = await saveCard(last4!);
      const res = await api("POST", "/account/checkout", {
        token,
        body: { cartId: cart.id, shippingAddressId: home, paymentMethodId: card },
      });
      expect(res).toMatchObject({ status: 402, body: { message } });
    }
    expect(await grinderStock()).toBe(stockBefore);
    const after = await api("GET", `/carts/${cart.id}`, { token });
    expect(after.status).toBe(200);
    expect(after.body.data.lines.map((l: { productId: string; quantity: number }) => [l.productId, l.quantity])).toEqual([[grinder, 2]]);
    expect((await api("GET", "/account/orders", { token })).body.meta.total).toBe(ordersBefore);
    // The same cart then goes through with a good card.
    const ok = await api("POST", "/account/checkout", {
      token,
      body: { cartId: cart.id, shippingAddressId: home, paymentMethodId: demoId("payment-method", seedKey(me), "visa") },
    });
    expect(ok.status).toBe(201);
  });
});
