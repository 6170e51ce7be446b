import { randomUUID } from "node:crypto";
import { createStorefrontClient, StorefrontApiError } from "@storefront/sdk";
import { describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { visaToken } from "../../support/sandbox-engine";
import { bathAddress } from "../../support/guest-checkout";

/**
 * Purchases through the SDK package (sdk/src, as `@storefront/sdk`) against the built app, the way an integrator's
 * headless storefront makes them: typed paths and bodies, the token picked per operation, an Idempotency-Key on
 * each write, errors thrown as StorefrontApiError.
 */
const baseUrl = () => `${fixtures().baseUrl}/api/v1`;
const storeToken = () => fixtures().demo.apiToken;
const shop = () => createStorefrontClient({ baseUrl: baseUrl(), token: storeToken() });

describe("a purchase through @storefront/sdk", () => {
  it("a guest: products → cart → line → payment setup → checkout → the order by its access token", async () => {
    const api = shop();
    const { data: products } = await api.GET("/products", { params: { query: { collection: "coffee", perPage: 24 } } });
    const product = products.data.find((p) => p.slug === "ethiopia-yirgacheffe");
    expect(product).toBeDefined();

    const { data: created, response } = await api.POST("/carts", { body: {} });
    expect(response.status).toBe(201);
    const cartId = created.data.id;
    const { data: withLine } = await api.POST("/carts/{cartId}/lines", {
      params: { path: { cartId } },
      body: { productId: product!.id, quantity: 2 },
    });
    expect(withLine.data.lines).toEqual([expect.objectContaining({ productId: product!.id, quantity: 2 })]);

    const { data: setup } = await api.POST("/carts/{cartId}/payment-setup", { params: { path: { cartId } } });
    const idempotencyKey = randomUUID();
    const checkout = () =>
      api.POST("/checkout", {
        params: { header: { "Idempotency-Key": idempotencyKey } },
        body: {
          cartId,
          email: "sdk-guest@example.com",
          shippingAddress: bathAddress,
          payment: { identifier: setup.identifier, token: visaToken(setup.identifier, `sdk-${setup.identifier}`) },
        },
      });
    const { data: placed } = await checkout();
    expect(placed.data).toMatchObject({ orderId: expect.stringMatching(/^SF-\d+$/), status: "paid", guest: true });
    // The caller's own key is sent as given: the same key answers the same order again.
    const replay = await checkout();
    expect(replay.response.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.data.data.orderId).toBe(placed.data.orderId);

    const { data: order } = await api.GET("/orders/{orderId}", {
      params: { path: { orderId: placed.data.orderId }, header: { "X-Order-Token": placed.data.accessToken ?? "" } },
    });
    expect(order.data).toMatchObject({ orderId: placed.data.orderId, status: "paid" });
  });

  it("a customer: registers, saves an address and a card, and checks out with the account token where it belongs", async () => {
    const email = `sdk-${randomUUID()}@example.net`;
    const { data: registered } = await shop().POST("/account/register", {
      body: { email, password: "a-long-sdk-password", firstName: "Sam", lastName: "Dee" },
    });
    // One client with both tokens: the store's for the catalogue, the customer's for the account and the cart.
    const api = createStorefrontClient({ baseUrl: baseUrl(), token: storeToken(), accountToken: registered.token });

    const { data: address } = await api.POST("/account/addresses", {
      body: {
        firstName: "Sam",
        lastName: "Dee",
        line1: "1 Queen Square",
        city: "Bath",
        postalCode: "BA1 2HP",
        countryCode: "GB",
        isDefault: true,
      },
    });
    const { data: setup } = await api.POST("/account/payments/{gateway}/setup", { params: { path: { gateway: "sandbox" } }, body: {} });
    const { data: card } = await api.POST("/account/payments/{gateway}/setups/{identifier}/complete", {
      params: { path: { gateway: "sandbox", identifier: setup.identifier } },
      body: { token: visaToken(setup.identifier, `sdk-${setup.identifier}`) },
    });

    const { data: product } = await api.GET("/products/{slug}", { params: { path: { slug: "earl-grey" } } });
    const { data: cart } = await api.POST("/carts", { body: {} });
    await api.POST("/carts/{cartId}/lines", {
      params: { path: { cartId: cart.data.id } },
      body: { variantId: product.data.variants[0]!.id, quantity: 1 },
    });
    // The cart is the customer's (the account token went to /carts): GET /account/cart answers it.
    expect((await api.GET("/account/cart")).data.data?.id).toBe(cart.data.id);

    const { data: placed } = await api.POST("/account/checkout", {
      body: { cartId: cart.data.id, shippingAddressId: address.data.id, paymentMethodId: card.id },
    });
    expect(placed.data).toMatchObject({ status: "paid", lines: [expect.objectContaining({ productId: product.data.id, quantity: 1 })] });
    const { data: orders } = await api.GET("/account/orders");
    expect(orders.data.map((o) => o.orderId)).toContain(placed.data.orderId);
  });

  it("throws a StorefrontApiError with the status, message and field errors", async () => {
    const api = shop();
    const { data: cart } = await api.POST("/carts", { body: {} });
    const invalid = await api
      .POST("/carts/{cartId}/lines", { params: { path: { cartId: cart.data.id } }, body: { productId: randomUUID(), quantity: 0 } })
      .catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(StorefrontApiError);
    expect(invalid).toMatchObject({ status: 422, message: expect.any(String), errors: { quantity: [expect.any(String)] } });
    expect((invalid as StorefrontApiError).requestId).toEqual(expect.any(String));

    const wrongToken = createStorefrontClient({ baseUrl: baseUrl(), token: "not-a-token" });
    await expect(wrongToken.GET("/collections")).rejects.toMatchObject({ status: 401, message: "Unauthenticated." });
    // An account operation without an account token: the store's token is sent, and refused.
    await expect(shop().GET("/account")).rejects.toMatchObject({ status: 401 });
  });
});
