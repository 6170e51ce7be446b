import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { demoId, seedKey } from "../../support/account";
import { waitForMail } from "../../support/mail";
import { leadVariant } from "../../support/variants";

const demo = () => fixtures().demo;
const product = (key: string) => demoId("product", key);
const me = customerFor("checkout");
const key = seedKey(me);
const home = demoId("address", key, "home");
const visa = demoId("payment-method", key, "visa");
let token: string;

async function cartWith(lines: Array<[string, number]>, who = token): Promise<string> {
  const cart = (await api("POST", "/carts", { token: who })).body.data;
  for (const [p, quantity] of lines) {
    const res = await api("POST", `/carts/${cart.id}/lines`, { token: who, body: { variantId: leadVariant(p), quantity } });
    expect(res.status).toBe(200);
  }
  return cart.id;
}
const checkout = (body: unknown, headers: Record<string, string> = {}, who = token) =>
  api("POST", "/account/checkout", { token: who, body, headers });

beforeAll(async () => {
  token = await loginAs(me);
});

describe("POST /account/checkout", () => {
  it("places a paid order: next public number, current prices, free UK delivery over £30, points, cart converted, mail sent", async () => {
    const before = await api("GET", "/account/orders", { token });
    const cartId = await cartWith([
      ["ethiopia-yirgacheffe", 2],
      ["earl-grey", 1],
    ]);
    const res = await checkout({ cartId, shippingAddressId: home, paymentMethodId: visa }, { "idempotency-key": randomUUID() });
    expect(res.status).toBe(201);
    const order = res.body.data;
    expect(order).toMatchObject({
      orderId: expect.stringMatching(/^SF-\d+$/),
      status: "paid",
      currencyCode: "GBP",
      subtotal: 32.5,
      displaySubtotal: "£32.50",
      shipping: 0,
      displayShipping: "£0.00",
      total: 32.5,
      displayTotal: "£32.50",
      pointsEarned: 32,
      shippingAddress: { countryCode: "GB", city: "Bristol" },
      paymentMethod: { id: visa, cardType: "visa", cardLast4: "4242" },
    });
    expect(order.lines).toEqual([
      expect.objectContaining({
        productId: product("earl-grey"),
        name: "Earl Grey Loose Leaf Tea — 100 g",
        quantity: 1,
        unitPrice: 7.5,
        lineTotal: 7.5,
      }),
      expect.objectContaining({ productId: product("ethiopia-yirgacheffe"), quantity: 2, unitPrice: 12.5, lineTotal: 25 }),
    ]);
    // The sequence continues after the seeded orders (SF-1001 + 10 × customers).
    expect(Number(order.orderId.slice(3))).toBeGreaterThan(1003 + 10 * (demo().customers.length - 1));

    expect(await api("GET", `/carts/${cartId}`, { token })).toMatchObject({ status: 404 });
    const after = await api("GET", "/account/orders", { token });
    expect(after.body.meta.total).toBe(before.body.meta.total + 1);
    expect(after.body.data[0]).toMatchObject({ orderId: order.orderId, total: 32.5, status: "paid" });
    // The seed dates some of this customer's transactions ahead of today, so look through every page.
    const history: Array<{ orderId: string | null }> = [];
    for (let page = 1, last = 1; page <= last; page++) {
      const res = await api("GET", `/account/rewards/points-history?perPage=100&page=${page}`, { token });
      history.push(...res.body.data);
      last = res.body.meta.lastPage;
    }
    const earned = history.filter((p) => p.orderId === order.id);
    expect(earned).toEqual([expect.objectContaining({ points: 32, type: "order", description: `Order ${order.orderId}` })]);
    expect(after.body.data.find((o: { orderId: string }) => o.orderId === order.orderId).pointsEarned).toBe(32);
    const mail = await waitForMail({ to: me.email, subject: order.orderId });
    expect(mail.text).toContain("Total: £32.50");

    // A new cart for the next order; buy-again fills it and it can be checked out.
    const again = await api("POST", `/account/orders/${order.orderId}/buy-again`, { token });
    expect(again.status).toBe(200);
    const second = await checkout({ cartId: again.body.cartId, shippingAddressId: home, paymentMethodId: visa });
    expect(second.status).toBe(201);
    // The next number in the store's sequence.
    expect(Number(second.body.data.orderId.slice(3))).toBe(Number(order.orderId.slice(3)) + 1);
  });

  it("charges the market's flat rate under the threshold", async () => {
    const cartId = await cartWith([["chamomile", 1]]);
    const res = await checkout({ cartId, shippingAddressId: home, paymentMethodId: visa });
    expect(res.body.data).toMatchObject({ subtotal: 8.5, shipping: 3.95, displayShipping: "£3.95", total: 12.45, pointsEarned: 8 });
  });

  it("replays the same order for the same Idempotency-Key, placing one order", async () => {
    const cartId = await cartWith([["sencha", 1]]);
    const idem = randomUUID();
    const body = { cartId, shippingAddressId: home, paymentMethodId: visa };
    const first = await checkout(body, { "idempotency-key": idem });
    const replay = await checkout(body, { "idempotency-key": idem });
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    const orders = await api("GET", "/account/orders?perPage=100", { token });
    expect(orders.body.data.filter((o: { orderId: string }) => o.orderId === first.body.data.orderId)).toHaveLength(1);
    // Without the key, the converted cart is gone.
    expect(await checkout(body)).toMatchObject({ status: 404, body: { message: "Cart not found.", code: "not_found" } });
  });

  it("refuses an empty cart (422), another customer's address or card (404), bad bodies (422) and other tokens (401)", async () => {
    const cartId = (await api("POST", "/carts", { token })).body.data.id;
    const lines = (await api("GET", `/carts/${cartId}`, { token })).body.data.lines as Array<{ id: string }>;
    for (const line of lines) await api("DELETE", `/carts/${cartId}/lines/${line.id}`, { token });
    expect(await checkout({ cartId, shippingAddressId: home, paymentMethodId: visa })).toMatchObject({
      status: 422,
      body: { message: "The cart is empty.", errors: { cartId: ["The cart is empty."] }, code: "validation_failed" },
    });
    await api("POST", `/carts/${cartId}/lines`, { token, body: { variantId: leadVariant("sencha"), quantity: 1 } });
    const neighbour = seedKey(customerFor("spare"));
    expect(await checkout({ cartId, shippingAddressId: demoId("address", neighbour, "home"), paymentMethodId: visa })).toMatchObject({
      status: 404,
      body: { message: "Address not found.", code: "not_found" },
    });
    expect(await checkout({ cartId, shippingAddressId: home, paymentMethodId: demoId("payment-method", neighbour, "visa") })).toMatchObject(
      {
        status: 404,
        body: { message: "Payment method not found.", code: "not_found" },
      },
    );
    const otherStore = fixtures().other;
    const otherKey = seedKey(otherStore.customers[0]!);
    expect(
      await checkout({
        cartId,
        shippingAddressId: `${demoId("address", key, "home")}`,
        paymentMethodId: demoId("payment-method", otherKey, "visa"),
      }),
    ).toMatchObject({ status: 404 });
    // A guest cart or another customer's cart is not this customer's.
    const guest = (await api("POST", "/carts", { token: demo().apiToken })).body.data.id;
    expect(await checkout({ cartId: guest, shippingAddressId: home, paymentMethodId: visa })).toMatchObject({
      status: 404,
      body: { message: "Cart not found.", code: "not_found" },
    });
    expect(await checkout({ cartId: "nope", shippingAddressId: home, paymentMethodId: visa })).toMatchObject({
      status: 422,
      body: { errors: { cartId: [expect.any(String)] } },
    });
    expect(await checkout({ cartId })).toMatchObject({ status: 422 });
    for (const who of [null, demo().apiToken, "junk"])
      expect(await checkout({ cartId, shippingAddressId: home, paymentMethodId: visa }, {}, who as string)).toMatchObject({ status: 401 });
    // The cart is still there, unchanged.
    expect((await api("GET", `/carts/${cartId}`, { token })).body.data.itemCount).toBe(1);
  });
});
