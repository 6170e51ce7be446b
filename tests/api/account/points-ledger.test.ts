import { describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { orderNumbers } from "../../support/account";

/**
 * The demo store's points ledger follows the store's own rule (lib/pricing/earn-points.ts: one point per whole pound of
 * an order's product lines; subscription boxes and balance payments earn nothing) and adds up: each order's
 * `pointsEarned` is the history's earning for it, and `balanceAfter` is the running sum of the history read in time
 * order. Read-only: seeded customers of every store shape.
 */
type Order = {
  orderId: string;
  pointsEarned: number;
  lines: { kind: string; lineTotal: number }[];
};
type Entry = { type: string; points: number; balanceAfter: number; createdAt: string; order: { orderId: string } | null };

async function ledgerOf(customer: { email: string; password: string }, store = fixtures().demo) {
  const token = await loginAs(customer, store);
  const orders = (await api("GET", "/account/orders?perPage=100", { token })).body.data as Order[];
  // Every page of the history (a customer's can be longer than one page of 100), newest first.
  const entries: Entry[] = [];
  for (let page = 1; ; page++) {
    const history = await api("GET", `/account/rewards/points-history?perPage=100&page=${page}`, { token });
    expect(history.status).toBe(200);
    if (!history.body.enabled) break; // a store without the programme shows no history
    entries.push(...(history.body.data as Entry[]));
    if (page >= (history.body.meta as { lastPage: number }).lastPage) break;
  }
  return { orders, entries };
}

/** The rule, from the order's own lines: whole pounds of the product lines. */
const byTheRule = (order: Order) =>
  Math.floor(Math.round(order.lines.filter((l) => l.kind === "product").reduce((sum, l) => sum + l.lineTotal, 0) * 100) / 100);

describe("the seeded points ledger", () => {
  const demo = () => fixtures().demo;
  const customers = () => [demo().customers[0]!, demo().customers[1]!, demo().customers[6]!, demo().customers[11]!];

  it("each order's pointsEarned follows the rule; boxes and balance payments earn nothing", async () => {
    for (const customer of customers()) {
      const seeded = orderNumbers(customer);
      const orders = (await ledgerOf(customer)).orders.filter((o) => seeded.includes(o.orderId));
      expect(orders).toHaveLength(3);
      for (const order of orders)
        expect({ order: order.orderId, points: order.pointsEarned }).toEqual({ order: order.orderId, points: byTheRule(order) });
      const [first, second, third] = seeded;
      const find = (n: string) => orders.find((o) => o.orderId === n)!;
      // The second order holds a subscription box and a balance payment only: 0 points.
      expect(
        find(second)
          .lines.map((l) => l.kind)
          .sort(),
      ).toEqual(["balance_payment", "subscription"]);
      expect(find(second).pointsEarned).toBe(0);
      expect(find(first).pointsEarned).toBeGreaterThan(0);
      expect(find(third).pointsEarned).toBeGreaterThan(0);
    }
  });

  it("the history earns exactly what each order shows, once, and nothing for an order that earned nothing", async () => {
    for (const customer of customers()) {
      const { orders, entries } = await ledgerOf(customer);
      for (const order of orders) {
        const earnings = entries.filter((e) => e.type === "order" && e.order?.orderId === order.orderId);
        expect({ order: order.orderId, earned: earnings.map((e) => e.points) }).toEqual({
          order: order.orderId,
          earned: order.pointsEarned > 0 ? [order.pointsEarned] : [],
        });
      }
    }
  });

  it("balanceAfter is the running sum of the history in time order, never below zero", async () => {
    for (const customer of customers()) {
      const { entries } = await ledgerOf(customer);
      expect(entries.length).toBeGreaterThan(20);
      const oldestFirst = [...entries].reverse();
      for (let k = 1; k < oldestFirst.length; k++)
        expect(Date.parse(oldestFirst[k]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(oldestFirst[k - 1]!.createdAt));
      let balance = 0;
      const steps = oldestFirst.map((e) => {
        balance += e.points;
        return { at: e.createdAt, balanceAfter: e.balanceAfter, runningSum: balance };
      });
      expect(steps.filter((s) => s.balanceAfter !== s.runningSum)).toEqual([]);
      expect(steps.every((s) => s.runningSum >= 0)).toBe(true);
    }
  });

  it("a store with its rewards programme off: no order earned points", async () => {
    const store = fixtures().norewards;
    const { orders } = await ledgerOf(store.customers[0]!, store);
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.map((o) => o.pointsEarned)).toEqual(orders.map(() => 0));
  });
});
