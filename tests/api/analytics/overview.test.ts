import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { api } from "../../support/http";
import { londonToday, newStaff, placeOrder, sellingStore } from "./support";

const minor = (major: number) => Math.round(major * 100);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe("GET /operator/analytics/overview: sales from the books", { timeout: 240_000 }, () => {
  it("matches the orders to the minor unit in each currency, with a discount and a partial refund, and converts dollars at the market's rate", async () => {
    const store = await sellingStore();
    const code = `AN${randomUUID().slice(0, 6)}`.toUpperCase();
    const discount = await api("POST", "/operator/discounts", { token: store.op, body: { code, kind: "fixed", value: { GBP: 2 } } });
    expect(discount.status).toBe(201);
    const discounted = await placeOrder(store, { country: "GB", quantity: 2, code });
    expect(discounted.totals.discountTotal).toBe(2);
    const plain = await placeOrder(store, { country: "GB", quantity: 1 });
    const dollars = await placeOrder(store, { country: "US", quantity: 3 });
    expect(dollars.currencyCode).toBe("USD");
    const refund = await api("POST", `/operator/orders/${plain.orderId}/refunds`, {
      token: store.op,
      body: { amount: 3.5, reason: "Chipped" },
    });
    expect(refund.status).toBe(201);

    const today = londonToday();
    const range = `from=${addDays(today, -1)}&to=${addDays(today, 1)}`;
    const staff = await newStaff(store, "staff");
    const res = await api("GET", `/operator/analytics/overview?${range}&compare=previous`, { token: staff.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toBeNull();
    const data = res.body.data;

    const gbCharged = minor(discounted.total) + minor(plain.total);
    const gbDiscounts = minor(discounted.totals.discountTotal + discounted.totals.pointsValue) + minor(plain.totals.discountTotal);
    const gbp = data.currencies.find((c: { currencyCode: string }) => c.currencyCode === "GBP");
    expect(gbp).toMatchObject({ orders: 2, displayRefunds: "£3.50" });
    expect(minor(gbp.grossSales)).toBe(gbCharged + gbDiscounts);
    expect(minor(gbp.discounts)).toBe(gbDiscounts);
    expect(minor(gbp.refunds)).toBe(350);
    expect(minor(gbp.netSales)).toBe(gbCharged - 350);
    expect(minor(gbp.averageOrderValue)).toBe(Math.round(gbCharged / 2));
    expect(gbp.byKind).toEqual([{ kind: "order", orders: 2, sales: gbCharged / 100, displaySales: expect.any(String) }]);

    const usd = data.currencies.find((c: { currencyCode: string }) => c.currencyCode === "USD");
    expect(usd).toMatchObject({ orders: 1, discounts: 0, refunds: 0 });
    expect(minor(usd.grossSales)).toBe(minor(dollars.total));
    expect(minor(usd.netSales)).toBe(minor(dollars.total));

    const usdInPounds = Math.round(minor(dollars.total) / 1.25);
    expect(data.converted.currencyCode).toBe("GBP");
    expect(data.converted.orders).toBe(3);
    expect(minor(data.converted.netSales)).toBe(gbCharged - 350 + usdInPounds);
    expect(data.unconvertedCurrencies).toEqual([]);
    expect(data.orders).toBe(3);
    expect(data.series.map((d: { date: string }) => d.date)).toEqual([addDays(today, -1), today, addDays(today, 1)]);
    expect(data.series.find((d: { date: string }) => d.date === today)).toMatchObject({ orders: 3 });
    expect(minor(data.series.reduce((n: number, d: { netSales: number }) => n + d.netSales, 0))).toBe(gbCharged - 350 + usdInPounds);
    expect(data.topProducts).toEqual([expect.objectContaining({ productId: store.productId, title: "Analytics Mug", unitsSold: 6 })]);
    expect(data.previous).toMatchObject({ from: addDays(today, -4), to: addDays(today, -2), orders: 0, currencies: [] });

    // A market's orders alone.
    const us = await api("GET", `/operator/analytics/overview?${range}&market=${store.usMarketId}`, { token: store.op });
    expect(us.body.data.currencies.map((c: { currencyCode: string }) => c.currencyCode)).toEqual(["USD"]);

    // The CSV has the same figures, per currency.
    const csv = await api("GET", `/operator/analytics/export.csv?${range}`, { token: store.op });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toContain("attachment");
    const lines = csv.text
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Date,Visitors,Page views,Currency,Orders,Gross sales,Discounts,Refunds,Net sales");
    expect(lines.filter((l) => l.startsWith(today)).map((l) => l.split(",").slice(3, 5))).toEqual([
      ["GBP", "2"],
      ["USD", "1"],
    ]);
    const gbRow = lines.find((l) => l.startsWith(`${today},`) && l.includes(",GBP,"))!.split(",");
    expect(minor(Number(gbRow[8]))).toBe(gbCharged - 350);
  });

  it("an empty store answers zeros; bad ranges → 422 naming the field; another store's figures are never mixed in", async () => {
    const store = await sellingStore();
    const today = londonToday();
    const res = await api("GET", `/operator/analytics/overview?from=${addDays(today, -6)}&to=${today}`, { token: store.op });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      visitors: 0,
      pageViews: 0,
      conversionRate: 0,
      orders: 0,
      currencies: [],
      topProducts: [],
      topPages: [],
      referrers: [],
      countries: [],
      previous: null,
      timezone: "Europe/London",
    });
    expect(res.body.data.converted).toMatchObject({ currencyCode: "GBP", orders: 0, netSales: 0, displayNetSales: "£0.00" });
    expect(res.body.data.series).toHaveLength(7);
    const funnel = await api("GET", `/operator/analytics/funnel`, { token: store.op });
    expect(funnel.status).toBe(200);
    expect(funnel.body.data.steps.map((s: { count: number }) => s.count)).toEqual([0, 0, 0, 0, 0]);
    const subs = await api("GET", `/operator/analytics/subscriptions`, { token: store.op });
    expect(subs.body.data).toMatchObject({ active: 0, new: 0, churned: 0, churnRate: 0, mrr: [], cohorts: [] });

    for (const [query, field] of [
      [`from=${today}&to=${addDays(today, -1)}`, "from"],
      [`from=${addDays(today, -800)}&to=${today}`, "from"],
      [`from=2026-02-30&to=2026-03-02`, "from"],
      [`from=yesterday`, "from"],
    ] as const)
      for (const path of ["overview", "funnel", "subscriptions", "export.csv"]) {
        const bad = await api("GET", `/operator/analytics/${path}?${query}`, { token: store.op });
        expect({ path, query, status: bad.status, fields: Object.keys(bad.body?.errors ?? {}) }).toEqual({
          path,
          query,
          status: 422,
          fields: [field],
        });
      }

    // Orders of another store stay there.
    const other = await sellingStore();
    await placeOrder(other, { country: "GB", quantity: 1 });
    const again = await api("GET", `/operator/analytics/overview?from=${addDays(today, -1)}&to=${addDays(today, 1)}`, { token: store.op });
    expect(again.body.data).toMatchObject({ orders: 0, currencies: [] });
    expect(await api("GET", "/operator/analytics/overview", { token: store.apiToken })).toMatchObject({ status: 401 });
  });
});
