import { describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { demoId, seedKey } from "../../support/account";
import { operatorToken } from "../../support/operator-tokens";
import { leadVariant } from "../../support/variants";

// A crash between the charge and the transaction that marks the order paid, simulated with X-Fault (honoured only
// when the server runs with FAULT_INJECTION=true, as the test server does), then reconciliation. Reconciliation
// settles an order only once it is older than RECONCILE_AFTER_SECONDS (10 s on the test server), whatever
// `olderThanSeconds` asks, so these tests reconcile until the order is settled (the server's own pass may get there
// first), within a deadline.
const me = customerFor("orders-1");
const home = demoId("address", seedKey(me), "home");
const visa = demoId("payment-method", seedKey(me), "visa");
const sencha = leadVariant("sencha");

async function cartWith(token: string, quantity: number): Promise<string> {
  const cart = (await api("POST", "/carts", { token })).body.data;
  expect((await api("POST", `/carts/${cart.id}/lines`, { token, body: { variantId: sencha, quantity } })).status).toBe(200);
  return cart.id;
}
/** The test server's RECONCILE_AFTER_SECONDS (scripts/test.mjs). */
const floorMs = 10_000;
const reconcile = async () =>
  api("POST", "/operator/payments/reconcile", { token: await operatorToken(fixtures().demo.tenantId), body: { olderThanSeconds: 0 } });

/** Reconciles until `settled` holds (at most 60 s); answers what the passes reported, added up. */
async function reconcileUntil(settled: () => Promise<boolean>): Promise<{ paid: number; released: number }> {
  const until = Date.now() + 60_000;
  const total = { paid: 0, released: 0 };
  for (;;) {
    const res = await reconcile();
    expect(res.status).toBe(200);
    total.paid += res.body.data.paid as number;
    total.released += res.body.data.released as number;
    if (await settled()) return total;
    if (Date.now() > until) throw new Error("the order was not settled within 60 s");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe("reconciliation of checkouts a crash left pending_payment", () => {
  it("charged before the crash: reconciliation marks the order paid once (points, cart converted), never charging again", async () => {
    const token = await loginAs(me);
    const operator = await operatorToken(fixtures().demo.tenantId);
    const cartId = await cartWith(token, 3);
    const started = Date.now();
    const crashed = await api("POST", "/account/checkout", {
      token,
      body: { cartId, shippingAddressId: home, paymentMethodId: visa },
      headers: { "x-fault": "abandon-after-charge" },
    });
    expect(crashed.status).toBe(500);
    const pending = (await api("GET", "/operator/orders?status=pending_payment&perPage=100", { token: operator })).body.data.filter(
      (o: { email: string }) => o.email === me.email,
    );
    expect(pending).toHaveLength(1);
    const orderId = pending[0].orderId as string;
    // While it is pending, the same cart cannot be paid again.
    const again = await api("POST", "/account/checkout", { token, body: { cartId, shippingAddressId: home, paymentMethodId: visa } });
    expect(again).toMatchObject({ status: 409, body: { code: "checkout_in_progress" } });

    // Younger than the floor: left alone, even when asked for everything (checked while it surely is younger).
    expect((await reconcile()).status).toBe(200);
    const early = (await api("GET", `/operator/orders/${orderId}`, { token: operator })).body.data.status;
    if (Date.now() - started < floorMs) expect(early).toBe("pending_payment");

    await reconcileUntil(
      async () => (await api("GET", `/operator/orders/${orderId}`, { token: operator })).body.data.status !== "pending_payment",
    );
    const order = (await api("GET", `/operator/orders/${orderId}`, { token: operator })).body.data;
    expect(order).toMatchObject({ status: "paid", totals: { captured: 39, total: 39 }, pointsEarned: 39 });
    expect(order.paidAt).not.toBeNull();
    expect((await api("GET", `/carts/${cartId}`, { token })).status).toBe(404);
    const mine = (await api("GET", "/account/orders", { token })).body.data.find((o: { orderId: string }) => o.orderId === orderId);
    expect(mine).toMatchObject({ status: "paid", total: 39 });
    const points = (await api("GET", "/account/rewards/points-history?perPage=100", { token })).body;
    const earned = points.data.filter((t: { description: string }) => t.description === `Order ${orderId}`);
    expect(earned).toHaveLength(1);

    // A second pass finds nothing to do for it: still paid, its points earned once.
    expect((await reconcile()).status).toBe(200);
    expect((await api("GET", `/operator/orders/${orderId}`, { token: operator })).body.data).toMatchObject({
      status: "paid",
      totals: { captured: 39 },
    });
    const after = (await api("GET", "/account/rewards/points-history?perPage=100", { token })).body;
    expect(after.data.filter((t: { description: string }) => t.description === `Order ${orderId}`)).toHaveLength(1);
    // The capture can be refunded: there is exactly one capture behind the order.
    const refund = await api("POST", `/operator/orders/${orderId}/refunds`, {
      token: operator,
      body: { amount: 39, reason: "Test refund" },
    });
    expect(refund).toMatchObject({ status: 201, body: { data: { status: "refunded" } } });
  }, 120_000);

  it("not charged before the crash: reconciliation releases the order (stock back, cart payable again)", async () => {
    const token = await loginAs(me);
    const operator = await operatorToken(fixtures().demo.tenantId);
    const cartId = await cartWith(token, 1);
    const crashed = await api("POST", "/account/checkout", {
      token,
      body: { cartId, shippingAddressId: home, paymentMethodId: visa },
      headers: { "x-fault": "abandon-before-charge" },
    });
    expect(crashed.status).toBe(500);
    const pending = (await api("GET", "/operator/orders?status=pending_payment&perPage=100", { token: operator })).body.data.filter(
      (o: { email: string }) => o.email === me.email,
    );
    expect(pending).toHaveLength(1);
    await reconcileUntil(async () => (await api("GET", `/operator/orders/${pending[0].orderId}`, { token: operator })).status === 404);
    const paid = await api("POST", "/account/checkout", { token, body: { cartId, shippingAddressId: home, paymentMethodId: visa } });
    expect(paid).toMatchObject({ status: 201, body: { data: { status: "paid", total: 16.95 } } });
  }, 120_000);
});
