import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { saveVisaCard } from "../../support/cards";
import { bathAddress } from "../../support/guest-checkout";
import { api } from "../../support/http";
import { makeToken } from "../../support/sandbox-engine";
import { newStaff, newStore } from "./support";

const closed = { message: expect.stringContaining("sign in"), code: "guest_checkout_disabled" };

describe("the store's guestCheckout setting", { timeout: 120_000 }, () => {
  it("off: a guest's payment setup and checkout are refused (403 guest_checkout_disabled) and nothing changes; a signed-in customer still checks out; on again: the guest pays", async () => {
    const store = await newStore(["--demo"]);
    const other = await newStore(["--demo"]);
    const owner = await newStaff(store, "owner");
    const product = (await api("GET", "/products/burr-grinder", { token: store.apiToken })).body.data as { id: string };
    const guestCart = async (apiToken = store.apiToken, productId = product.id) => {
      const cart = await api("POST", "/carts", { token: apiToken, body: { market: "GB" } });
      expect(cart.status).toBe(201);
      const id = cart.body.data.id as string;
      expect((await api("POST", `/carts/${id}/lines`, { token: apiToken, body: { productId, quantity: 1 } })).status).toBe(200);
      return id;
    };
    const cartId = await guestCart();
    // A setup opened while guests were welcome, to show that the checkout itself is refused too.
    const early = await api("POST", `/carts/${cartId}/payment-setup`, { token: store.apiToken });
    expect(early.status).toBe(201);
    const identifier = early.body.identifier as string;

    const orders = async () => (await api("GET", "/operator/orders?perPage=100", { token: owner.token })).body;
    const ordersBefore = await orders();
    const off = await api("PATCH", "/operator/store", { token: owner.token, body: { guestCheckout: false } });
    expect(off).toMatchObject({ status: 200, body: { data: { guestCheckout: false } } });

    expect(await api("POST", `/carts/${cartId}/payment-setup`, { token: store.apiToken })).toMatchObject({ status: 403, body: closed });
    const token = makeToken({
      v: 1,
      setup: identifier,
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 2,
      nonce: `guest-off-${identifier}`,
    });
    const checkout = (apiToken: string, id: string, setup: string, card: string) =>
      api("POST", "/checkout", {
        token: apiToken,
        body: {
          cartId: id,
          email: `guest-off-${randomUUID()}@example.org`,
          shippingAddress: bathAddress,
          payment: { identifier: setup, token: card },
        },
        headers: { "idempotency-key": randomUUID() },
      });
    const refused = await checkout(store.apiToken, cartId, identifier, token);
    expect(refused).toMatchObject({ status: 403, body: closed });
    expect(Object.keys(refused.body).sort()).toEqual(["code", "message"]);
    // Nothing changed: the cart is still open with its line, and no order was placed.
    const cart = await api("GET", `/carts/${cartId}`, { token: store.apiToken });
    expect(cart).toMatchObject({
      status: 200,
      body: { data: { id: cartId, lines: [expect.objectContaining({ productId: product.id })] } },
    });
    expect(await orders()).toEqual(ordersBefore);

    // Another store keeps its own setting: its guests still pay.
    const otherProduct = (await api("GET", "/products/burr-grinder", { token: other.apiToken })).body.data as { id: string };
    const otherCart = await guestCart(other.apiToken, otherProduct.id);
    expect((await api("POST", `/carts/${otherCart}/payment-setup`, { token: other.apiToken })).status).toBe(201);

    // A signed-in customer of the store checks out as before.
    const email = `guest-off-member-${randomUUID().slice(0, 8)}@example.org`;
    const registered = await api("POST", "/account/register", {
      token: store.apiToken,
      body: { email, password: "Members-only-42", firstName: "Mem", lastName: "Ber" },
    });
    expect(registered.status).toBe(201);
    const customer = registered.body.token as string;
    const address = await api("POST", "/account/addresses", { token: customer, body: bathAddress });
    expect(address.status).toBe(201);
    const cardId = await saveVisaCard(customer, "4242", `guest-off-member-${randomUUID()}`);
    const memberCart = (await api("POST", "/carts", { token: customer, body: {} })).body.data.id as string;
    expect(
      (await api("POST", `/carts/${memberCart}/lines`, { token: customer, body: { productId: product.id, quantity: 1 } })).status,
    ).toBe(200);
    const placed = await api("POST", "/account/checkout", {
      token: customer,
      body: { cartId: memberCart, shippingAddressId: address.body.data.id, paymentMethodId: cardId },
      headers: { "idempotency-key": randomUUID() },
    });
    expect(placed).toMatchObject({ status: 201, body: { data: { status: "paid" } } });

    // Switched on again, the guest's cart pays with a new setup.
    expect((await api("PATCH", "/operator/store", { token: owner.token, body: { guestCheckout: true } })).status).toBe(200);
    const setup = await api("POST", `/carts/${cartId}/payment-setup`, { token: store.apiToken });
    expect(setup.status).toBe(201);
    const again = makeToken({
      v: 1,
      setup: setup.body.identifier,
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 2,
      nonce: `guest-on-${setup.body.identifier}`,
    });
    expect(await checkout(store.apiToken, cartId, setup.body.identifier, again)).toMatchObject({
      status: 201,
      body: { data: { status: "paid" } },
    });
  });
});
