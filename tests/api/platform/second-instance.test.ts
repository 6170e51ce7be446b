import { randomInt, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../../support/http";
import { startInstance, type Instance } from "../../support/instance";
import { operatorToken } from "../../support/operator-tokens";

// The dev mailbox's per-store access and the registration ceiling, against a second instance run as the quick start
// runs it (DEV_MAILBOX=true, no SMTP) behind a trusted proxy, with a store-wide registration ceiling of 3 instead of 30
// (RATE_LIMIT_RULES): on Postgres it shares the suite's database, on PGlite it has its own (tests/support/instance.ts).
let instance: Instance;
const run = randomInt(1, 250);
let next = 1;
const remote = () => ({ "x-real-ip": `203.0.${run}.${next++}` });
const v1 = (path: string) => `${instance.baseUrl}/api/v1${path}`;
type Mail = { store: string; to: string; links: string[] };

async function mailbox(headers: Record<string, string>) {
  const res = await fetch(`${instance.baseUrl}/dev/mailbox?format=json`, { headers });
  return { status: res.status, body: res.status === 200 ? ((await res.json()) as { data: Mail[] }) : undefined };
}

/** A new customer of the store with a reset link waiting in the outbox: their address. */
async function resetMailIn(store: Instance["demo"], label: string): Promise<string> {
  const email = `mailbox-${label}-${randomUUID()}@example.net`;
  const registered = await api("POST", v1("/account/register"), {
    token: store.apiToken,
    body: { email, password: "Mailbox-pass-42", firstName: "Mail", lastName: "Box" },
  });
  expect(registered.status).toBe(201);
  expect((await api("POST", v1("/account/password"), { token: store.apiToken, body: { email } })).status).toBe(200);
  return email;
}

beforeAll(async () => {
  instance = await startInstance({ DEV_MAILBOX: "true", RATE_LIMIT_RULES: "register-taken.store=3/3600" });
}, 180_000);

afterAll(async () => {
  await instance?.stop();
});

describe("dev mailbox: an operator token reads its own store's mail only", () => {
  let demoMail: string;
  let otherMail: string;
  beforeAll(async () => {
    [demoMail, otherMail] = await Promise.all([resetMailIn(instance.demo, "demo"), resetMailIn(instance.other, "other")]);
  });

  it("another store's operator token, from elsewhere, sees none of this store's mail (reset links included)", async () => {
    const res = await mailbox({ ...remote(), authorization: `Bearer ${await operatorToken(instance.other.tenantId)}` });
    expect(res.status).toBe(200);
    const mails = res.body!.data;
    expect(mails.map((m) => m.to)).toContain(otherMail);
    expect(mails.map((m) => m.to)).not.toContain(demoMail);
    expect([...new Set(mails.map((m) => m.store))]).toEqual(["other"]);
    const own = mails.find((m) => m.to === otherMail)!;
    expect(own.links.some((l) => l.includes("/reset-password?token="))).toBe(true);
  });

  it("this store's operator token sees this store's mail only", async () => {
    const res = await mailbox({ ...remote(), authorization: `Bearer ${await operatorToken(instance.demo.tenantId)}` });
    expect(res.status).toBe(200);
    expect(res.body!.data.map((m) => m.to)).toContain(demoMail);
    expect(res.body!.data.map((m) => m.to)).not.toContain(otherMail);
    // On Postgres the instance shares the suite's database, and this file's own store is its "demo".
    expect([...new Set(res.body!.data.map((m) => m.store))]).toEqual([instance.demo.slug ?? "demo"]);
  });

  it("from elsewhere without a valid operator token: 404; from this machine without a token: every store's mail", async () => {
    expect((await mailbox(remote())).status).toBe(404);
    expect((await mailbox({ ...remote(), authorization: "Bearer not-a-token" })).status).toBe(404);
    expect((await mailbox({ ...remote(), authorization: `Bearer ${instance.demo.apiToken}` })).status).toBe(404);
    const local = await mailbox({});
    expect(local.status).toBe(200);
    expect(local.body!.data.map((m) => m.to)).toEqual(expect.arrayContaining([demoMail, otherMail]));
  });
});

describe("registration: a store-wide ceiling on 'already taken' answers", () => {
  const register = (store: Instance["demo"], email: string, headers: Record<string, string> = remote()) =>
    api("POST", v1("/account/register"), {
      token: store.apiToken,
      body: { email, password: "Ceiling-pass-42", firstName: "Ce", lastName: "Iling" },
      headers,
    });

  it("after 3 taken answers from 3 addresses, every registration of the store answers 429 alike, whatever its e-mail", async () => {
    const taken = `taken-${randomUUID()}@example.net`;
    expect((await register(instance.demo, taken, {})).status).toBe(201); // from this machine: exempt, not counted
    for (let i = 0; i < 3; i++) {
      const res = await register(instance.demo, taken);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ email: ["The email has already been taken."] });
    }
    const fresh = `fresh-${randomUUID()}@example.net`;
    const refused = [await register(instance.demo, taken), await register(instance.demo, fresh)];
    for (const res of refused) {
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ message: "Too many requests. Please try again later.", code: "rate_limited" });
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(3000);
    }
    // The refused registration created nothing: the same e-mail registers from this machine (exempt) afterwards.
    expect((await register(instance.demo, fresh, {})).status).toBe(201);
    // Another store's ceiling is its own.
    expect((await register(instance.other, `elsewhere-${randomUUID()}@example.net`)).status).toBe(201);
  });
});
