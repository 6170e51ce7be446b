import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api, type ApiResponse } from "../../support/http";
import { startInstance, type Instance } from "../../support/instance";
import { makeToken } from "../../support/sandbox-engine";

// The sandbox is not a payment provider: anyone can make its tokens by hand. A second instance runs as a deployment
// on a database server does, without PAYMENTS_SANDBOX (on PGlite, where the embedded database allows the sandbox by
// default, with PAYMENTS_SANDBOX=false): checkout and payment setups answer 503 payments_not_configured and nothing
// is reserved.
let instance: Instance;
const v1 = (path: string) => `${instance.baseUrl}/api/v1${path}`;
const once = () => ({ "idempotency-key": randomUUID() });

beforeAll(async () => {
  instance = await startInstance({ PAYMENTS_SANDBOX: fixtures().databaseMode === "postgres" ? "" : "false" });
}, 180_000);

afterAll(async () => {
  await instance?.stop();
});

function expectNotConfigured(res: ApiResponse, what: string) {
  expect(res.status, what).toBe(503);
  expect(res.body, what).toEqual({ message: expect.stringMatching(/not configured/) as unknown, code: "payments_not_configured" });
  expect(res.headers.get("retry-after"), what).toBeNull();
}

describe("without a payment provider (a database server without PAYMENTS_SANDBOX=true)", () => {
  it("a guest's payment setup and checkout (even with a hand-made sandbox token) answer 503; the cart is untouched", async () => {
    const token = instance.demo.apiToken;
    const listed = await api("GET", v1("/products?perPage=50&inStock=true&type=product"), { token });
    expect(listed.status).toBe(200);
    const product = (listed.body.data as { id: string; inStock: boolean }[]).find((p) => p.inStock)!;
    const cart = await api("POST", v1("/carts"), { token, body: {}, headers: once() });
    expect(cart.status).toBe(201);
    const cartId = cart.body.data.id as string;
    expect(
      (await api("POST", v1(`/carts/${cartId}/lines`), { token, body: { productId: product.id, quantity: 1 }, headers: once() })).status,
    ).toBe(200);

    expectNotConfigured(await api("POST", v1(`/carts/${cartId}/payment-setup`), { token, headers: once() }), "payment setup");
    const identifier = randomUUID();
    const handMade = makeToken({
      v: 1,
      setup: identifier,
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear: 2099,
      nonce: `hand-${identifier}`,
    });
    const checkout = await api("POST", v1("/checkout"), {
      token,
      body: {
        cartId,
        email: `no-provider-${randomUUID()}@example.net`,
        shippingAddress: {
          firstName: "Ada",
          lastName: "Lovelace",
          line1: "1 Queen Square",
          city: "Bath",
          postalCode: "BA1 2HP",
          countryCode: "GB",
        },
        payment: { identifier, token: handMade },
      },
      headers: once(),
    });
    expectNotConfigured(checkout, "guest checkout");
    const after = await api("GET", v1(`/carts/${cartId}`), { token });
    expect(after.status).toBe(200);
    expect(after.body.data.lines).toHaveLength(1);
  });

  it("a customer's payment setup and checkout answer 503", async () => {
    const registered = await api("POST", v1("/account/register"), {
      token: instance.demo.apiToken,
      body: {
        email: `no-provider-${randomUUID()}@example.net`,
        password: "Quartz-lantern-harbour-7",
        firstName: "No",
        lastName: "Provider",
      },
    });
    expect(registered.status).toBe(201);
    const account = registered.body.token as string;
    expectNotConfigured(await api("POST", v1("/account/payments/sandbox/setup"), { token: account, body: {}, headers: once() }), "setup");
    const checkout = await api("POST", v1("/account/checkout"), {
      token: account,
      body: { cartId: randomUUID(), shippingAddressId: randomUUID(), paymentMethodId: randomUUID() },
      headers: once(),
    });
    expectNotConfigured(checkout, "account checkout");
    // An unknown gateway is still 404.
    expect((await api("POST", v1("/account/payments/nope/setup"), { token: account, body: {}, headers: once() })).status).toBe(404);
  });
});
