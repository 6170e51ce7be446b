import { fillPlaceholders } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "@/db/schema";
import { historyStatement } from "@/lib/rewards/get-points-history";
import { hasDirectDb } from "../../support/db";
import { fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { demoPointsPlan } from "../../../db/seed/points-plan";
import { demoId, expectAccountAuth, isoMicrosPattern, orderNumbers, seedIndex, seedKey, withPostgres } from "../../support/account";

// customer8, ninth in the seed's order: the seed gives them 25 + 5 × 9 = 70 points entries, four pages of 20.
const customer = fixtures().demo.customers[9]!;
let token: string;

/** The seed's timestamps (db/seed/seed-store.ts `at`): microseconds included. */
function at(daysAgo: number, micros: number): string {
  const iso = new Date(Date.UTC(2026, 9, 1, 9, 0, 0) - daysAgo * 86_400_000).toISOString().slice(0, 19);
  return `${iso}.${String(micros % 1_000_000).padStart(6, "0")}Z`;
}

/**
 * Every points transaction the seed wrote for a demo customer, most recent first, as the API must show it.
 * The plan is the seed's own (db/seed/points-plan.ts); the test "agrees with the orders" below checks it
 * against the customer's orders and account independently.
 */
function seededHistory(who: { email: string }) {
  const key = seedKey(who);
  const ci = seedIndex(who);
  const numbers = orderNumbers(who);
  // Only the order numbers, dates and points matter to the plan's shape; points are checked against the orders' lines.
  const plan = demoPointsPlan(
    25 + ci * 5,
    numbers.map((number, k) => ({ number, daysAgo: [40, 20, 5][k]!, pointsEarned: seededPoints.get(number) ?? 0 })),
  );
  return plan
    .map((t) => {
      const orderId = t.orderNumber ? demoId("order", t.orderNumber) : null;
      return {
        id: demoId("points", key, String(t.index)),
        customerId: demoId("customer", key),
        orderId,
        points: t.points,
        balanceAfter: t.balanceAfter,
        type: t.type,
        description: t.description,
        metadata: t.metadata,
        order: orderId ? { id: orderId, orderId: t.orderNumber } : null,
        createdAt: at(t.daysAgo, t.micros),
        orderNumber: orderId ? t.orderNumber : null,
      };
    })
    .reverse();
}

/** Points each order earned, by number, from GET /account/orders. */
const seededPoints = new Map<string, number>();

function history(query = "", t = token) {
  return api("GET", `/account/rewards/points-history${query}`, { token: t });
}

beforeAll(async () => {
  token = await loginAs(customer);
  const orders = await api("GET", "/account/orders", { token });
  for (const o of orders.body.data as { orderId: string; pointsEarned: number }[]) seededPoints.set(o.orderId, o.pointsEarned);
});

describe("GET /account/rewards/points-history", () => {
  it("returns the first page of 20, most recent first, every field as the spec lists it", async () => {
    const expected = seededHistory(customer);
    expect(expected).toHaveLength(70);
    const res = await history();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(Object.keys(res.body)).toEqual(["enabled", "data", "meta"]);
    expect(res.body.enabled).toBe(true);
    expect(res.body.meta).toEqual({ currentPage: 1, lastPage: 4, perPage: 20, total: 70 });
    expect(res.body.data).toEqual(expected.slice(0, 20));
    for (const t of res.body.data) {
      expect(Object.keys(t)).toEqual([
        "id",
        "customerId",
        "orderId",
        "points",
        "balanceAfter",
        "type",
        "description",
        "metadata",
        "order",
        "createdAt",
        "orderNumber",
      ]);
      expect(t.createdAt).toMatch(isoMicrosPattern);
    }
  });

  it("keeps microsecond precision exactly as stored", async () => {
    const res = await history("?perPage=100");
    const oldest = res.body.data.at(-1);
    expect(oldest).toMatchObject({ type: "signup", points: 100, balanceAfter: 100, order: null, orderId: null, metadata: null });
    expect(oldest.createdAt).toBe("2025-08-27T09:14:24.100003Z");
  });

  it("agrees with the orders and the account: earned on each earning order's date, as the order shows, after joining", async () => {
    const all = (await history("?perPage=100")).body.data as {
      type: string;
      points: number;
      balanceAfter: number;
      createdAt: string;
      order: { orderId: string } | null;
    }[];
    const orders = (await api("GET", "/account/orders", { token })).body.data as {
      orderId: string;
      pointsEarned: number;
      createdAt: string;
    }[];
    const profile = (await api("GET", "/account", { token })).body;
    const memberSince = (profile.data ?? profile).createdAt as string;
    const earned = all.filter((t) => t.type === "order");
    // One earning per order that earned points (tests/api/account/points-ledger.test.ts checks them against the rule).
    expect(earned.map((t) => t.order?.orderId).sort()).toEqual(
      orders
        .filter((o) => o.pointsEarned > 0)
        .map((o) => o.orderId)
        .sort(),
    );
    for (const t of earned) {
      const order = orders.find((o) => o.orderId === t.order?.orderId)!;
      expect(t.points).toBe(order.pointsEarned);
      expect(t.createdAt.slice(0, 10)).toBe(order.createdAt.slice(0, 10)); // on the order's date
      expect(Date.parse(t.createdAt)).toBeGreaterThanOrEqual(Date.parse(order.createdAt));
    }
    const oldest = all.at(-1)!;
    expect(Date.parse(memberSince)).toBeLessThan(Date.parse(oldest.createdAt));
    for (const o of orders) expect(Date.parse(memberSince)).toBeLessThan(Date.parse(o.createdAt));
    for (const t of all) expect(t.balanceAfter).toBeGreaterThanOrEqual(0);
    for (const t of all) expect(Date.parse(t.createdAt)).toBeLessThan(Date.now());
  });

  it("carries the order as {id, orderId: public number} and null when there is none", async () => {
    const res = await history("?perPage=100");
    const withOrder = res.body.data.filter((t: { orderId: string | null }) => t.orderId);
    const without = res.body.data.filter((t: { orderId: string | null }) => !t.orderId);
    expect(withOrder.length).toBeGreaterThan(0);
    expect(without.length).toBeGreaterThan(0);
    for (const t of withOrder) expect(t.order).toEqual({ id: t.orderId, orderId: expect.stringMatching(/^SF-\d+$/) });
    for (const t of without) expect(t.order).toBeNull();
    const redemption = res.body.data.find((t: { type: string }) => t.type === "redemption");
    expect(redemption.metadata).toEqual({ discountCode: expect.stringMatching(/^REWARD-\d+$/) });
  });

  it("pages with page and perPage", async () => {
    const expected = seededHistory(customer);
    const all = await history("?perPage=100");
    expect(all.body.data).toEqual(expected);
    expect(all.body.meta).toEqual({ currentPage: 1, lastPage: 1, perPage: 100, total: 70 });

    const pages = [];
    for (let page = 1; page <= 4; page++) {
      const res = await history(`?page=${page}`);
      expect(res.body.meta).toEqual({ currentPage: page, lastPage: 4, perPage: 20, total: 70 });
      pages.push(...res.body.data);
    }
    expect(pages).toEqual(expected);

    const small = await history("?page=3&perPage=7");
    expect(small.body.data).toEqual(expected.slice(14, 21));
    expect(small.body.meta).toEqual({ currentPage: 3, lastPage: 10, perPage: 7, total: 70 });

    const one = await history("?perPage=1&page=70");
    expect(one.body.data).toEqual([expected[69]]);
  });

  it("answers a page past the end with empty data and the real totals", async () => {
    const res = await history("?page=5");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ enabled: true, data: [], meta: { currentPage: 5, lastPage: 4, perPage: 20, total: 70 } });
    const far = await history("?page=999999999");
    expect(far.status).toBe(200);
    expect(far.body.data).toEqual([]);
  });

  it("validates page and perPage with 422", async () => {
    const cases: Array<[string, string, string]> = [
      ["?page=0", "page", "The page field must be at least 1."],
      ["?page=-1", "page", "The page field must be an integer."],
      ["?page=abc", "page", "The page field must be an integer."],
      ["?page=1.5", "page", "The page field must be an integer."],
      ["?page=", "page", "The page field must be an integer."],
      ["?page=1e3", "page", "The page field must be an integer."],
      ["?page=99999999999999", "page", "The page field must not be greater than 1000000000."],
      ["?perPage=0", "perPage", "The per page field must be at least 1."],
      ["?perPage=101", "perPage", "The per page field must not be greater than 100."],
      ["?perPage=ten", "perPage", "The per page field must be an integer."],
    ];
    for (const [query, field, message] of cases) {
      const res = await history(query);
      expect({ query, status: res.status, body: res.body }).toEqual({
        query,
        status: 422,
        body: { message, errors: { [field]: [message] }, code: "validation_failed" },
      });
    }
  });

  it("shows only the caller's transactions", async () => {
    const res = await history("?perPage=100");
    const me = demoId("customer", seedKey(customer));
    expect(res.body.data.every((t: { customerId: string }) => t.customerId === me)).toBe(true);
    const alice = await history("?perPage=100", await loginAs(fixtures().demo.customers[0]!));
    expect(alice.body.meta.total).toBe(25);
    expect(alice.body.data.every((t: { customerId: string }) => t.customerId === demoId("customer", "alice"))).toBe(true);
  });

  it("keeps tenants apart: another tenant's customer sees only their own", async () => {
    const other = fixtures().other;
    const res = await history("?perPage=100", await loginAs(other.customers[0]!, other));
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBe(25);
    const mine = new Set(seededHistory(customer).map((t) => t.id));
    expect(res.body.data.some((t: { id: string }) => mine.has(t.id))).toBe(false);
  });

  it("answers exactly {enabled: false} when the tenant's rewards programme is off", async () => {
    const store = fixtures().norewards;
    const t = await loginAs(store.customers[0]!, store);
    const res = await history("", t);
    expect(res.status).toBe(200);
    expect(res.text).toBe('{"enabled":false}');
    const paged = await history("?page=2&perPage=5", t);
    expect(paged.body).toEqual({ enabled: false });
  });

  it("needs an account token", async () => {
    await expectAccountAuth("GET", "/account/rewards/points-history");
  });

  it("answers POST with 405", async () => {
    const res = await api("POST", "/account/rewards/points-history", { token });
    expect(res.status).toBe(405);
  });
});

// Last in this file: it adds 100,000 transactions to this customer. Postgres only (PGlite's directory belongs to the
// server): on PGlite it reports as skipped, never as passed (returning early would count as a pass).
describe.skipIf(!hasDirectDb())("points history at scale (Postgres)", () => {
  it("serves page 1,000 of 100,000 transactions from the history index (timing is measured by npm run bench)", async () => {
    const tenantId = fixtures().demo.tenantId;
    const customerId = demoId("customer", seedKey(customer));
    await withPostgres(async (db) => {
      await db.query(
        `insert into points_transactions (tenant_id, customer_id, points, balance_after, type, description, created_at)
         select $1, $2, g, g, 'adjustment', 'Bulk ' || g, timestamptz '2020-01-01 00:00:00.000001+00' + g * interval '1 second'
         from generate_series(1, 100000) g`,
        [tenantId, customerId],
      );
      await db.query("vacuum analyze points_transactions");
    });

    const res = await history("?page=1000");
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ currentPage: 1000, lastPage: 5004, perPage: 20, total: 100070 });
    // Positions 19,980..19,999: the 70 seeded (newest) come first, then bulk rows from g = 100,000 down.
    expect(res.body.data.map((t: { points: number }) => t.points)).toEqual(Array.from({ length: 20 }, (_, k) => 80090 - k));
    expect(res.body.data[0].createdAt).toMatch(isoMicrosPattern);

    // The plan of the very statement lib/rewards/get-points-history.ts prepares (its builder's SQL, with the
    // values of page 1,000 bound): the page must be walked from the history index, never sorted.
    const { sql: text, params } = historyStatement(drizzle.mock({ schema })).toSQL();
    const values = fillPlaceholders(params, { tenantId, customerId, limit: 20, offset: 19_980 });
    const plan = await withPostgres(async (db) => {
      const { rows } = await db.query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${text}`, values);
      return rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
    console.log(plan);
    expect(plan).toMatch(/Index (Only )?Scan using points_transactions_history_idx/);
    expect(plan).not.toMatch(/Sort Key: points_transactions\.created_at/);
  });
});
