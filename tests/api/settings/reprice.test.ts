import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { api } from "../../support/http";
import { bathAddress, guestCheckout } from "../../support/guest-checkout";
import { newStore } from "./support";

/** Pays a guest cart of `apiToken`'s store as a shopper would (a payment setup, a Visa tokenised for it, POST /checkout). */
async function payAsGuest(apiToken: string, cartId: string, shippingAddress: Record<string, string> = bathAddress) {
  const res = await guestCheckout(cartId, `settings-${randomUUID()}@example.org`, shippingAddress, {}, apiToken);
  expect(res.status).toBe(201);
  return res.body.data as { orderId: string; accessToken: string };
}

describe("a changed rate re-prices open carts on their next read, never a placed order", { timeout: 120_000 }, () => {
  it("on a store loaded with --demo: VAT and delivery changes show in the open cart; the paid order keeps its amounts", async () => {
    const store = await newStore(["--demo"]);
    const product = await api("GET", "/products/burr-grinder", { token: store.apiToken });
    expect(product.status).toBe(200);
    const cartWith = async () => {
      const cart = await api("POST", "/carts", { token: store.apiToken, body: { market: "GB" } });
      const id = cart.body.data.id as string;
      expect(
        (await api("POST", `/carts/${id}/lines`, { token: store.apiToken, body: { productId: product.body.data.id, quantity: 1 } })).status,
      ).toBe(200);
      expect((await api("PATCH", `/carts/${id}`, { token: store.apiToken, body: { shippingCountry: "GB" } })).status).toBe(200);
      return id;
    };
    const paidCart = await cartWith();
    const openCart = await cartWith();
    const totals = async (id: string) => (await api("GET", `/carts/${id}`, { token: store.apiToken })).body.data.totals;
    const before = await totals(openCart);
    expect(before.taxLines).toEqual([expect.objectContaining({ rate: 20 })]);
    const order = await payAsGuest(store.apiToken, paidCart);
    const placed = await api("GET", `/orders/${order.orderId}`, { token: store.apiToken, headers: { "x-order-token": order.accessToken } });
    expect(placed.status).toBe(200);

    const rates = (await api("GET", "/operator/tax-rates", { token: store.op })).body.data as {
      id: string;
      countryCode: string;
      region: string | null;
      taxClass: string;
    }[];
    const gbStandard = rates.find((r) => r.countryCode === "GB" && r.region === null && r.taxClass === "standard")!;
    expect((await api("PATCH", `/operator/tax-rates/${gbStandard.id}`, { token: store.op, body: { rate: 25 } })).status).toBe(200);
    const after = await totals(openCart);
    expect(after.taxLines).toEqual([expect.objectContaining({ rate: 25 })]);
    expect(after.taxTotal).toBeGreaterThan(before.taxTotal);
    expect(after.total).toBe(before.total); // prices include VAT in GB: the tax inside grows, the price stays

    const shipping = (await api("GET", "/operator/shipping-rates", { token: store.op })).body.data as {
      id: string;
      currencyCode: string;
    }[];
    const gbRate = shipping.find((r) => r.currencyCode === "GBP")!;
    expect(
      (await api("PATCH", `/operator/shipping-rates/${gbRate.id}`, { token: store.op, body: { price: 7, freeOver: null } })).status,
    ).toBe(200);
    expect((await totals(openCart)).shipping).toBe(7);

    const still = await api("GET", `/orders/${order.orderId}`, { token: store.apiToken, headers: { "x-order-token": order.accessToken } });
    expect(still.body).toEqual(placed.body);

    // An order placed in the euro market keeps that market: it cannot be deleted under it.
    const euro = await api("POST", "/carts", { token: store.apiToken, body: { market: "DE" } });
    const euroId = euro.body.data.id as string;
    expect(
      (await api("POST", `/carts/${euroId}/lines`, { token: store.apiToken, body: { productId: product.body.data.id, quantity: 1 } }))
        .status,
    ).toBe(200);
    await payAsGuest(store.apiToken, euroId, {
      firstName: "Max",
      lastName: "Muster",
      line1: "Torstraße 1",
      city: "Berlin",
      postalCode: "10119",
      countryCode: "DE",
    });
    const deleted = await api("DELETE", `/operator/markets/${euro.body.data.marketId}`, { token: store.op });
    expect(deleted).toMatchObject({ status: 409, body: { code: "market_in_use" } });
    expect(deleted.body.message).toContain("orders");
  });
});
