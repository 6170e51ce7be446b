import { beforeAll, describe, expect, it } from "vitest";
import { customerFor, fixtures, type StoreFixture } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";

const reads = [
  "/account/addresses",
  "/account/subscriptions",
  "/account/orders?perPage=100",
  "/account/cart",
  "/account/rewards/points-history?perPage=100",
];

/** Everything a customer can see of their own account through the operations of this area. */
async function snapshot(token: string) {
  const out: Record<string, unknown> = {};
  for (const path of reads) {
    const res = await api("GET", path, { token });
    expect(res.status).toBe(200);
    out[path] = res.body;
  }
  return out;
}

/** Tries every write of this area on every record of the victim with the attacker's token; all must be 404. */
async function attack(attacker: string, victim: Awaited<ReturnType<typeof snapshot>>) {
  const addresses = (victim["/account/addresses"] as { data: { id: string }[] }).data;
  const subscriptions = (victim["/account/subscriptions"] as { data: { id: string }[] }).data;
  const orders = (victim["/account/orders?perPage=100"] as { data: { id: string; orderId: string }[] }).data;
  expect(addresses.length).toBeGreaterThan(0);
  expect(subscriptions.length).toBeGreaterThan(0);
  expect(orders.length).toBeGreaterThan(0);
  for (const a of addresses) {
    const res = await api("DELETE", `/account/addresses/${a.id}`, { token: attacker });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 404,
      body: { message: "No query results for model.", code: "not_found" },
    });
  }
  for (const s of subscriptions) {
    const res = await api("POST", `/account/subscriptions/${s.id}/cancel`, { token: attacker });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 404,
      body: { message: "Subscription not found.", code: "not_found" },
    });
  }
  for (const o of orders) {
    // By internal id: never resolves. By public number: resolves only when the attacker has an order of that number.
    const byId = await api("POST", `/account/orders/${o.id}/buy-again`, { token: attacker });
    expect({ status: byId.status, body: byId.body }).toEqual({ status: 404, body: { message: "Order not found.", code: "not_found" } });
  }
}

describe("account isolation", () => {
  const me = customerFor("isolation");
  let token: string;
  let bob: { store: StoreFixture; token: string };
  let otherBob: { store: StoreFixture; token: string };

  beforeAll(async () => {
    token = await loginAs(me);
    bob = { store: fixtures().demo, token: await loginAs(fixtures().demo.customers[1]!) };
    otherBob = { store: fixtures().other, token: await loginAs(fixtures().other.customers[1]!, fixtures().other) };
  });

  it("a customer cannot delete, cancel or reorder another customer's records (same tenant); nothing of theirs changes", async () => {
    const before = await snapshot(bob.token);
    const mineBefore = await snapshot(token);
    await attack(token, before);
    // bob's public order numbers are not the attacker's: 404 as well.
    for (const o of (before["/account/orders?perPage=100"] as { data: { orderId: string }[] }).data) {
      const res = await api("POST", `/account/orders/${o.orderId}/buy-again`, { token });
      expect(res.status).toBe(404);
    }
    expect(await snapshot(bob.token)).toEqual(before);
    expect(await snapshot(token)).toEqual(mineBefore);
  });

  it("a customer cannot touch another tenant's records; nothing of theirs changes", async () => {
    const before = await snapshot(otherBob.token);
    const mineBefore = await snapshot(token);
    await attack(token, before);
    expect(await snapshot(otherBob.token)).toEqual(before);
    expect(await snapshot(token)).toEqual(mineBefore);
  });

  it("another tenant's customer cannot touch this customer's records", async () => {
    const before = await snapshot(token);
    await attack(otherBob.token, before);
    expect(await snapshot(token)).toEqual(before);
  });

  it("lists only the caller's own records", async () => {
    const mine = await snapshot(token);
    const theirs = await snapshot(bob.token);
    const ids = (s: Record<string, unknown>) =>
      [
        "/account/addresses",
        "/account/subscriptions",
        "/account/orders?perPage=100",
        "/account/rewards/points-history?perPage=100",
      ].flatMap((p) => (s[p] as { data: { id: string }[] }).data.map((r) => r.id));
    const mineIds = new Set(ids(mine));
    for (const id of ids(theirs)) expect(mineIds.has(id)).toBe(false);
  });
});
