import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api } from "../../support/http";

// The test server trusts X-Forwarded-For (TRUST_PROXY=true) and exempts only loopback, so each test
// speaks from its own documentation-range address and never disturbs the other suites.
const run = randomInt(1, 250);
let next = 1;
const freshAddress = () => `198.51.${run}.${next++}`;
const demo = () => fixtures().demo;

function expectLimited(res: { status: number; body: unknown; headers: Headers }) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ message: "Too many requests. Please try again later.", code: "rate_limited" });
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  return retryAfter;
}

async function login(address: string, body: unknown, token = demo().apiToken) {
  return api("POST", "/account/login", { token, body, headers: { "x-forwarded-for": address } });
}

describe("rate limits", () => {
  it("login: 5 attempts a minute at one e-mail from one address, then 429 with Retry-After", async () => {
    const address = freshAddress();
    const body = { email: `guess-${run}@example.com`, password: "wrong-password" };
    for (let i = 0; i < 5; i++) expect((await login(address, body)).status).toBe(422);
    const retryAfter = expectLimited(await login(address, body));
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The same address may still try another e-mail, and another address the same e-mail.
    expect((await login(address, { ...body, email: `other-${run}@example.com` })).status).toBe(422);
    expect((await login(freshAddress(), body)).status).toBe(422);
  });

  it("login: 20 attempts a minute from one address across e-mails", async () => {
    const address = freshAddress();
    for (let i = 0; i < 20; i++) expect((await login(address, { email: `spray-${run}-${i}@example.com`, password: "x" })).status).toBe(422);
    expectLimited(await login(address, { email: `spray-${run}-last@example.com`, password: "x" }));
  });

  it("login: a successful sign-in clears the failures counted against that e-mail", async () => {
    const address = freshAddress();
    const customer = customerFor("idempotency");
    for (let i = 0; i < 4; i++) expect((await login(address, { ...customer, password: "not-it" })).status).toBe(422);
    expect((await login(address, customer)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(address, { ...customer, password: "not-it" })).status).toBe(422);
  });

  it("login: the e-mail is matched case-insensitively and limits are per tenant", async () => {
    const address = freshAddress();
    const email = `Case-${run}@Example.com`;
    for (let i = 0; i < 5; i++) await login(address, { email: i % 2 ? email.toUpperCase() : email.toLowerCase(), password: "x" });
    expectLimited(await login(address, { email, password: "x" }));
    // Another store's counters are its own.
    expect((await login(address, { email, password: "x" }, fixtures().other.apiToken)).status).toBe(422);
  });

  it("register: 5 an hour from one address (invalid attempts count too)", async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      const res = await api("POST", "/account/register", {
        token: demo().apiToken,
        body: { email: "not-an-email" },
        headers: { "x-forwarded-for": address },
      });
      expect(res.status).toBe(422);
    }
    const res = await api("POST", "/account/register", {
      token: demo().apiToken,
      body: { email: `never-${run}@example.net`, password: "long-enough-pw", firstName: "N", lastName: "V" },
      headers: { "x-forwarded-for": address },
    });
    expectLimited(res);
    // Nothing was created by the refused request.
    const signIn = await login(freshAddress(), { email: `never-${run}@example.net`, password: "long-enough-pw" });
    expect(signIn.status).toBe(422);
  });

  it("password reset request: 3 per quarter hour for one e-mail from one address, then 429 for that address only", async () => {
    const email = `reset-${run}@example.com`;
    const address = freshAddress();
    for (let i = 0; i < 3; i++) {
      const res = await api("POST", "/account/password", {
        token: demo().apiToken,
        body: { email },
        headers: { "x-forwarded-for": address },
      });
      expect(res.status).toBe(200);
    }
    const res = await api("POST", "/account/password", {
      token: demo().apiToken,
      body: { email: email.toUpperCase() },
      headers: { "x-forwarded-for": address },
    });
    expect(expectLimited(res)).toBeGreaterThan(800);
    // Others asking for the same e-mail never get someone else's 429.
    const elsewhere = await api("POST", "/account/password", {
      token: demo().apiToken,
      body: { email },
      headers: { "x-forwarded-for": freshAddress() },
    });
    expect(elsewhere.status).toBe(200);
  });

  it("password reset request: 10 per quarter hour from one address", async () => {
    const address = freshAddress();
    const ask = (i: number) =>
      api("POST", "/account/password", {
        token: demo().apiToken,
        body: { email: `many-${run}-${i}@example.com` },
        headers: { "x-forwarded-for": address },
      });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => ask(i)));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expectLimited(await ask(10));
  });

  it("password reset completion: 10 per quarter hour from one address", async () => {
    const address = freshAddress();
    const body = { email: `nobody-${run}@example.com`, token: "x".repeat(43), password: "long-enough-pw" };
    for (let i = 0; i < 10; i++) {
      const res = await api("POST", "/account/password/reset", { token: demo().apiToken, body, headers: { "x-forwarded-for": address } });
      expect(res.status).toBe(422);
    }
    expectLimited(await api("POST", "/account/password/reset", { token: demo().apiToken, body, headers: { "x-forwarded-for": address } }));
  });

  it("messages: 10 per ten minutes from one address (refused ones count too)", async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i++) {
      const res = await api("POST", "/messages", {
        token: demo().apiToken,
        body: { name: "no e-mail" },
        headers: { "x-forwarded-for": address },
      });
      expect(res.status).toBe(422);
    }
    const limited = await api("POST", "/messages", {
      token: demo().apiToken,
      body: { email: `flood-${run}@example.com`, subject: "flood", message: "x" },
      headers: { "x-forwarded-for": address },
    });
    expectLimited(limited);
    // Another address is unaffected.
    expect(
      (await api("POST", "/messages", { token: demo().apiToken, body: {}, headers: { "x-forwarded-for": freshAddress() } })).status,
    ).toBe(422);
  });

  it("search: 60 a minute from one address", async () => {
    const address = freshAddress();
    const answers = [];
    for (let i = 0; i < 60; i++)
      answers.push(
        (await api("GET", `/search?q=coffee${i % 3}`, { token: demo().apiToken, headers: { "x-forwarded-for": address } })).status,
      );
    expect(answers.every((s) => s === 200)).toBe(true);
    expectLimited(await api("GET", "/search?q=coffee", { token: demo().apiToken, headers: { "x-forwarded-for": address } }));
  });

  it("takes the right-most X-Forwarded-For entry (the proxy's), so a client cannot pick its address", async () => {
    const address = freshAddress();
    const body = { email: `spoof-${run}@example.com`, password: "x" };
    for (let i = 0; i < 5; i++) {
      const res = await api("POST", "/account/login", {
        token: demo().apiToken,
        body,
        headers: { "x-forwarded-for": `10.0.0.${i}, ${address}` },
      });
      expect(res.status).toBe(422);
    }
    expectLimited(
      await api("POST", "/account/login", { token: demo().apiToken, body, headers: { "x-forwarded-for": `10.9.9.9, ${address}` } }),
    );
  });

  it("does not limit unauthenticated noise against a tenant's budget", async () => {
    const address = freshAddress();
    for (let i = 0; i < 25; i++) {
      const res = await api("POST", "/account/login", {
        token: "nope",
        body: { email: "a@b.co", password: "x" },
        headers: { "x-forwarded-for": address },
      });
      expect(res.status).toBe(401);
    }
    expect((await login(address, { email: `after-noise-${run}@example.com`, password: "x" })).status).toBe(422);
  });

  it("exposes Retry-After to browsers on an allowed origin", async () => {
    const address = freshAddress();
    const origin = new URL(fixtures().baseUrl).origin;
    const body = { email: `cors-${run}@example.com`, password: "x" };
    for (let i = 0; i < 5; i++) await login(address, body);
    const res = await api("POST", "/account/login", { token: demo().apiToken, body, headers: { "x-forwarded-for": address, origin } });
    expectLimited(res);
    expect(res.headers.get("access-control-allow-origin")).toBe(origin);
    expect(res.headers.get("access-control-expose-headers")).toMatch(/Retry-After/);
  });
});
