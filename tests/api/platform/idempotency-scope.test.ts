import { randomInt, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";

// Idempotency-Keys of API-token callers are namespaced per caller, not per tenant: one shopper must not learn that
// another's key is in use (422 "already used") nor collide with it (a replay of their answer).
const run = randomInt(1, 250);
let next = 1;
const shopper = () => `198.18.${run}.${next++}`;
const login = (address: string, key: string, body: unknown) =>
  api("POST", "/account/login", { token: fixtures().demo.apiToken, body, headers: { "x-forwarded-for": address, "idempotency-key": key } });

describe("Idempotency-Key scope of API-token callers", () => {
  it("two callers of one API token using the same key neither see nor replay each other's requests", async () => {
    const key = `shared-${randomUUID()}`;
    const a = shopper();
    const b = shopper();
    const first = await login(a, key, { email: `a-${run}@example.com`, password: "wrong-password" });
    expect(first.status).toBe(422);
    expect(Object.keys(first.body.errors)).toEqual(["email"]);

    // Another caller, same key, another body: its own request runs (no "key already used" 422 telling it the key exists).
    const other = await login(b, key, { email: `b-${run}@example.com`, password: "wrong-password" });
    expect(other.status).toBe(422);
    expect(Object.keys(other.body.errors)).toEqual(["email"]);
    expect(other.headers.get("idempotent-replayed")).toBeNull();

    // Another caller, same key, same body: not a replay of the first caller's answer.
    const same = await login(b, `${key}-2`, { email: `a-${run}@example.com`, password: "wrong-password" });
    expect(same.headers.get("idempotent-replayed")).toBeNull();
    const sameKey = await login(shopper(), key, { email: `a-${run}@example.com`, password: "wrong-password" });
    expect(sameKey.headers.get("idempotent-replayed")).toBeNull();

    // The first caller's own retry is still a replay, and reusing its key for another body is refused, for it alone.
    const retry = await login(a, key, { email: `a-${run}@example.com`, password: "wrong-password" });
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.text).toBe(first.text);
    const misuse = await login(a, key, { email: `c-${run}@example.com`, password: "wrong-password" });
    expect(misuse.status).toBe(422);
    expect(Object.keys(misuse.body.errors)).toEqual(["idempotency_key"]);
  });

  it("guest carts: two callers of one API token with the same key each get their own cart", async () => {
    const key = `cart-${randomUUID()}`;
    const create = (address: string) =>
      api("POST", "/carts", { token: fixtures().demo.apiToken, headers: { "x-forwarded-for": address, "idempotency-key": key } });
    const a = shopper();
    const first = await create(a);
    expect(first.status).toBe(201);
    const other = await create(shopper());
    expect(other.status).toBe(201);
    expect(other.headers.get("idempotent-replayed")).toBeNull();
    expect(other.body.data.id).not.toBe(first.body.data.id);
    const retry = await create(a);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.body.data.id).toBe(first.body.data.id);
  });
});
