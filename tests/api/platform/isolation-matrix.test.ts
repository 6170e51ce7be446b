import { beforeAll, describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { operations, pathOf } from "../../support/operations";

// Every operation, called by a second customer of the same store and by another store (its API token and
// its customer's token), against the first customer's records: never visible, never changed.
// The victim is alice, a read-only fixture nobody else changes, so any change is the attack's doing.
const uuids = (value: unknown): Set<string> =>
  new Set(JSON.stringify(value ?? null).match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? []);

const accountReads = operations.filter((o) => o.auth === "account" && o.method === "GET");
/** Writes that name one of the customer's own records in the path (address, order, subscription, card). */
const accountTargeted = operations.filter(
  (o) => o.auth === "account" && o.writes && /\{(address|orderId|subscriptionId|paymentMethodId)\}/.test(o.template),
);
// A guest's order opens only with its X-Order-Token (tests/api/checkout/guest-checkout.test.ts checks other stores there).
const apiReads = operations.filter((o) => o.auth === "api" && o.method === "GET" && o.operationId !== "getGuestOrder");

const victim = () => fixtures().demo.customers[0]!;
type Caller = { label: string; token: string; who: { email: string } };
let victimToken: string;
let attackers: Caller[];

async function snapshot(token: string, who: { email: string }) {
  const out: Record<string, unknown> = {};
  for (const op of accountReads) {
    const res = await api("GET", pathOf(op, who), { token });
    expect(res.status, op.name).toBe(200);
    out[op.template] = res.body;
  }
  // Everything, not a first page.
  out.points = (await api("GET", "/account/rewards/points-history?perPage=100", { token })).body;
  out.orders = (await api("GET", "/account/orders?perPage=100", { token })).body;
  return out;
}

beforeAll(async () => {
  victimToken = await loginAs(victim());
  const other = fixtures().other;
  attackers = [
    { label: "second customer, same store", token: await loginAs(customerFor("isolation")), who: customerFor("isolation") },
    { label: "customer of another store", token: await loginAs(other.customers[3]!, other), who: other.customers[3]! },
  ];
});

describe("isolation matrix", () => {
  it("account reads: an attacker's answers never contain the victim's records", async () => {
    const mine = await snapshot(victimToken, victim());
    const mineIds = privateIds(mine);
    expect(mineIds.size).toBeGreaterThan(20);
    for (const attacker of attackers) {
      const theirs = await snapshot(attacker.token, attacker.who);
      const leaked = [...uuids(theirs)].filter((id) => mineIds.has(id));
      expect({ attacker: attacker.label, leaked }).toEqual({ attacker: attacker.label, leaked: [] });
    }
  });

  for (const op of accountTargeted) {
    it(`${op.method} ${op.template}: the victim's record is out of reach (404) and unchanged`, async () => {
      const before = await snapshot(victimToken, victim());
      for (const attacker of attackers) {
        // The victim's own record ids in the path, with the attacker's token.
        const res = await api(op.method, pathOf(op, victim()), { token: attacker.token, body: op.body });
        expect({ attacker: attacker.label, status: res.status }).toEqual({ attacker: attacker.label, status: 404 });
        expect(Object.keys(res.body).length).toBeGreaterThan(0);
      }
      expect(await snapshot(victimToken, victim())).toEqual(before);
    });
  }

  it("payment setup for the victim's subscription: 404 {error} for anyone else", async () => {
    const subs = (await api("GET", "/account/subscriptions", { token: victimToken })).body.data as { id: string }[];
    for (const attacker of attackers) {
      for (const s of subs) {
        const res = await api("POST", "/account/payments/sandbox/setup", { token: attacker.token, body: { subscriptionId: s.id } });
        expect({ attacker: attacker.label, status: res.status, body: res.body }).toEqual({
          attacker: attacker.label,
          status: 404,
          body: { error: "Subscription not found.", code: "not_found" },
        });
      }
    }
  });

  it("store reads: another store's API token never sees this store's records", async () => {
    const demo = fixtures().demo.apiToken;
    const other = fixtures().other.apiToken;
    for (const op of apiReads) {
      const mine = await api("GET", pathOf(op, victim()), { token: demo });
      const theirs = await api("GET", pathOf(op, victim()), { token: other });
      expect(mine.status, op.name).toBe(200);
      const mineIds = uuids(mine.body);
      const leaked = [...uuids(theirs.body)].filter((id) => mineIds.has(id));
      expect({ op: op.name, leaked }).toEqual({ op: op.name, leaked: [] });
    }
    // A product id of this store is unknown to the other.
    const config = operations.find((o) => o.template.startsWith("/subscription-packages"))!;
    const res = await api("GET", pathOf(config, victim()), { token: other });
    expect(res.status).toBe(404);
  });

  it("another store's API token cannot sign in, reset or register against this store's customers", async () => {
    const other = fixtures().other.apiToken;
    const login = await api("POST", "/account/login", { token: other, body: victim() });
    expect(login.status).toBe(422);
    const reset = await api("POST", "/account/password/reset", {
      token: other,
      body: { email: victim().email, token: "x".repeat(43), password: "long-enough-pw" },
    });
    expect(reset.status).toBe(422);
    // The victim can still sign in with the same password (nothing changed).
    expect((await api("POST", "/account/login", { token: fixtures().demo.apiToken, body: victim() })).status).toBe(200);
  });
});

/** The ids of the victim's own records (not the store's catalogue, which every customer may see). */
function privateIds(snap: Record<string, unknown>): Set<string> {
  const ids = new Set<string>();
  const add = (v: unknown) => typeof v === "string" && ids.add(v);
  for (const [key, body] of Object.entries(snap)) {
    if (key === "/account/cart") {
      const b = body as { data?: { id?: string } | null; id?: string };
      add(b?.id);
      add(b?.data?.id);
      continue;
    }
    const b = body as { data?: unknown } | unknown[];
    const rows = Array.isArray(b) ? b : Array.isArray(b.data) ? (b.data as unknown[]) : [b.data];
    for (const row of rows) {
      if (row && typeof row === "object") {
        add((row as { id?: unknown }).id);
        add((row as { customerId?: unknown }).customerId);
      }
    }
  }
  return ids;
}
