import { beforeAll, describe, expect, it } from "vitest";
import { customerFor } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { demoId, orderNumbers, seedKey, withPostgres } from "../../support/account";

const customer = customerFor("buy-again-concurrency");
const [mixedOrder, , gearOrder] = orderNumbers(customer);
const ethiopia = demoId("product", "ethiopia-yirgacheffe");
const earlGrey = demoId("product", "earl-grey");
const kettle = demoId("product", "pour-over-kettle");
const colombia = demoId("product", "colombia-huila");
let token: string;

function buyAgain(order: string) {
  return api("POST", `/account/orders/${order}/buy-again`, { token });
}

async function cart() {
  const res = await api("GET", "/account/cart", { token });
  expect(res.status).toBe(200);
  return res.body.data;
}

function quantities(c: { lines: Array<{ productId: string; quantity: number }> } | null) {
  return Object.fromEntries((c?.lines ?? []).map((l) => [l.productId, l.quantity]));
}

async function cartRows() {
  return withPostgres(async (db) => {
    const { rows } = await db.query<{ status: string; lines: number }>(
      `select c.status, (select count(*)::int from cart_lines l where l.cart_id = c.id) as lines
       from carts c where c.customer_id = $1`,
      [demoId("customer", seedKey(customer))],
    );
    return rows;
  });
}

beforeAll(async () => {
  token = await loginAs(customer);
});

describe("buy-again under concurrency", () => {
  it("two concurrent calls with no cart yet: one cart, quantities exactly doubled, no 500", async () => {
    expect(await cart()).toBeNull();
    const results = await Promise.all([buyAgain(gearOrder), buyAgain(gearOrder)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const [a, b] = results.map((r) => r.body);
    expect(a.cartId).toBe(b.cartId);
    for (const body of [a, b]) expect(body).toMatchObject({ success: true, itemsAdded: 2, itemsSkipped: 0, skippedReasons: [] });
    const c = await cart();
    expect(c.id).toBe(a.cartId);
    expect(quantities(c)).toEqual({ [kettle]: 2, [colombia]: 6 });
    // One of the two answers saw the other's lines already merged.
    expect([quantities(a.cart)[colombia], quantities(b.cart)[colombia]].sort()).toEqual([3, 6]);
    const rows = await cartRows();
    if (rows) expect(rows).toEqual([{ status: "active", lines: 2 }]);
  });

  it("five concurrent calls: quantities are 5x or capped, every answer is 200", async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => buyAgain(mixedOrder)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const cartIds = new Set(results.map((r) => r.body.cartId));
    expect(cartIds.size).toBe(1);
    // ethiopia x2 per order: 10 = exactly 5x and exactly the cap; earl grey x1: 5.
    expect(quantities(await cart())).toEqual({ [kettle]: 2, [colombia]: 6, [ethiopia]: 10, [earlGrey]: 5 });
  });

  it("concurrent calls past the cap: capped, never above it, the rest still added", async () => {
    const results = await Promise.all([buyAgain(mixedOrder), buyAgain(mixedOrder), buyAgain(gearOrder), buyAgain(gearOrder)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    for (const r of results.slice(0, 2))
      expect(r.body.skippedReasons).toContain(
        "Ethiopia Yirgacheffe Coffee is already in your cart at the most that can be ordered (maximum 10 per order).",
      );
    expect(quantities(await cart())).toEqual({ [kettle]: 4, [colombia]: 10, [ethiopia]: 10, [earlGrey]: 7 });
    const rows = await cartRows();
    if (rows) expect(rows).toEqual([{ status: "active", lines: 4 }]);
  });
});
