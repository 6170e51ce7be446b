import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";

const demo = () => fixtures().demo;
const databaseUrl = process.env.TEST_DATABASE_URL;

function newAccount() {
  return { email: `idem-${randomUUID()}@example.net`, password: "long-enough-pw", firstName: "Ida", lastName: "Key" };
}

function register(body: unknown, key?: string, token = demo().apiToken) {
  return api("POST", "/account/register", { token, body, headers: key ? { "idempotency-key": key } : {} });
}

describe("Idempotency-Key", () => {
  it("runs a POST once: the retries get the first answer byte for byte, marked as replayed", async () => {
    const key = randomUUID();
    const body = newAccount();
    const first = await register(body, key);
    const second = await register(body, key);
    const third = await register(body, key);
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    for (const again of [second, third]) {
      expect(again.status).toBe(201);
      expect(again.text).toBe(first.text);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(again.headers.get("content-type")).toMatch(/application\/json/);
    }
    // One effect: the account exists once and registering it again without the key is refused.
    const plain = await register(body);
    expect(plain.status).toBe(422);
    expect(plain.body.errors.email).toEqual(["The email has already been taken."]);
  });

  it("refuses the same key with a different body with 422", async () => {
    const key = randomUUID();
    expect((await register(newAccount(), key)).status).toBe(201);
    const other = await register(newAccount(), key);
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      message: "This Idempotency-Key was already used with a different request; use a new key for a new request.",
      errors: { idempotency_key: ["This Idempotency-Key was already used with a different request; use a new key for a new request."] },
      code: "idempotency_key_reused",
    });
  });

  it("replays a stored 4xx answer too, without running the request again", async () => {
    const key = randomUUID();
    const bad = { email: "nope" };
    const first = await register(bad, key);
    expect(first.status).toBe(422);
    const again = await register(bad, key);
    expect(again.status).toBe(422);
    expect(again.text).toBe(first.text);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
  });

  it("keeps keys per caller: another store's token with the same key and body runs its own request", async () => {
    const key = randomUUID();
    const body = newAccount();
    const mine = await register(body, key);
    const theirs = await register(body, key, fixtures().other.apiToken);
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get("idempotent-replayed")).toBeNull();
    expect(theirs.body.customer.id).not.toBe(mine.body.customer.id);
  });

  it("keys belong to the customer on account operations", async () => {
    const key = randomUUID();
    const a = await register(newAccount());
    const b = await register(newAccount());
    const outA = await api("POST", "/account/logout", { token: a.body.token, headers: { "idempotency-key": key } });
    const outB = await api("POST", "/account/logout", { token: b.body.token, headers: { "idempotency-key": key } });
    expect(outA.status).toBe(200);
    expect(outB.status).toBe(200);
    expect(outB.headers.get("idempotent-replayed")).toBeNull();
  });

  it("answers a concurrent duplicate with 409 (or the replay), never a second effect", async () => {
    const key = randomUUID();
    const body = newAccount();
    const answers = await Promise.all([register(body, key), register(body, key), register(body, key)]);
    const firsts = answers.filter((r) => r.status === 201 && !r.headers.get("idempotent-replayed"));
    expect(firsts).toHaveLength(1);
    for (const r of answers) {
      if (r === firsts[0]) continue;
      if (r.status === 409) {
        expect(r.body).toEqual({
          message: "A request with this Idempotency-Key is still being processed. Retry shortly.",
          code: "idempotency_in_flight",
        });
        expect(r.headers.get("retry-after")).toBe("1");
      } else {
        expect(r.status).toBe(201);
        expect(r.text).toBe(firsts[0]!.text);
      }
    }
  });

  it("rejects a malformed key with 422", async () => {
    for (const key of ["x".repeat(256), "spaces are not allowed"]) {
      const res = await register(newAccount(), key);
      expect(res.status).toBe(422);
      expect(res.body.errors.idempotency_key).toEqual(["The Idempotency-Key header must be 1 to 255 visible ASCII characters."]);
    }
  });

  it("refuses an empty or blank key with 422 and runs nothing (a key that went missing is not an absent one)", async () => {
    for (const key of ["", "   "]) {
      const body = newAccount();
      const res = await api("POST", "/account/register", { token: demo().apiToken, body, headers: { "idempotency-key": key } });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: "The Idempotency-Key header is empty: send a unique value (e.g. a UUID), or leave the header out.",
        errors: { idempotency_key: ["The Idempotency-Key header is empty: send a unique value (e.g. a UUID), or leave the header out."] },
        code: "validation_failed",
      });
      // Nothing ran: the same account registers afterwards.
      expect((await register(body)).status).toBe(201);
    }
  });

  it("does not store a 401: the same key works once the caller authenticates", async () => {
    const key = randomUUID();
    const body = newAccount();
    expect((await register(body, key, "bad-token")).status).toBe(401);
    expect((await register(body, key)).status).toBe(201);
  });

  it.skipIf(!databaseUrl)("forgets a key after 24 hours (Postgres: the stored expiry is moved into the past)", async () => {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const key = randomUUID();
      expect((await register(newAccount(), key)).status).toBe(201);
      const row = await client.query("select extract(epoch from expires_at - created_at) as ttl from idempotency_keys where key = $1", [
        key,
      ]);
      expect(Number(row.rows[0].ttl)).toBe(24 * 3600);
      await client.query("update idempotency_keys set expires_at = now() - interval '1 second' where key = $1", [key]);
      const fresh = await register(newAccount(), key);
      expect(fresh.status).toBe(201);
      expect(fresh.headers.get("idempotent-replayed")).toBeNull();
    } finally {
      await client.end();
    }
  });
});
