import { describe, expect, it } from "vitest";
import { demoId, seedKey } from "../../support/account";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { operatorToken } from "../../support/operator-tokens";
import { demoStaff } from "./support";

const me = customerFor("orders-5");
const home = demoId("address", seedKey(me), "home");
const visa = demoId("payment-method", seedKey(me), "visa");
const product = (key: string) => demoId("product", key);
const demo = () => fixtures().demo;
const minor = (major: number) => Math.round(major * 100);

type Row = { kind: string; label: string; amount: number; included: boolean };
type Line = { lineSubtotal: number; discount: number | null; lineTotal: number };

/** A paid order with a discount code, points and VAT: a £45 kettle (standard rate) and a £12.50 coffee (zero rate). */
async function discountedOrder(): Promise<string> {
  const op = await operatorToken(demo().tenantId);
  const code = `NOTES${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;
  const discount = await api("POST", "/operator/discounts", { token: op, body: { code, kind: "percentage", value: 10, active: true } });
  expect(discount.status).toBe(201);
  const token = await loginAs(me);
  const balance = (await api("GET", "/account/rewards", { token })).body.data.balance as number;
  expect(balance).toBeGreaterThanOrEqual(100);
  const cart = (await api("POST", "/carts", { token, body: { market: "GB" } })).body.data;
  for (const line of cart.lines as { id: string }[])
    await api("PATCH", `/carts/${cart.id}/lines/${line.id}`, { token, body: { quantity: 0 } });
  for (const key of ["pour-over-kettle", "ethiopia-yirgacheffe"])
    expect((await api("POST", `/carts/${cart.id}/lines`, { token, body: { productId: product(key), quantity: 1 } })).status).toBe(200);
  expect((await api("POST", `/carts/${cart.id}/discount-codes`, { token, body: { code } })).status).toBe(200);
  expect((await api("PATCH", `/carts/${cart.id}`, { token, body: { pointsToRedeem: 100, shippingCountry: "GB" } })).status).toBe(200);
  const placed = await api("POST", "/account/checkout", {
    token,
    body: { cartId: cart.id, shippingAddressId: home, paymentMethodId: visa },
  });
  expect(placed.status).toBe(201);
  return placed.body.data.orderId as string;
}

describe("GET /operator/orders/{orderId}: the lines as the customer saw them", () => {
  it("with a discount, points, VAT and a partial refund: the lines and summary add up to the total; payment and fulfilment apart", async () => {
    const orderId = await discountedOrder();
    const op = await operatorToken(demo().tenantId);
    const refund = await api("POST", `/operator/orders/${orderId}/refunds`, { token: op, body: { amount: 5, reason: "Dented lid" } });
    expect(refund.status).toBe(201);
    const res = await api("GET", `/operator/orders/${orderId}`, { token: op });
    expect(res.status).toBe(200);
    const order = res.body.data;
    expect(order).toMatchObject({ paymentStatus: "partially_refunded", fulfilmentStatus: "unfulfilled", status: "partially_refunded" });
    const rows = order.summary as Row[];
    expect(rows.map((r) => r.kind)).toEqual(["subtotal", "discount", "points", "shipping", "tax"]);
    expect(rows.find((r) => r.kind === "points")).toMatchObject({ amount: -1, label: "Points (100 redeemed)" });
    expect(rows.find((r) => r.kind === "discount")!.amount).toBeLessThan(0);
    expect(rows.find((r) => r.kind === "tax")).toMatchObject({ label: "VAT 20% (included)", included: true });
    expect(rows.find((r) => r.kind === "tax")!.amount).toBeGreaterThan(0);
    // The rows that count add up to the total, to the penny.
    const added = rows.filter((r) => !r.included).reduce((sum, r) => sum + minor(r.amount), 0);
    expect(added).toBe(minor(order.total));
    // Each line: its subtotal less its discount is what it cost; together they make the subtotal and the discount.
    const lines = order.lines as Line[];
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(minor(line.lineSubtotal) - minor(line.discount!)).toBe(minor(line.lineTotal));
    expect(lines.reduce((s, l) => s + minor(l.lineSubtotal), 0)).toBe(minor(rows[0]!.amount));
    expect(lines.reduce((s, l) => s + minor(l.discount!), 0)).toBe(-minor(rows[1]!.amount));
    expect(minor(order.netPaid)).toBe(minor(order.totals.captured) - 500);
    const kinds = (order.timeline as { kind: string }[]).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(["placed", "paid", "refund"]));
    expect(kinds.at(-1)).toBe("placed");
    expect(order.timeline.find((e: { kind: string }) => e.kind === "refund")).toMatchObject({
      amount: 5,
      text: "Refund of £5.00: Dented lid",
    });
  });
});

describe("POST /operator/orders/{orderId}/notes", () => {
  it("staff add a note: 201, on the timeline with their name, and audited", async () => {
    const orderId = await discountedOrder();
    const staff = await demoStaff("staff", "Anna Notes");
    const res = await api("POST", `/operator/orders/${orderId}/notes`, {
      token: staff.token,
      body: { body: "  Customer asked for gift wrap.  " },
    });
    expect(res).toMatchObject({ status: 201, body: { data: { body: "Customer asked for gift wrap.", author: "Anna Notes" } } });
    const order = (await api("GET", `/operator/orders/${orderId}`, { token: staff.token })).body.data;
    expect(order.notes).toEqual([res.body.data]);
    expect(order.timeline[0]).toMatchObject({ kind: "note", text: "Customer asked for gift wrap.", author: "Anna Notes" });
    const log = await api("GET", "/operator/audit-log?perPage=100", { token: await operatorToken(demo().tenantId) });
    const line = (log.body.data as { actorEmail: string; actorName: string; operationId: string; path: string; status: number }[]).find(
      (e) => e.actorEmail === staff.email,
    );
    expect(line).toMatchObject({
      actorName: "Anna Notes",
      operationId: "addOrderNote",
      path: `/api/v1/operator/orders/${orderId}/notes`,
      status: 201,
    });
  });

  it("a bad body is 422 and writes nothing; another store's order 404; account, API and no tokens 401", async () => {
    const op = await operatorToken(demo().tenantId);
    const orderId = ((await api("GET", "/operator/orders?perPage=1", { token: op })).body.data[0] as { orderId: string }).orderId;
    const before = (await api("GET", `/operator/orders/${orderId}`, { token: op })).body.data.notes.length as number;
    for (const body of [{}, { body: "   " }, { body: 5 }, { body: "x".repeat(2001) }, { body: "ok", extra: 1 }]) {
      const res = await api("POST", `/operator/orders/${orderId}/notes`, { token: op, body });
      expect({ body, status: res.status }).toEqual({ body, status: 422 });
      expect(res.body).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    }
    expect((await api("GET", `/operator/orders/${orderId}`, { token: op })).body.data.notes).toHaveLength(before);
    const otherOp = await operatorToken(fixtures().other.tenantId);
    expect(await api("POST", `/operator/orders/${orderId}/notes`, { token: otherOp, body: { body: "Not yours" } })).toMatchObject({
      status: 404,
      body: { message: "Order not found." },
    });
    for (const token of [await loginAs(me), demo().apiToken, null])
      expect((await api("POST", `/operator/orders/${orderId}/notes`, { token, body: { body: "x" } })).status).toBe(401);
  });
});
