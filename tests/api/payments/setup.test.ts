import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { seedId } from "@/db/seed/ids";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { hasDirectDb, query } from "../../support/db";
import { slugOf } from "../../support/fixtures";

const demo = () => fixtures().demo;
const keyOf = (email: string) => email.split("@")[0]!;
const me = () => customerFor("payments");
const setup = async (body?: unknown, gateway = "sandbox", token?: string | null) =>
  api("POST", `/account/payments/${gateway}/setup`, { token: token === undefined ? await loginAs(me()) : token, body });
const notFound = { error: "Subscription not found.", code: "not_found" };

describe("POST /account/payments/{gateway}/setup", () => {
  it("returns a fresh UUID identifier and the absolute URL of the sandbox engine script", async () => {
    const a = await setup({});
    expect(a.status).toBe(200);
    expect(a.body).toEqual({
      identifier: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      engineUrl: `${fixtures().baseUrl}/api/v1/payments/sandbox/engine.js`,
    });
    expect(a.headers.get("cache-control")).toBe("private, no-store");
    const b = await setup(undefined);
    expect(b.status).toBe(200);
    expect(b.body.identifier).not.toBe(a.body.identifier);
  });

  it("accepts one of the caller's own subscriptions", async () => {
    for (const which of ["main", "second"]) {
      const res = await setup({ subscriptionId: seedId(slugOf("demo"), "subscription", keyOf(me().email), which) });
      expect(res.status, which).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(["engineUrl", "identifier"]);
    }
    expect((await setup({ subscriptionId: null })).status).toBe(200);
    expect((await setup({ subscriptionId: "" })).status).toBe(200);
  });

  it("answers 404 {error} for another customer's subscription, another store's, an unknown or a malformed id", async () => {
    const ids = [
      seedId(slugOf("demo"), "subscription", "alice", "main"),
      seedId(slugOf("demo"), "subscription", keyOf(customerFor("payment-methods").email), "main"),
      seedId("other", "subscription", "alice", "main"),
      randomUUID(),
      "not-a-uuid",
      "123",
      "00000000-0000-0000-0000-00000000000g",
      `${seedId(slugOf("demo"), "subscription", keyOf(me().email), "main")}x`,
    ];
    for (const subscriptionId of ids) {
      const res = await setup({ subscriptionId });
      expect(res.status, subscriptionId).toBe(404);
      expect(res.body, subscriptionId).toEqual(notFound);
    }
  });

  it("validates the type of subscriptionId (422)", async () => {
    const res = await setup({ subscriptionId: 123 });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: "The subscription id field must be a string.",
      errors: { subscriptionId: ["The subscription id field must be a string."] },
      code: "validation_failed",
    });
    expect((await api("POST", "/account/payments/sandbox/setup", { token: await loginAs(me()), rawBody: "{" })).status).toBe(400);
  });

  it("answers 404 {message} for an unknown gateway, before looking at the subscription", async () => {
    for (const gateway of ["stripe", "SANDBOX", "constructor", "__proto__", "sandbox%20"]) {
      const res = await setup({ subscriptionId: seedId(slugOf("demo"), "subscription", "alice", "main") }, gateway);
      expect(res.status, gateway).toBe(404);
      expect(res.body, gateway).toEqual({ message: expect.any(String), code: "not_found" });
    }
  });

  it("needs an account token (401 {message})", async () => {
    const none = await setup({}, "sandbox", null);
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: "Unauthenticated.", code: "unauthenticated" });
    const apiToken = await setup({}, "sandbox", demo().apiToken);
    expect(apiToken.status).toBe(401);
    expect(apiToken.body).toEqual({ message: "Unauthenticated.", code: "unauthenticated" });
  });

  it("only allows POST", async () => {
    const res = await api("GET", "/account/payments/sandbox/setup", { token: await loginAs(me()) });
    expect(res.status).toBe(405);
  });

  it.runIf(hasDirectDb())("stores a pending setup for the caller and the subscription, open for 30 minutes", async () => {
    const subscriptionId = seedId(slugOf("demo"), "subscription", keyOf(me().email), "main");
    const res = await setup({ subscriptionId });
    const [row] = await query<Record<string, unknown>>(
      `select s.tenant_id, c.email, s.gateway, s.subscription_id, s.status, s.payment_method_id, s.completed_at,
              extract(epoch from (s.expires_at - s.created_at)) / 60 as minutes
         from payment_setups s join customers c on c.id = s.customer_id where s.id = $1`,
      [res.body.identifier],
    );
    expect(row).toMatchObject({
      tenant_id: demo().tenantId,
      email: me().email,
      gateway: "sandbox",
      subscription_id: subscriptionId,
      status: "pending",
      payment_method_id: null,
      completed_at: null,
    });
    expect(Number(row!.minutes)).toBeCloseTo(30, 3);
  });
});

describe("GET /payments/sandbox/engine.js", () => {
  it("serves the engine script publicly, as JavaScript, calling this app's API", async () => {
    const res = await fetch(`${fixtures().baseUrl}/api/v1/payments/sandbox/engine.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(res.headers.get("cache-control")).toMatch(/^public, /);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const text = await res.text();
    expect(text).toContain("global.SandboxPayments = {");
    // The API it was loaded from (a store's own host, as e2e/payment-methods.spec.ts uses it), else APP_URL's.
    expect(text).toContain(`var DEFAULT_API_BASE = servedFrom() || ${JSON.stringify(`${fixtures().baseUrl}/api/v1`)};`);
    expect(text).not.toContain("__API_BASE__");
  });

  it("answers 404 JSON for an unknown gateway", async () => {
    const res = await api("GET", "/payments/stripe/engine.js");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: expect.any(String), code: "not_found" });
  });
});
