import { beforeAll, describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { demoId, seedKey } from "../../support/account";
import { saveVisaCard } from "../../support/cards";
import { operatorToken } from "../../support/operator-tokens";
import { leadVariant } from "../../support/variants";

const me = customerFor("checkout-decline");
const home = demoId("address", seedKey(me), "home");
// Darjeeling: no other test asserts its stock (carts.test.ts counts the grinder's, which a pending order here would
// hold for a moment). Its per-order maximum is raised so that asking for 99 names the stock.
const darjeeling = demoId("product", "darjeeling-first-flush");
let token: string;

/** Saves a sandbox card with the given last four digits (what the engine would produce for a test number). */
const saveCard = (last4: string) => saveVisaCard(token, last4, "decline-test-nonce");

/** Black-box stock probe: asking a fresh guest cart for 99 names what is available. */
async function darjeelingStock(): Promise<string> {
  const guest = (await api("POST", "/carts", { token: fixtures().demo.apiToken })).body.data;
  const res = await api("POST", `/carts/${guest.id}/lines`, {
    token: fixtures().demo.apiToken,
    body: { variantId: leadVariant("darjeeling-first-flush"), quantity: 99 },
  });
  return res.body.message;
}

beforeAll(async () => {
  token = await loginAs(me);
  const operator = await operatorToken(fixtures().demo.tenantId);
  expect((await api("PATCH", "/operator/products/darjeeling-first-flush", { token: operator, body: { maxQuantity: 99 } })).status).toBe(
    200,
  );
});

describe("checkout with a declining sandbox card", () => {
  it("answers 402 {message} for each declining test card and changes nothing: stock, cart and orders", async () => {
    const cart = (await api("POST", "/carts", { token })).body.data;
    await api("POST", `/carts/${cart.id}/lines`, { token, body: { variantId: leadVariant("darjeeling-first-flush"), quantity: 2 } });
    const ordersBefore = (await api("GET", "/account/orders", { token })).body.meta.total;
    const stockBefore = await darjeelingStock();
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
    expect(await darjeelingStock()).toBe(stockBefore);
    const after = await api("GET", `/carts/${cart.id}`, { token });
    expect(after.status).toBe(200);
    expect(after.body.data.lines.map((l: { productId: string; quantity: number }) => [l.productId, l.quantity])).toEqual([[darjeeling, 2]]);
    expect((await api("GET", "/account/orders", { token })).body.meta.total).toBe(ordersBefore);
    // The same cart then goes through with a good card.
    const ok = await api("POST", "/account/checkout", {
      token,
      body: { cartId: cart.id, shippingAddressId: home, paymentMethodId: demoId("payment-method", seedKey(me), "visa") },
    });
    expect(ok.status).toBe(201);
  });
});
