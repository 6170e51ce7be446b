import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { seedId } from "../../../db/seed/ids";
import { tourSlug } from "../../support/events";
import { api } from "../../support/http";
import { newStore, placeOrder } from "./support";

type Order = {
  orderId: string;
  kind: string;
  status: string;
  currencyCode: string;
  total: number;
  totals: { discountTotal: number; pointsValue: number };
  refunds: { amount: number; status: string; createdAt: string }[];
  tickets: unknown[];
  createdAt: string;
  paidAt: string | null;
};
type Figures = {
  currencyCode: string;
  orders: number;
  grossSales: number;
  discounts: number;
  refunds: number;
  netSales: number;
  averageOrderValue: number;
  byKind: { kind: string; orders: number; sales: number }[];
};

const demoPassword = "Storefront-demo-1";
const minor = (major: number) => Math.round(major * 100);
const londonDay = (iso: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(iso));
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe("GET /operator/analytics/overview: every kind of order, as the books have it", { timeout: 300_000 }, () => {
  it("pounds, euros and dollars to the minor unit: points, a discount, a partial refund, a cancelled order, a renewal and tickets", async () => {
    // A store of its own with the demo data: three markets, customers with points, saved cards, boxes and the tour.
    const store = await newStore(["--demo"], `Analytics Books ${randomUUID().slice(0, 8)}`);
    const id = (...parts: string[]) => seedId(store.slug, ...parts);
    const dripper = { ...store, productId: id("product", "ceramic-dripper") };
    const placed: string[] = [];

    // Alice: a discount code and 100 points, at her account's checkout.
    const login = await api("POST", "/account/login", {
      token: store.apiToken,
      body: { email: `alice@${store.slug}.example.com`, password: demoPassword },
    });
    expect(login.status).toBe(200);
    const alice = login.body.token as string;
    const code = `BOOKS${randomUUID().slice(0, 6)}`.toUpperCase();
    expect((await api("POST", "/operator/discounts", { token: store.op, body: { code, kind: "fixed", value: { GBP: 2 } } })).status).toBe(
      201,
    );
    const cart = (await api("POST", "/carts", { token: alice, body: { market: "GB" } })).body.data;
    for (const line of cart.lines as { id: string }[])
      await api("PATCH", `/carts/${cart.id}/lines/${line.id}`, { token: alice, body: { quantity: 0 } });
    expect(
      (await api("POST", `/carts/${cart.id}/lines`, { token: alice, body: { productId: id("product", "pour-over-kettle"), quantity: 1 } }))
        .status,
    ).toBe(200);
    expect((await api("POST", `/carts/${cart.id}/discount-codes`, { token: alice, body: { code } })).status).toBe(200);
    expect((await api("PATCH", `/carts/${cart.id}`, { token: alice, body: { pointsToRedeem: 100, shippingCountry: "GB" } })).status).toBe(
      200,
    );
    const withPoints = await api("POST", "/account/checkout", {
      token: alice,
      body: { cartId: cart.id, shippingAddressId: id("address", "alice", "home"), paymentMethodId: id("payment-method", "alice", "visa") },
    });
    expect(withPoints.status).toBe(201);
    placed.push(withPoints.body.data.orderId as string);

    // Guests in euros and dollars; the euro order is partly refunded; a pound order is cancelled.
    const euros = await placeOrder(dripper, { country: "DE", quantity: 2 });
    expect(euros.currencyCode).toBe("EUR");
    const dollars = await placeOrder(dripper, { country: "US", quantity: 1 });
    expect(dollars.currencyCode).toBe("USD");
    const cancelled = await placeOrder(dripper, { country: "GB", quantity: 1 });
    placed.push(euros.orderId, dollars.orderId, cancelled.orderId);
    expect(
      (await api("POST", `/operator/orders/${euros.orderId}/refunds`, { token: store.op, body: { amount: 1.5, reason: "Chip" } })).status,
    ).toBe(201);
    expect((await api("POST", `/operator/orders/${cancelled.orderId}/cancel`, { token: store.op })).status).toBe(200);

    // Tickets: two seats of a date of the tour, bought by a guest.
    const start = new Date(Date.now() + 30 * 86_400_000);
    start.setUTCMinutes(0, 0, 0);
    const date = await api("POST", `/operator/events/${tourSlug}/occurrences`, {
      token: store.op,
      body: { startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 7_200_000).toISOString(), capacity: 10 },
    });
    expect(date.status).toBe(201);
    const tickets = await placeOrder(dripper, {
      country: "GB",
      quantity: 0,
      tickets: { occurrenceId: date.body.data.id as string, ticketTypeId: id("ticket", tourSlug, "Standard"), quantity: 2 },
    });
    placed.push(tickets.orderId);

    // A renewal: Alice's first box billed on its billing day.
    type Box = { id: string; status: string; nextBillingDate: string; lastRenewal: { orderId: string | null } | null };
    const boxes = async () => (await api("GET", "/account/subscriptions", { token: alice })).body.data as Box[];
    const box = (await boxes()).find((b) => b.status === "active" && b.nextBillingDate)!;
    const run = await api("POST", "/operator/billing/run", {
      token: store.op,
      body: { now: `${box.nextBillingDate}T09:00:00Z`, subscriptionId: box.id },
    });
    expect(run.status).toBe(200);
    expect(run.body.data.renewed).toBe(1);
    const renewalId = (await boxes()).find((b) => b.id === box.id)!.lastRenewal!.orderId!;

    // The books: every order of the store, read one by one.
    const list = await api("GET", "/operator/orders?perPage=100", { token: store.op });
    expect(list.status).toBe(200);
    const orders: Order[] = [];
    for (const o of list.body.data as { orderId: string }[])
      orders.push((await api("GET", `/operator/orders/${o.orderId}`, { token: store.op })).body.data);
    placed.push(renewalId);
    const mine = orders.filter((o) => placed.includes(o.orderId));
    // Seats are bought at the checkout like goods: an order with its tickets.
    expect(mine.map((o) => o.kind).sort()).toEqual(["order", "order", "order", "order", "order", "renewal"]);
    expect(mine.find((o) => o.orderId === tickets.orderId)!.tickets).toHaveLength(2);
    expect(mine.find((o) => o.orderId === placed[0])!.totals).toMatchObject({ discountTotal: 2, pointsValue: expect.any(Number) });
    expect(minor(mine.find((o) => o.orderId === placed[0])!.totals.pointsValue)).toBeGreaterThan(0);
    expect(mine.find((o) => o.orderId === cancelled.orderId)!.status).toBe("cancelled");

    const days = mine.map((o) => londonDay(o.paidAt ?? o.createdAt)).sort();
    const from = addDays(days[0]!, -1);
    const to = addDays(days.at(-1)!, 1);
    const paidIn = (o: Order) => {
      const day = londonDay(o.paidAt ?? o.createdAt);
      return day >= from && day <= to && o.status !== "cancelled" && o.status !== "pending_payment";
    };
    const expected = new Map<
      string,
      { orders: number; charged: number; discounts: number; refunds: number; byKind: Map<string, number[]> }
    >();
    for (const o of orders) {
      if (o.status === "cancelled") continue;
      const e = expected.get(o.currencyCode) ?? { orders: 0, charged: 0, discounts: 0, refunds: 0, byKind: new Map() };
      expected.set(o.currencyCode, e);
      if (paidIn(o)) {
        e.orders += 1;
        e.charged += minor(o.total);
        e.discounts += minor(o.totals.discountTotal) + minor(o.totals.pointsValue);
        const k = e.byKind.get(o.kind) ?? [0, 0];
        e.byKind.set(o.kind, [k[0]! + 1, k[1]! + minor(o.total)]);
      }
      for (const r of o.refunds) {
        const day = londonDay(r.createdAt);
        if (r.status === "succeeded" && day >= from && day <= to) e.refunds += minor(r.amount);
      }
    }

    const res = await api("GET", `/operator/analytics/overview?from=${from}&to=${to}`, { token: store.op });
    expect(res.status).toBe(200);
    const currencies = res.body.data.currencies as Figures[];
    expect(currencies.map((c) => c.currencyCode)).toEqual(["EUR", "GBP", "USD"]);
    for (const c of currencies) {
      const e = expected.get(c.currencyCode)!;
      expect({
        currency: c.currencyCode,
        orders: c.orders,
        gross: minor(c.grossSales),
        discounts: minor(c.discounts),
        refunds: minor(c.refunds),
        net: minor(c.netSales),
        average: minor(c.averageOrderValue),
        byKind: c.byKind.map((k) => [k.kind, k.orders, minor(k.sales)]),
      }).toEqual({
        currency: c.currencyCode,
        orders: e.orders,
        gross: e.charged + e.discounts,
        discounts: e.discounts,
        refunds: e.refunds,
        net: e.charged - e.refunds,
        average: Math.round(e.charged / e.orders),
        byKind: [...e.byKind.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([kind, [n, charged]]) => [kind, n, charged]),
      });
    }
    expect(currencies.find((c) => c.currencyCode === "GBP")!.byKind.map((k) => k.kind)).toEqual(["order", "renewal"]);
    expect(minor(currencies.find((c) => c.currencyCode === "EUR")!.refunds)).toBe(150);
    expect(res.body.data.orders).toBe(currencies.reduce((n, c) => n + c.orders, 0));
  });
});
