import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { demoId } from "../../support/account";
import { guestCheckout } from "../../support/guest-checkout";
import { operatorToken } from "../../support/operator-tokens";
import { createDemoStore } from "../../support/own-store";

// The back office's dashboard, in the file's own store: the counts are compared with the lists they summarise and
// with what the test did.
const demo = () => fixtures().demo;

type Dashboard = {
  date: string;
  ordersToday: number;
  revenueToday: { currencyCode: string; orders: number; revenue: number; displayRevenue: string }[];
  ordersToFulfil: number;
  pastDueSubscriptions: number;
  unhandledMessages: number;
};

const dashboard = async (tenantId: string): Promise<Dashboard> => {
  const res = await api("GET", "/operator/dashboard", { token: await operatorToken(tenantId) });
  expect(res.status).toBe(200);
  return res.body.data;
};

/** The dashboard's count and the total of the list it summarises. */
async function countAndList(tenantId: string, pick: (d: Dashboard) => number, listPath: string): Promise<[number, number]> {
  const total = (await api("GET", listPath, { token: await operatorToken(tenantId) })).body.meta.total as number;
  return [pick(await dashboard(tenantId)), total];
}

describe("GET /operator/dashboard", () => {
  it("counts today's paid orders and their takings per currency, and the orders to ship", async () => {
    const before = await dashboard(demo().tenantId);
    expect(before.date).toBe(new Date().toISOString().slice(0, 10));

    const cart = (await api("POST", "/carts", { token: demo().apiToken, body: { market: "GB" } })).body.data;
    expect(
      (
        await api("POST", `/carts/${cart.id}/lines`, {
          token: demo().apiToken,
          body: { productId: demoId("product", "gift-card"), quantity: 1 },
        })
      ).status,
    ).toBe(200);
    const placed = await guestCheckout(cart.id, `dashboard-${randomUUID().slice(0, 8)}@example.net`);
    expect(placed.status).toBe(201);

    const after = await dashboard(demo().tenantId);
    expect(after.ordersToday).toBe(before.ordersToday + 1);
    expect(after.ordersToday).toBe(after.revenueToday.reduce((n, r) => n + r.orders, 0));
    const gbp = after.revenueToday.find((r) => r.currencyCode === "GBP")!;
    const gbpBefore = before.revenueToday.find((r) => r.currencyCode === "GBP")?.revenue ?? 0;
    expect(gbp.revenue).toBeCloseTo(gbpBefore + placed.body.data.totals.total, 2);
    expect(gbp.displayRevenue).toMatch(/^£[\d,]+\.\d\d$/);
    expect(after.ordersToFulfil).toBe(before.ordersToFulfil + 1);
    // The order to ship is among the paid ones the orders list shows.
    const paid = await api("GET", "/operator/orders?status=paid&perPage=100", { token: await operatorToken(demo().tenantId) });
    expect(paid.body.data.map((o: { orderId: string }) => o.orderId)).toContain(placed.body.data.orderId);
  });

  it("counts the unhandled messages and past-due subscriptions as their lists do", async () => {
    const unhandled = "/operator/messages?status=unhandled&perPage=1";
    const [messagesBefore] = await countAndList(demo().tenantId, (d) => d.unhandledMessages, unhandled);
    const res = await api("POST", "/messages", {
      token: demo().apiToken,
      body: { email: `dashboard-${randomUUID().slice(0, 8)}@example.net`, subject: "Dashboard" },
    });
    expect(res.status).toBe(200);
    const [messages, listed] = await countAndList(demo().tenantId, (d) => d.unhandledMessages, unhandled);
    expect(messages).toBe(listed);
    expect(messages).toBe(messagesBefore + 1);
    const [pastDue, pastDueListed] = await countAndList(
      demo().tenantId,
      (d) => d.pastDueSubscriptions,
      "/operator/subscriptions?status=past_due&perPage=1",
    );
    expect(pastDue).toBe(pastDueListed);
  });

  it("another store's dashboard counts only its own records", async () => {
    const another = await createDemoStore();
    const unhandled = "/operator/messages?status=unhandled&perPage=1";
    const [theirsBefore] = await countAndList(another.tenantId, (d) => d.unhandledMessages, unhandled);
    const res = await api("POST", "/messages", { token: demo().apiToken, body: { email: "dashboard-ours@example.net", subject: "Ours" } });
    expect(res.status).toBe(200);
    const [messages, listed] = await countAndList(another.tenantId, (d) => d.unhandledMessages, unhandled);
    expect([messages, listed]).toEqual([theirsBefore, theirsBefore]);
    const [pastDue, pastDueListed] = await countAndList(
      another.tenantId,
      (d) => d.pastDueSubscriptions,
      "/operator/subscriptions?status=past_due&perPage=1",
    );
    expect(pastDue).toBe(pastDueListed);
  });

  it("needs an operator token → 401", async () => {
    for (const token of [null, demo().apiToken]) {
      const res = await api("GET", "/operator/dashboard", { token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: "Unauthenticated.", code: "unauthenticated" });
    }
  });
});
