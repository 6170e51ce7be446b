import { beforeAll, describe, expect, it } from "vitest";
import { seedId } from "../../../db/seed/ids";
import { fixtures } from "../../support/fixtures";
import { api, loginAs, type ApiResponse } from "../../support/http";
import { slugOf } from "../../support/fixtures";

/**
 * No N+1 queries: every GET operation runs a small, fixed number of SQL queries, whatever the size of what it
 * returns. The test server runs with QUERY_COUNT_HEADER=true (scripts/test.mjs), which reports each request's
 * query count in `x-query-count` (auth look-ups included; API and account tokens are cached briefly per process,
 * so a second call with the same token runs no auth query).
 *
 * Read-only: alice's account (a fixture no test changes) and the demo store's content.
 */

const demo = () => fixtures().demo;
const demoId = (...parts: string[]) => seedId(slugOf("demo"), ...parts);
let accountToken: string;

beforeAll(async () => {
  accountToken = await loginAs(demo().customers[0]!);
});

function queries(res: ApiResponse): number {
  const header = res.headers.get("x-query-count");
  expect(header, "x-query-count header (QUERY_COUNT_HEADER=true)").toMatch(/^\d+$/);
  return Number(header);
}

type Caller = "api" | "account";
const tokenOf = (caller: Caller) => (caller === "api" ? demo().apiToken : accountToken);

/** Calls twice and returns the second call's count, so the token look-up is cached and not counted. */
async function warmCount(caller: Caller, path: string, headers: Record<string, string> = {}): Promise<{ res: ApiResponse; count: number }> {
  const first = await api("GET", path, { token: tokenOf(caller), headers });
  expect(first.status, `${path}: ${first.text.slice(0, 200)}`).toBe(200);
  // The fewest of three warm requests: a per-process cache (token, tenant) that happens to expire between two
  // requests adds a query to one of them, never to all three; an N+1 adds queries to every one.
  let res = first;
  let count = Infinity;
  for (let i = 0; i < 3; i++) {
    res = await api("GET", path, { token: tokenOf(caller), headers });
    expect(res.status).toBe(200);
    count = Math.min(count, queries(res));
  }
  return { res, count };
}

describe("query counts per request (x-query-count)", () => {
  it("is reported on API responses, auth look-up included on a token's first use", async () => {
    const login = await api("POST", "/account/login", { token: demo().apiToken, body: demo().customers[1] });
    expect(login.status).toBe(200);
    const fresh = login.body.token as string;
    const first = await api("GET", "/account", { token: fresh });
    expect(first.status).toBe(200);
    // The account token's look-up, then the profile.
    expect(queries(first)).toBe(2);
    // Kept by the token cache: the second use of the token needs no look-up.
    const second = await api("GET", "/account", { token: fresh });
    expect(second.status).toBe(200);
    expect(queries(second)).toBe(1);
  });

  it("counts zero for an answer that needs no database (unknown route)", async () => {
    const res = await api("GET", "/no/such/route");
    expect(res.status).toBe(404);
    expect(queries(res)).toBe(0);
  });

  // Upper bounds per operation: a handful, never one per returned row.
  const cases: { name: string; caller: Caller; path: string; max: number; headers?: Record<string, string> }[] = [
    { name: "GET /cms/pages", caller: "api", path: "/cms/pages", max: 1 },
    { name: "GET /cms/pages/{pageSlug}", caller: "api", path: "/cms/pages/about-us", max: 1 },
    { name: "GET /cms/posts/{slug} (cached)", caller: "api", path: "/cms/posts/how-we-source-our-coffee", max: 1 },
    { name: "GET /cms/posts", caller: "api", path: "/cms/posts", max: 2 },
    { name: "GET /search (all types)", caller: "api", path: "/search?q=coffee", max: 7 },
    { name: "GET /search (typo, nothing exact)", caller: "api", path: "/search?q=cofee%20kettel", max: 13 },
    {
      name: "GET /subscription-packages/{productId}/configuration (cached)",
      caller: "api",
      path: `/subscription-packages/${demoId("product", "coffee-lovers-box")}/configuration`,
      max: 2,
    },
    { name: "GET /market", caller: "api", path: "/market", max: 1, headers: { "x-forwarded-for": "81.2.69.142" } },
    { name: "GET /account", caller: "account", path: "/account", max: 1 },
    { name: "GET /account/addresses", caller: "account", path: "/account/addresses", max: 1 },
    { name: "GET /account/subscriptions", caller: "account", path: "/account/subscriptions", max: 1 },
    { name: "GET /account/orders", caller: "account", path: "/account/orders", max: 1 },
    { name: "GET /account/cart", caller: "account", path: "/account/cart", max: 1 },
    { name: "GET /account/payments/methods", caller: "account", path: "/account/payments/methods", max: 1 },
    { name: "GET /account/rewards/points-history", caller: "account", path: "/account/rewards/points-history", max: 1 },
  ];
  for (const c of cases) {
    it(`${c.name}: at most ${c.max}`, async () => {
      const { count } = await warmCount(c.caller, c.path, c.headers);
      expect(count).toBeLessThanOrEqual(c.max);
    });
  }

  it("POST /messages: one statement (customer, message and outbox mail together; recipients from the tenant's cache)", async () => {
    // The first call may load the tenant's notification recipients; the fewest of three later calls is counted.
    const send = () =>
      api("POST", "/messages", { token: demo().apiToken, body: { email: "query-count@example.net", subject: "Query count" } });
    expect((await send()).status).toBe(200);
    let count = Infinity;
    for (let i = 0; i < 3; i++) {
      const res = await send();
      expect(res.status).toBe(200);
      count = Math.min(count, queries(res));
    }
    expect(count).toBeLessThanOrEqual(1);
  });

  // The same operation returning 1 row and many rows runs the same queries: nothing runs per row.
  const sizes: { name: string; caller: Caller; small: string; large: string; rows: (res: ApiResponse) => number }[] = [
    {
      name: "GET /account/rewards/points-history",
      caller: "account",
      small: "/account/rewards/points-history?perPage=1",
      large: "/account/rewards/points-history?perPage=100",
      rows: (res) => res.body.data.length,
    },
    {
      name: "GET /account/orders",
      caller: "account",
      small: "/account/orders?perPage=1",
      large: "/account/orders?perPage=100",
      rows: (res) => res.body.data.length,
    },
    {
      name: "GET /search",
      caller: "api",
      small: "/search?q=coffee&limit=1",
      large: "/search?q=coffee&limit=50",
      rows: (res) => Object.values(res.body.results as Record<string, unknown[]>).reduce((n, list) => n + list.length, 0),
    },
  ];
  for (const s of sizes) {
    it(`${s.name}: the same count for one row and for many`, async () => {
      const small = await warmCount(s.caller, s.small);
      const large = await warmCount(s.caller, s.large);
      expect(s.rows(small.res)).toBeLessThan(s.rows(large.res));
      expect(large.count).toBe(small.count);
    });
  }
});
