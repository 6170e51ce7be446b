import { describe, expect, it } from "vitest";
import { hasDirectDb, query } from "../../support/db";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { londonToday, sellingStore, sendEvents } from "./support";

const browsers = {
  a: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 AnalyticsA",
  b: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15 AnalyticsB",
  c: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AnalyticsC",
};
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

describe("POST /analytics/events and the funnel", { timeout: 240_000 }, () => {
  it("counts a scripted sequence of visitors into the funnel and the overview; DNT, GPC and bots keep nothing; no cookie", async () => {
    const store = await sellingStore();
    const other = await sellingStore();
    const product = `/products/${store.slug}`;
    const a = await sendEvents(
      store,
      [
        { type: "page_view", path: "/", referrer: "https://www.example.com/some/path?q=private" },
        { type: "product_view", path: product, productId: store.productId },
        { type: "add_to_cart", path: product, productId: store.productId },
        { type: "checkout_started", path: "/checkout" },
      ],
      { userAgent: browsers.a },
    );
    expect(a).toMatchObject({ status: 202, body: { accepted: 4 } });
    expect(a.headers.get("set-cookie")).toBeNull();
    expect(
      await sendEvents(
        store,
        [
          { type: "page_view", path: "/" },
          { type: "product_view", path: product, productId: store.productId },
          // Another store's product: dropped.
          { type: "product_view", path: `/products/${other.slug}`, productId: other.productId },
        ],
        { userAgent: browsers.b },
      ),
    ).toMatchObject({ status: 202, body: { accepted: 2 } });
    expect(
      await sendEvents(store, [{ type: "page_view", path: "/about", referrer: `${fixtures().baseUrl}/cart` }], { userAgent: browsers.c }),
    ).toMatchObject({
      status: 202,
      body: { accepted: 1 },
    });
    for (const [userAgent, headers] of [
      [browsers.a, { dnt: "1" }],
      [browsers.b, { "sec-gpc": "1" }],
      [googlebot, {}],
    ] as const) {
      const dropped = await sendEvents(store, [{ type: "page_view", path: "/dropped" }], { userAgent, headers });
      expect(dropped).toMatchObject({ status: 202, body: { accepted: 0 } });
      expect(dropped.headers.get("set-cookie")).toBeNull();
    }
    // The beacon's way: no Authorization header, the public token in the query; a text/plain body too is refused.
    const beacon = await fetch(`${fixtures().baseUrl}/api/v1/analytics/events?token=${encodeURIComponent(store.apiToken)}`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": browsers.a },
      body: JSON.stringify({ events: [{ type: "search", path: "/search", query: "mug" }] }),
    });
    expect(beacon.status).toBe(202);
    expect(beacon.headers.get("set-cookie")).toBeNull();
    expect(await beacon.json()).toEqual({ accepted: 1 });
    const noToken = await fetch(`${fixtures().baseUrl}/api/v1/analytics/events`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ events: [{ type: "search", path: "/search" }] }),
    });
    expect(noToken.status).toBe(401);

    const funnel = await api("GET", "/operator/analytics/funnel", { token: store.op });
    expect(funnel.status).toBe(200);
    expect(funnel.body.data.steps).toEqual([
      { step: "visitors", count: 3, dropOff: null },
      { step: "product_views", count: 2, dropOff: 0.3333 },
      { step: "adds_to_cart", count: 1, dropOff: 0.5 },
      { step: "checkouts_started", count: 1, dropOff: 0 },
      { step: "orders", count: 0, dropOff: 1 },
    ]);
    const overview = await api("GET", "/operator/analytics/overview", { token: store.op });
    const data = overview.body.data;
    expect(data).toMatchObject({ visitors: 3, pageViews: 3, orders: 0, conversionRate: 0 });
    expect(data.series.find((d: { date: string }) => d.date === londonToday())).toMatchObject({ visitors: 3, pageViews: 3 });
    expect(data.topPages).toEqual([
      { path: "/", views: 2, visitors: 2 },
      { path: "/about", views: 1, visitors: 1 },
    ]);
    expect(data.referrers).toEqual([{ host: "www.example.com", visitors: 1 }]);
    expect(data.countries).toEqual([{ countryCode: "XX", visitors: 3 }]);
    expect(data.topProducts).toEqual([{ productId: store.productId, title: "Analytics Mug", views: 2, addsToCart: 1, unitsSold: 0 }]);

    // The other store saw nothing.
    const theirs = await api("GET", "/operator/analytics/funnel", { token: other.op });
    expect(theirs.body.data.steps.map((s: { count: number }) => s.count)).toEqual([0, 0, 0, 0, 0]);
    expect((await api("GET", "/operator/analytics/overview", { token: other.op })).body.data).toMatchObject({ visitors: 0, topPages: [] });
  });

  it("a batch over 50, an unknown type or a bad field → 422 naming the item, nothing kept", async () => {
    const store = await sellingStore();
    const many = Array.from({ length: 51 }, () => ({ type: "page_view", path: "/" }));
    const tooMany = await sendEvents(store, many);
    expect(tooMany).toMatchObject({ status: 422, body: { code: "validation_failed", errors: { events: [expect.any(String)] } } });
    const unknown = await sendEvents(store, [
      { type: "page_view", path: "/" },
      { type: "purchase", path: "/" },
    ]);
    expect(unknown).toMatchObject({ status: 422, body: { errors: { "events.1.type": [expect.any(String)] } } });
    const badPath = await sendEvents(store, [{ type: "page_view", path: "https://elsewhere.example/" }]);
    expect(Object.keys(badPath.body.errors)).toEqual(["events.0.path"]);
    const badProduct = await sendEvents(store, [{ type: "product_view", path: "/p", productId: "nope" }]);
    expect(Object.keys(badProduct.body.errors)).toEqual(["events.0.productId"]);
    expect(await sendEvents(store, [])).toMatchObject({ status: 422, body: { errors: { events: [expect.any(String)] } } });
    expect((await api("GET", "/operator/analytics/overview", { token: store.op })).body.data).toMatchObject({ visitors: 0, pageViews: 0 });
  });

  it.runIf(hasDirectDb())("keeps no address and no user agent in any analytics table", async () => {
    const store = await sellingStore();
    const agent = `${browsers.a} Unique-${store.tenantId}`;
    expect(
      await sendEvents(store, [{ type: "page_view", path: "/", referrer: "https://news.example.org/item?id=1" }], {
        userAgent: agent,
      }),
    ).toMatchObject({ status: 202, body: { accepted: 1 } });
    // The beacon's events are written behind; a report writes what the server holds before it reads.
    expect((await api("GET", "/operator/analytics/funnel", { token: store.op })).body.data.steps[0]).toMatchObject({ count: 1 });
    const rows = await query("select * from analytics_events where tenant_id = $1", [store.tenantId]);
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ["country", "day", "id", "occurred_at", "path", "product_id", "referrer_host", "tenant_id", "type", "visitor"].sort(),
    );
    expect(rows[0]).toMatchObject({ referrer_host: "news.example.org", country: "XX", visitor: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const everything = JSON.stringify([
      ...rows,
      ...(await query("select * from analytics_daily where tenant_id = $1", [store.tenantId])),
      ...(await query("select * from analytics_dirty_days where tenant_id = $1", [store.tenantId])),
    ]);
    for (const secret of [agent, "Unique-", "127.0.0.1", "::1", "::ffff:"]) expect(everything).not.toContain(secret);
  });
});
