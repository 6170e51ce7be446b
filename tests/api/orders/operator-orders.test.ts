import { describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { demoId, seedKey } from "../../support/account";
import { waitForMail } from "../../support/mail";
import { operatorToken } from "../../support/operator-tokens";
import { saveVisaCard } from "../../support/cards";
import { leadVariant } from "../../support/variants";

const me = customerFor("orders-2");
const home = demoId("address", seedKey(me), "home");
const visa = demoId("payment-method", seedKey(me), "visa");
const operator = () => operatorToken(fixtures().demo.tenantId);

/** A paid order of `quantity` Earl Grey (£7.50 each, on sale) for this file's customer, paid with `card` (the saved visa by default). */
async function paidOrder(token: string, quantity: number, card = visa): Promise<{ orderId: string; total: number }> {
  const cart = (await api("POST", "/carts", { token })).body.data;
  expect((await api("POST", `/carts/${cart.id}/lines`, { token, body: { variantId: leadVariant("earl-grey"), quantity } })).status).toBe(
    200,
  );
  const res = await api("POST", "/account/checkout", { token, body: { cartId: cart.id, shippingAddressId: home, paymentMethodId: card } });
  expect(res.status).toBe(201);
  return res.body.data;
}

const saveCard = (token: string, last4: string) => saveVisaCard(token, last4, "operator-orders-nonce");

describe("operator orders: list, read, fulfil, cancel, refund", () => {
  it("lists and reads the store's orders (status filter, paging); other stores' orders are 404; account and API tokens 401", async () => {
    const token = await loginAs(me);
    const order = await paidOrder(token, 1);
    const op = await operator();
    const list = await api("GET", "/operator/orders?status=paid&perPage=100", { token: op });
    expect(list.status).toBe(200);
    expect(list.body.data.every((o: { status: string }) => o.status === "paid")).toBe(true);
    expect(list.body.data.find((o: { orderId: string }) => o.orderId === order.orderId)).toMatchObject({
      email: me.email,
      guest: false,
      total: 11.45,
    });
    expect(list.body.meta).toMatchObject({ currentPage: 1, perPage: 100 });
    expect((await api("GET", "/operator/orders?status=shipped", { token: op })).status).toBe(422);
    expect((await api("GET", `/operator/orders/${order.orderId}`, { token: op })).body.data).toMatchObject({
      orderId: order.orderId,
      status: "paid",
      totals: { subtotal: 7.5, shipping: 3.95, total: 11.45, captured: 11.45, refunded: 0 },
    });
    // Another store's operator does not see it; account and API tokens open no operator operation.
    const otherOp = await operatorToken(fixtures().other.tenantId);
    const paths: [string, string, unknown?][] = [
      ["GET", `/operator/orders/${order.orderId}`],
      ["POST", `/operator/orders/${order.orderId}/fulfil`, { carrier: "DPD", trackingNumber: "X1" }],
      ["POST", `/operator/orders/${order.orderId}/cancel`],
      ["POST", `/operator/orders/${order.orderId}/refunds`, { amount: 1, reason: "x" }],
    ];
    for (const [method, path, body] of paths) {
      expect({ path, status: (await api(method, path, { token: otherOp, body })).status }).toEqual({ path, status: 404 });
      for (const wrong of [token, fixtures().demo.apiToken, null])
        expect({ path, status: (await api(method, path, { token: wrong, body })).status }).toEqual({ path, status: 401 });
    }
    expect((await api("GET", "/operator/orders", { token })).status).toBe(401);
    expect((await api("GET", `/operator/orders/${order.orderId}`, { token: op })).body.data.status).toBe("paid");
  });

  it("fulfil: tracking in the customer's account and a shipping mail; fulfilling again or cancelling after → 409", async () => {
    const token = await loginAs(me);
    const order = await paidOrder(token, 2);
    const op = await operator();
    expect(
      (await api("POST", `/operator/orders/${order.orderId}/fulfil`, { token: op, body: { carrier: "", trackingNumber: "1" } })).body
        .errors,
    ).toHaveProperty("carrier");
    const res = await api("POST", `/operator/orders/${order.orderId}/fulfil`, {
      token: op,
      body: { carrier: "Royal Mail", trackingNumber: "RM123456789GB" },
    });
    expect(res).toMatchObject({
      status: 200,
      body: { data: { status: "fulfilled", fulfilments: [{ carrier: "Royal Mail", trackingNumber: "RM123456789GB" }] } },
    });
    const mine = (await api("GET", "/account/orders", { token })).body.data.find((o: { orderId: string }) => o.orderId === order.orderId);
    expect(mine).toMatchObject({
      status: "fulfilled",
      fulfilments: [{ carrier: "Royal Mail", trackingNumber: "RM123456789GB" }],
      refunds: [],
    });
    const mail = await waitForMail({ to: me.email, subject: new RegExp(`${order.orderId} is on its way`) });
    expect(mail.text).toContain("RM123456789GB");
    for (const path of ["fulfil", "cancel"])
      expect(
        await api("POST", `/operator/orders/${order.orderId}/${path}`, {
          token: op,
          body: path === "fulfil" ? { carrier: "DPD", trackingNumber: "2" } : undefined,
        }),
      ).toMatchObject({ status: 409, body: { code: "order_state" } });
    // A fulfilled order can still be refunded, in part.
    const refund = await api("POST", `/operator/orders/${order.orderId}/refunds`, {
      token: op,
      body: { amount: 7.5, reason: "One tin arrived dented" },
    });
    expect(refund).toMatchObject({
      status: 201,
      body: {
        data: {
          status: "partially_refunded",
          totals: { refunded: 7.5 },
          refunds: [{ amount: 7.5, reason: "One tin arrived dented", status: "succeeded" }],
        },
      },
    });
  });

  it("cancel before fulfilment: full refund, points taken back, mail; then fulfil or refund → 409", async () => {
    const token = await loginAs(me);
    const order = await paidOrder(token, 4); // £30: free delivery, 30 points
    const op = await operator();
    const history = async () =>
      (await api("GET", "/account/rewards/points-history?perPage=100", { token })).body.data as {
        points: number;
        description: string;
        balanceAfter: number;
      }[];
    const before = (await history())[0]!.balanceAfter;
    const res = await api("POST", `/operator/orders/${order.orderId}/cancel`, { token: op });
    expect(res).toMatchObject({ status: 200, body: { data: { status: "cancelled", totals: { refunded: 30, captured: 30 } } } });
    expect(res.body.data.cancelledAt).not.toBeNull();
    const after = await history();
    expect(after[0]).toMatchObject({ points: -30, balanceAfter: before - 30 });
    await waitForMail({ to: me.email, subject: new RegExp(`${order.orderId} has been cancelled`) });
    expect(
      await api("POST", `/operator/orders/${order.orderId}/fulfil`, { token: op, body: { carrier: "DPD", trackingNumber: "3" } }),
    ).toMatchObject({
      status: 409,
    });
    expect(await api("POST", `/operator/orders/${order.orderId}/refunds`, { token: op, body: { amount: 1, reason: "x" } })).toMatchObject({
      status: 409,
    });
    expect(await api("POST", `/operator/orders/${order.orderId}/cancel`, { token: op })).toMatchObject({ status: 409 });
  });

  it("partial refunds never exceed the capture: above what is left → 422; ten concurrent refunds that together exceed it → the excess refused", async () => {
    const token = await loginAs(me);
    const order = await paidOrder(token, 5); // £37.50
    const op = await operator();
    const over = await api("POST", `/operator/orders/${order.orderId}/refunds`, { token: op, body: { amount: 37.51, reason: "Too much" } });
    expect(over).toMatchObject({
      status: 422,
      body: { code: "refund_exceeds_captured", errors: { amount: ["At most £37.50 of this order can still be refunded."] } },
    });
    expect(
      (await api("POST", `/operator/orders/${order.orderId}/refunds`, { token: op, body: { amount: 1.001, reason: "x" } })).status,
    ).toBe(422);
    expect((await api("POST", `/operator/orders/${order.orderId}/refunds`, { token: op, body: { amount: -1, reason: "x" } })).status).toBe(
      422,
    );
    // Ten refunds of £8 at once against £37.50: exactly four succeed.
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api("POST", `/operator/orders/${order.orderId}/refunds`, { token: op, body: { amount: 8, reason: `Concurrent ${i}` } }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 422, 422, 422, 422, 422, 422]);
    const read = (await api("GET", `/operator/orders/${order.orderId}`, { token: op })).body.data;
    expect(read).toMatchObject({ status: "partially_refunded", totals: { refunded: 32, captured: 37.5 } });
    expect(read.refunds.filter((r: { status: string }) => r.status === "succeeded")).toHaveLength(4);
    const last = await api("POST", `/operator/orders/${order.orderId}/refunds`, { token: op, body: { amount: 5.5, reason: "The rest" } });
    expect(last).toMatchObject({ status: 201, body: { data: { status: "refunded", totals: { refunded: 37.5 } } } });
    expect(
      (await api("POST", `/operator/orders/${order.orderId}/refunds`, { token: op, body: { amount: 0.01, reason: "x" } })).status,
    ).toBe(409);
  });

  it("a card that declines refunds (…5126): the refund and the cancellation answer 402 refund_declined and change nothing", async () => {
    const token = await loginAs(me);
    const card = await saveCard(token, "5126");
    const order = await paidOrder(token, 1, card);
    const op = await operator();
    const refund = await api("POST", `/operator/orders/${order.orderId}/refunds`, { token: op, body: { amount: 5, reason: "Declined" } });
    expect(refund).toMatchObject({ status: 402, body: { message: "The card's issuer declined the refund.", code: "refund_declined" } });
    const cancel = await api("POST", `/operator/orders/${order.orderId}/cancel`, { token: op });
    expect(cancel).toMatchObject({ status: 402, body: { code: "refund_declined" } });
    const read = (await api("GET", `/operator/orders/${order.orderId}`, { token: op })).body.data;
    expect(read).toMatchObject({ status: "paid", cancelledAt: null, totals: { refunded: 0 } });
    expect(read.refunds.map((r: { status: string }) => r.status)).toEqual(["failed", "failed"]);
    // It can still ship.
    expect(
      (await api("POST", `/operator/orders/${order.orderId}/fulfil`, { token: op, body: { carrier: "DPD", trackingNumber: "9" } })).status,
    ).toBe(200);
  });
});

describe("refunds: amounts in whole minor units, points taken back with the goods", () => {
  const history = async (token: string) =>
    (await api("GET", "/account/rewards/points-history?perPage=100", { token })).body.data as {
      points: number;
      order: { orderId: string } | null;
    }[];
  /** The points transactions of the order, newest first. */
  const ofOrder = async (token: string, orderId: string) =>
    (await history(token)).filter((t) => t.order?.orderId === orderId).map((t) => t.points);

  it("an amount under one minor unit, or with more decimals than the currency has, is 422 on amount and changes nothing", async () => {
    const token = await loginAs(me);
    const order = await paidOrder(token, 1); // £11.45
    const op = await operator();
    for (const amount of [0.001, 1e-9, 0.009, 1.001, 5.125]) {
      const res = await api("POST", `/operator/orders/${order.orderId}/refunds`, { token: op, body: { amount, reason: "Tiny" } });
      expect({ amount, status: res.status }).toEqual({ amount, status: 422 });
      expect(res.body.errors).toHaveProperty("amount");
    }
    const read = (await api("GET", `/operator/orders/${order.orderId}`, { token: op })).body.data;
    expect(read).toMatchObject({ status: "paid", totals: { refunded: 0 }, refunds: [] });
    // The smallest unit is a refund.
    const penny = await api("POST", `/operator/orders/${order.orderId}/refunds`, { token: op, body: { amount: 0.01, reason: "A penny" } });
    expect(penny).toMatchObject({ status: 201, body: { data: { status: "partially_refunded", totals: { refunded: 0.01 } } } });
  });

  it("a partial refund takes back the points of the goods refunded, the rest the remainder; a full refund all of them", async () => {
    const token = await loginAs(me);
    const order = await paidOrder(token, 4); // £30 of goods, free delivery: 30 points
    const op = await operator();
    expect(await ofOrder(token, order.orderId)).toEqual([30]);
    const half = await api("POST", `/operator/orders/${order.orderId}/refunds`, { token: op, body: { amount: 15, reason: "Two tins" } });
    expect(half.status).toBe(201);
    expect(await ofOrder(token, order.orderId)).toEqual([-15, 30]);
    const rest = await api("POST", `/operator/orders/${order.orderId}/refunds`, { token: op, body: { amount: 15, reason: "The rest" } });
    expect(rest).toMatchObject({ status: 201, body: { data: { status: "refunded" } } });
    expect(await ofOrder(token, order.orderId)).toEqual([-15, -15, 30]);

    // One refund of everything takes back all the points at once.
    const whole = await paidOrder(token, 4);
    const all = await api("POST", `/operator/orders/${whole.orderId}/refunds`, { token: op, body: { amount: 30, reason: "All" } });
    expect(all.status).toBe(201);
    expect(await ofOrder(token, whole.orderId)).toEqual([-30, 30]);
  });

  it("a cancellation after a partial refund takes back only the points the refund left", async () => {
    const token = await loginAs(me);
    const order = await paidOrder(token, 4); // 30 points
    const op = await operator();
    expect(
      (await api("POST", `/operator/orders/${order.orderId}/refunds`, { token: op, body: { amount: 7.5, reason: "Dented" } })).status,
    ).toBe(201);
    expect(await ofOrder(token, order.orderId)).toEqual([-7, 30]);
    const cancelled = await api("POST", `/operator/orders/${order.orderId}/cancel`, { token: op });
    expect(cancelled).toMatchObject({ status: 200, body: { data: { status: "cancelled", totals: { refunded: 30 } } } });
    expect(await ofOrder(token, order.orderId)).toEqual([-23, -7, 30]);
  });
});
