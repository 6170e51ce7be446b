import { describe, expect, it } from "vitest";
import { demoId, seedKey } from "../../support/account";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { operatorToken } from "../../support/operator-tokens";
import { demoStaff } from "./support";

// Read only: the seeded customer reserved for the order-notes suite, whose seeded records this reads.
const me = customerFor("orders-5");
const demo = () => fixtures().demo;

type Summary = { id: string; email: string; firstName: string | null; lastName: string | null; ordersCount: number; totalSpent: unknown[] };

async function findMe(token: string): Promise<Summary> {
  const res = await api("GET", `/operator/customers?q=${encodeURIComponent(me.email.toUpperCase())}`, { token });
  expect(res.status).toBe(200);
  const found = (res.body.data as Summary[]).filter((c) => c.email.toLowerCase() === me.email.toLowerCase());
  expect(found).toHaveLength(1);
  return found[0]!;
}

describe("GET /operator/customers", () => {
  it("owners and staff search the store's customers by e-mail or name, paged, each with orders count and total spent", async () => {
    const staff = await demoStaff("staff");
    const owner = await operatorToken(demo().tenantId);
    for (const token of [owner, staff.token]) {
      const mine = await findMe(token);
      expect(mine.ordersCount).toBeGreaterThanOrEqual(1);
      expect(mine.totalSpent).toEqual([{ currencyCode: "GBP", amount: expect.any(Number), displayAmount: expect.stringMatching(/^£/) }]);
      // By name, any case: "Test Customer N" is the seeded name.
      const byName = await api(
        "GET",
        `/operator/customers?perPage=100&q=${encodeURIComponent(`${mine.firstName} ${mine.lastName}`.toLowerCase())}`,
        {
          token,
        },
      );
      expect(byName.status).toBe(200);
      expect((byName.body.data as Summary[]).map((c) => c.id)).toContain(mine.id);
    }
    const page = await api("GET", "/operator/customers?perPage=2&page=2", { token: owner });
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(2);
    expect(page.body.meta).toMatchObject({ currentPage: 2, perPage: 2 });
    expect(page.body.meta.total).toBeGreaterThan(4);
    const none = await api("GET", "/operator/customers?q=no-such-customer-anywhere", { token: owner });
    expect(none.body).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it("a bad query is 422 with the field named; account, API and no tokens are 401", async () => {
    const owner = await operatorToken(demo().tenantId);
    for (const [query, field] of [
      ["perPage=0", "perPage"],
      ["page=abc", "page"],
      [`q=${"x".repeat(201)}`, "q"],
    ] as const) {
      const res = await api("GET", `/operator/customers?${query}`, { token: owner });
      expect({ query, status: res.status }).toEqual({ query, status: 422 });
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
    for (const token of [await loginAs(me), demo().apiToken, null])
      expect(await api("GET", "/operator/customers", { token })).toMatchObject({ status: 401, body: { code: "unauthenticated" } });
  });
});

describe("GET /operator/customers/{id}", () => {
  it("one customer with orders, subscriptions, points, addresses and marketing consent; staff read it too", async () => {
    const staff = await demoStaff("staff");
    const mine = await findMe(staff.token);
    const res = await api("GET", `/operator/customers/${mine.id}`, { token: staff.token });
    expect(res.status).toBe(200);
    const c = res.body.data;
    expect(c).toMatchObject({ id: mine.id, email: mine.email, registered: true, rewardsEnabled: true });
    expect(c.ordersCount).toBe(mine.ordersCount);
    expect(c.orders.length).toBeGreaterThanOrEqual(1);
    expect(c.orders[0]).toEqual({
      orderId: expect.stringMatching(/^SF-/),
      status: expect.any(String),
      total: expect.any(Number),
      displayTotal: expect.stringMatching(/^£/),
      currencyCode: "GBP",
      createdAt: expect.any(String),
    });
    expect(c.addresses.map((a: { id: string }) => a.id)).toContain(demoId("address", seedKey(me), "home"));
    expect(Number.isInteger(c.pointsBalance)).toBe(true);
    expect(Array.isArray(c.subscriptions)).toBe(true);
    expect(c.marketingConsent).toEqual({
      given: expect.any(Boolean),
      account: { accepted: expect.any(Boolean), at: c.marketingConsent.account.accepted ? expect.any(String) : null },
      consents: expect.any(Array),
    });
  });

  it("another store's customer, an unknown id and a malformed id are 404; account and API tokens 401", async () => {
    const mine = await findMe(await operatorToken(demo().tenantId));
    const otherOp = await operatorToken(fixtures().other.tenantId);
    for (const id of [mine.id, "3f0c8a55-8f55-4c35-9b1c-1f2d3e4a5b6c", "not-a-uuid"])
      expect(await api("GET", `/operator/customers/${id}`, { token: otherOp })).toMatchObject({
        status: 404,
        body: { message: "Customer not found." },
      });
    for (const token of [await loginAs(me), demo().apiToken, null])
      expect((await api("GET", `/operator/customers/${mine.id}`, { token })).status).toBe(401);
  });
});

describe("reading customers is audited", () => {
  it("a staff member's list and detail reads are in the audit log, with whose record and no more; the CLI token's are not", async () => {
    const staff = await demoStaff("staff", "Cora Reader");
    const owner = await demoStaff("owner");
    const mine = await findMe(staff.token);
    expect((await api("GET", `/operator/customers/${mine.id}`, { token: staff.token })).status).toBe(200);
    // A refused read (another id) answers 404 and leaves no entry; an operator token's read leaves none either.
    expect((await api("GET", "/operator/customers/3f0c8a55-8f55-4c35-9b1c-1f2d3e4a5b6c", { token: staff.token })).status).toBe(404);
    expect((await api("GET", `/operator/customers/${mine.id}`, { token: await operatorToken(demo().tenantId) })).status).toBe(200);

    const log = await api("GET", "/operator/audit-log?perPage=100", { token: owner.token });
    expect(log.status).toBe(200);
    const reads = (log.body.data as { actorEmail: string; operationId: string }[]).filter((e) => e.actorEmail === staff.email);
    expect(reads.map((e) => e.operationId).sort()).toEqual(["getOperatorCustomer", "listOperatorCustomers"]);
    const detail = reads.find((e) => e.operationId === "getOperatorCustomer");
    expect(detail).toMatchObject({
      actorName: "Cora Reader",
      method: "GET",
      path: `/api/v1/operator/customers/${mine.id}`,
      status: 200,
      request: null,
      before: null,
      after: { data: { id: mine.id, email: mine.email } },
    });
    const list = reads.find((e) => e.operationId === "listOperatorCustomers");
    expect(list).toMatchObject({
      method: "GET",
      path: "/api/v1/operator/customers",
      status: 200,
      request: { q: me.email.toUpperCase() },
      after: { shown: 1, total: 1 },
    });
    // Only what the read showed is kept: no orders, addresses or consents in the log.
    expect(JSON.stringify(detail)).not.toContain("addresses");
  });
});
