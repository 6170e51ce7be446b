import { describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { claimsOf, forge, keyFor, unsigned } from "../../support/tokens";

const demo = () => fixtures().demo;

describe("POST /account/login", () => {
  it("returns an account token that works on an account route", async () => {
    const customer = customerFor("auth");
    const res = await api("POST", "/account/login", { token: demo().apiToken, body: customer });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ tokenType: "Bearer", customer: { email: customer.email } });
    expect(typeof res.body.token).toBe("string");
    expect(res.body.expiresAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const me = await api("GET", "/account", { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email: customer.email, firstName: "Test" });
    expect(me.headers.get("cache-control")).toBe("private, no-store");
  });

  it("matches the e-mail case-insensitively", async () => {
    const customer = customerFor("auth");
    const res = await api("POST", "/account/login", { token: demo().apiToken, body: { ...customer, email: customer.email.toUpperCase() } });
    expect(res.status).toBe(200);
  });

  it("refuses a wrong password and an unknown e-mail with the same 422 answer", async () => {
    const customer = customerFor("auth");
    const wrong = await api("POST", "/account/login", { token: demo().apiToken, body: { ...customer, password: "nope-nope" } });
    const unknown = await api("POST", "/account/login", {
      token: demo().apiToken,
      body: { email: "nobody@example.com", password: "nope-nope" },
    });
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({
      message: "These credentials do not match our records.",
      errors: { email: ["These credentials do not match our records."] },
      code: "validation_failed",
    });
  });

  it("validates the body", async () => {
    const res = await api("POST", "/account/login", { token: demo().apiToken, body: { password: "x" } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: "The email field is required.",
      errors: { email: ["The email field is required."] },
      code: "validation_failed",
    });
  });

  it("needs an API token, not an account token", async () => {
    const customer = customerFor("auth");
    const none = await api("POST", "/account/login", { body: customer });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: "Unauthenticated.", code: "unauthenticated" });
  });

  it("does not let one tenant's API token sign in another tenant's customer", async () => {
    const otherCustomer = fixtures().other.customers[0]!;
    const res = await api("POST", "/account/login", { token: demo().apiToken, body: otherCustomer });
    expect(res.status).toBe(422);
  });
});

describe("POST /account/register", () => {
  it("creates an account and signs it in with 201", async () => {
    const email = `new-${Date.now()}@example.net`;
    const res = await api("POST", "/account/register", {
      token: demo().apiToken,
      body: { email, password: "long-enough-pw", firstName: "Nia", lastName: "Lane" },
    });
    expect(res.status).toBe(201);
    expect(res.body.customer).toMatchObject({ email, firstName: "Nia", lastName: "Lane" });
    const me = await api("GET", "/account", { token: res.body.token });
    expect(me.body.data.email).toBe(email);
    const again = await api("POST", "/account/register", {
      token: demo().apiToken,
      body: { email: email.toUpperCase(), password: "long-enough-pw", firstName: "Nia", lastName: "Lane" },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.email).toEqual(["The email has already been taken."]);
  });

  it("rejects a short password with the field named", async () => {
    const res = await api("POST", "/account/register", {
      token: demo().apiToken,
      body: { email: "short@example.net", password: "short", firstName: "A", lastName: "B" },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.password).toEqual(["The password field must be at least 8 characters."]);
  });
});

describe("account tokens", () => {
  async function freshToken() {
    const res = await api("POST", "/account/login", { token: demo().apiToken, body: customerFor("auth") });
    return res.body.token as string;
  }

  it("refuses a missing, malformed, forged, unsigned, expired, wrong-kind and revoked token with 401", async () => {
    const good = await freshToken();
    const claims = claimsOf(good);
    const now = Math.floor(Date.now() / 1000);
    const cases: Record<string, string | null> = {
      missing: null,
      garbage: "not-a-jwt",
      wrongKey: await forge("account", claims, { key: keyFor("account", "another-secret-that-is-long-enough-123"), exp: now + 600 }),
      algNone: unsigned(good),
      expired: await forge("account", { ...claims, jti: claims.jti as string }, { iat: now - 7200, exp: now - 3600 }),
      apiTokenAsAccount: demo().apiToken,
      wrongTyp: await forge("account", claims, { typ: "JWT", exp: now + 600 }),
      wrongAudience: await forge("account", claims, { audience: "storefront-api", exp: now + 600 }),
      accountKeyApiTyp: await forge("account", claims, { typ: "sf-api+jwt", exp: now + 600 }),
    };
    for (const [name, token] of Object.entries(cases)) {
      const res = await api("GET", "/account", { token });
      expect({ name, status: res.status, body: res.body }).toEqual({
        name,
        status: 401,
        body: { message: "Unauthenticated.", code: "unauthenticated" },
      });
    }
  });

  it("refuses an account token on a storefront route", async () => {
    const good = await freshToken();
    const res = await api("POST", "/account/login", { token: good, body: customerFor("auth") });
    expect(res.status).toBe(401);
  });

  it("refuses an API token signed with the account key", async () => {
    const claims = claimsOf(demo().apiToken);
    const token = await forge("api", claims, { key: keyFor("account") });
    const res = await api("POST", "/account/login", { token, body: customerFor("auth") });
    expect(res.status).toBe(401);
  });

  it("revokes the token on logout", async () => {
    const token = await freshToken();
    expect((await api("GET", "/account", { token })).status).toBe(200);
    const out = await api("POST", "/account/logout", { token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: "Logged out." });
    const after = await api("GET", "/account", { token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: "Unauthenticated.", code: "unauthenticated" });
  });

  it("keeps tenants apart: a customer's token sees only its own tenant's records", async () => {
    const otherCustomer = fixtures().other.customers[0]!;
    const login = await api("POST", "/account/login", { token: fixtures().other.apiToken, body: otherCustomer });
    expect(login.status).toBe(200);
    const me = await api("GET", "/account", { token: login.body.token });
    expect(me.body.data.email).toBe(otherCustomer.email);
    expect(claimsOf(login.body.token).tid).toBe(fixtures().other.tenantId);
  });
});
