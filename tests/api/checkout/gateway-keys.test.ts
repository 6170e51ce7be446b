import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { demoId, otherId } from "../../support/account";
import { fixtures, type StoreFixture } from "../../support/fixtures";
import { api } from "../../support/http";
import { visaToken } from "../../support/sandbox-engine";

// Checkout never passes the client's raw Idempotency-Key to the payment gateway: a gateway account serving two stores
// (or two shoppers choosing the same key) would take two payments for one, since a real gateway answers the first
// charge again or refuses the "reused" key. The sandbox keeps idempotency as a real gateway does (same key, other
// payment: refused), and checkout namespaces the key by store and payer, so both pay.

/** A new customer of `store` with a UK address, a saved sandbox visa and one bag of coffee in the cart. */
async function readyToPay(store: StoreFixture, product: string) {
  const email = `gateway-${randomUUID()}@example.net`;
  const registered = await api("POST", "/account/register", {
    token: store.apiToken,
    body: { email, password: "Gateway-pass-42", firstName: "Pay", lastName: "Er" },
  });
  expect(registered.status).toBe(201);
  const token = registered.body.token as string;
  const address = await api("POST", "/account/addresses", {
    token,
    body: { firstName: "Pay", lastName: "Er", line1: "1 Quay Street", city: "Bristol", postalCode: "BS1 4DJ", countryCode: "GB" },
  });
  expect(address.status).toBe(201);
  const setup = await api("POST", "/account/payments/sandbox/setup", { token, body: {} });
  expect(setup.status).toBe(200);
  const identifier = setup.body.identifier as string;
  const card = visaToken(identifier, randomUUID().replace(/-/g, ""));
  const saved = await api("POST", `/account/payments/sandbox/setups/${identifier}/complete`, { token, body: { token: card } });
  expect(saved.status).toBe(200);
  const cart = (await api("POST", "/carts", { token })).body.data as { id: string };
  expect((await api("POST", `/carts/${cart.id}/lines`, { token, body: { productId: product, quantity: 1 } })).status).toBe(200);
  return { token, body: { cartId: cart.id, shippingAddressId: address.body.data.id as string, paymentMethodId: saved.body.id as string } };
}

const checkout = (who: Awaited<ReturnType<typeof readyToPay>>, key: string) =>
  api("POST", "/account/checkout", { token: who.token, body: who.body, headers: { "idempotency-key": key } });

describe("the gateway's idempotency key is namespaced by store and payer", () => {
  it("two stores' shoppers checking out with the same Idempotency-Key are both charged and both get their order", async () => {
    const [here, there] = await Promise.all([
      readyToPay(fixtures().demo, demoId("product", "ethiopia-yirgacheffe")),
      readyToPay(fixtures().other, otherId("product", "ethiopia-yirgacheffe")),
    ]);
    const key = `order-${randomUUID()}`;
    const first = await checkout(here, key);
    const second = await checkout(there, key);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.headers.get("idempotent-replayed")).toBeNull();
    expect(second.body.data.id).not.toBe(first.body.data.id);
    expect(second.body.data.status).toBe("paid");
  });

  it("two shoppers of one store with the same key (a client library's fixed key, say) both pay", async () => {
    const product = demoId("product", "ethiopia-yirgacheffe");
    const [one, two] = await Promise.all([readyToPay(fixtures().demo, product), readyToPay(fixtures().demo, product)]);
    const key = "checkout";
    const answers = [await checkout(one, key), await checkout(two, key)];
    expect(answers.map((r) => r.status)).toEqual([201, 201]);
    expect(answers[1]!.body.data.orderId).not.toBe(answers[0]!.body.data.orderId);
  });
});
