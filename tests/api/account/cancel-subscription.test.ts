import { beforeAll, describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { demoId, expectAccountAuth, isoSecondsPattern, otherId, seedKey, withPostgres } from "../../support/account";

type Sub = { id: string; status: string; nextBillingDate: string | null; cancelledAt: string | null; [k: string]: unknown };

const notFound = { status: 404, body: { message: "Subscription not found.", code: "not_found" } };
const customer = customerFor("cancel-subscription");
let token: string;
let aliceToken: string;
let otherAliceToken: string;

async function subscriptions(t = token): Promise<Sub[]> {
  const res = await api("GET", "/account/subscriptions", { token: t });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function cancellationRows(subscriptionId: string) {
  return withPostgres(async (db) => {
    const { rows } = await db.query<{ previous_status: string; cancelled_by: string; customer_id: string }>(
      "select previous_status, cancelled_by, customer_id from subscription_cancellations where subscription_id = $1",
      [subscriptionId],
    );
    return rows;
  });
}

beforeAll(async () => {
  token = await loginAs(customer);
  aliceToken = await loginAs(fixtures().demo.customers[0]!);
  otherAliceToken = await loginAs(fixtures().other.customers[0]!, fixtures().other);
});

describe("POST /account/subscriptions/{subscriptionId}/cancel", () => {
  const main = () => demoId("subscription", seedKey(customer), "main");
  const second = () => demoId("subscription", seedKey(customer), "second");

  it("cancels: answers {} and the subscription is cancelled, its next billing date cleared, cancelled_at set", async () => {
    const before = await subscriptions();
    expect(before.find((s) => s.id === main())).toMatchObject({ status: "active", nextBillingDate: "2026-12-05", cancelledAt: null });
    const started = Date.now();
    const res = await api("POST", `/account/subscriptions/${main()}/cancel`, { token });
    expect(res.status).toBe(200);
    expect(res.text).toBe("{}");
    expect(res.body).toEqual({});
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");

    const after = await subscriptions();
    const cancelled = after.find((s) => s.id === main())!;
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.nextBillingDate).toBeNull();
    expect(cancelled.cancelledAt).toMatch(isoSecondsPattern);
    expect(Math.abs(Date.parse(cancelled.cancelledAt!) - started)).toBeLessThan(60_000);
    // Everything else about it is unchanged, and the other subscription is untouched.
    const { status: _s, nextBillingDate: _n, cancelledAt: _c, ...rest } = cancelled;
    const { status: _s2, nextBillingDate: _n2, cancelledAt: _c2, ...restBefore } = before.find((s) => s.id === main())!;
    expect(rest).toEqual(restBefore);
    expect(after.find((s) => s.id === second())).toEqual(before.find((s) => s.id === second()));

    const rows = await cancellationRows(main());
    if (rows)
      expect(rows).toEqual([{ previous_status: "active", cancelled_by: "customer", customer_id: demoId("customer", seedKey(customer)) }]);
  });

  it("answers {} again for an already cancelled subscription and records nothing new", async () => {
    const before = (await subscriptions()).find((s) => s.id === main())!;
    const res = await api("POST", `/account/subscriptions/${main()}/cancel`, { token });
    expect(res.status).toBe(200);
    expect(res.text).toBe("{}");
    const after = (await subscriptions()).find((s) => s.id === main())!;
    expect(after).toEqual(before);
    const rows = await cancellationRows(main());
    if (rows) expect(rows).toHaveLength(1);
  });

  it("ignores a request body", async () => {
    const res = await api("POST", `/account/subscriptions/${second()}/cancel`, { token, body: { status: "active", reason: "x" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expect((await subscriptions()).find((s) => s.id === second())).toMatchObject({ status: "cancelled", nextBillingDate: null });
  });

  it("answers unknown and malformed ids with 404 {message}", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "abc", "123", demoId("subscription", "nobody", "main")]) {
      const res = await api("POST", `/account/subscriptions/${encodeURIComponent(id)}/cancel`, { token });
      expect({ id, status: res.status, body: res.body }).toEqual({ id, ...notFound });
    }
  });

  it("never cancels another customer's subscription (same tenant)", async () => {
    const alices = demoId("subscription", "alice", "main");
    const before = (await subscriptions(aliceToken)).find((s) => s.id === alices)!;
    expect(before.status).toBe("active");
    const res = await api("POST", `/account/subscriptions/${alices}/cancel`, { token });
    expect({ status: res.status, body: res.body }).toEqual(notFound);
    expect((await subscriptions(aliceToken)).find((s) => s.id === alices)).toEqual(before);
    const rows = await cancellationRows(alices);
    if (rows) expect(rows).toEqual([]);
  });

  it("never cancels another tenant's subscription, in either direction", async () => {
    const theirs = otherId("subscription", "alice", "main");
    const before = (await subscriptions(otherAliceToken)).find((s) => s.id === theirs)!;
    const res = await api("POST", `/account/subscriptions/${theirs}/cancel`, { token });
    expect({ status: res.status, body: res.body }).toEqual(notFound);
    expect((await subscriptions(otherAliceToken)).find((s) => s.id === theirs)).toEqual(before);

    // The other tenant's customer cannot reach this tenant's records either (this one is already cancelled: still 404).
    const mine = main();
    const cross = await api("POST", `/account/subscriptions/${mine}/cancel`, { token: otherAliceToken });
    expect({ status: cross.status, body: cross.body }).toEqual(notFound);
  });

  it("lists only the caller's subscriptions", async () => {
    const ids = (await subscriptions()).map((s) => s.id).sort();
    expect(ids).toEqual([main(), second()].sort());
  });

  it("needs an account token", async () => {
    const alices = demoId("subscription", "alice", "second");
    await expectAccountAuth("POST", `/account/subscriptions/${alices}/cancel`);
    expect((await subscriptions(aliceToken)).find((s) => s.id === alices)!.status).toBe("active");
  });

  it("answers GET on the cancel route with 405", async () => {
    const res = await api("GET", `/account/subscriptions/${main()}/cancel`, { token });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST, OPTIONS");
  });
});

describe("concurrent cancels", () => {
  const who = customerFor("concurrency");

  it("two concurrent cancels both answer {} and leave exactly one cancellation record", async () => {
    const t = await loginAs(who);
    const id = demoId("subscription", seedKey(who), "main");
    const results = await Promise.all([1, 2].map(() => api("POST", `/account/subscriptions/${id}/cancel`, { token: t })));
    for (const r of results) {
      expect(r.status).toBe(200);
      expect(r.text).toBe("{}");
    }
    const sub = (await subscriptions(t)).find((s) => s.id === id)!;
    expect(sub).toMatchObject({ status: "cancelled", nextBillingDate: null });
    expect(sub.cancelledAt).toMatch(isoSecondsPattern);
    const rows = await cancellationRows(id);
    if (rows) expect(rows).toHaveLength(1);
  });

  it("five concurrent cancels of the other subscription: one record, all {}", async () => {
    const t = await loginAs(who);
    const id = demoId("subscription", seedKey(who), "second");
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => api("POST", `/account/subscriptions/${id}/cancel`, { token: t })));
    expect(results.map((r) => [r.status, r.text])).toEqual(Array.from({ length: 5 }, () => [200, "{}"]));
    const rows = await cancellationRows(id);
    if (rows) expect(rows).toHaveLength(1);
  });
});
