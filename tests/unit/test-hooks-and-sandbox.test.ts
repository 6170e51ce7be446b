import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { faultInjectionSetting, getEnv, resetEnvForTests, sandboxPaymentsAllowed, startupWarnings } from "@/lib/env";
import { NotConfiguredError } from "@/lib/errors/domain";
import { toApiError } from "@/lib/http/errors";
import { getGateway, requirePaymentsConfigured } from "@/lib/payments/gateways";

const saved = { ...process.env };
const secret = "x".repeat(40);
const serverDatabase = "postgres://postgres@127.0.0.1:5432/nowhere";

/** The parsed environment for these settings (over a clean base: nothing from the caller's shell). */
function envWith(settings: Record<string, string>) {
  process.env = {
    NODE_ENV: "test",
    PATH: saved.PATH,
    AUTH_SECRET: secret,
    DATA_DIR: path.join(process.cwd(), ".data-unit-env"),
    ...settings,
  };
  resetEnvForTests();
  return getEnv();
}

beforeEach(() => resetEnvForTests());
afterAll(() => {
  process.env = saved;
  resetEnvForTests();
});

describe("test hooks out of the live path (FAULT_INJECTION)", () => {
  it("decides: off unless asked; outside production as asked; in production only with the harness's consent", () => {
    expect(faultInjectionSetting({ nodeEnv: "production", requested: false, harnessConsent: true })).toBe("off");
    expect(faultInjectionSetting({ nodeEnv: "development", requested: true, harnessConsent: false })).toBe("on");
    expect(faultInjectionSetting({ nodeEnv: "test", requested: true, harnessConsent: false })).toBe("on");
    expect(faultInjectionSetting({ nodeEnv: "production", requested: true, harnessConsent: false })).toBe("ignored_in_production");
    expect(faultInjectionSetting({ nodeEnv: "production", requested: true, harnessConsent: true })).toBe("on");
  });

  it("a production server ignores FAULT_INJECTION=true without FAULT_INJECTION_IN_PRODUCTION=test-harness, and says so", () => {
    const env = envWith({ NODE_ENV: "production", FAULT_INJECTION: "true" });
    expect(env.FAULT_INJECTION).toBe(false);
    expect(startupWarnings(env).map((w) => w.event)).toContain("fault_injection_ignored");
  });

  it("the test harness turns it on explicitly, and the server warns that it is on", () => {
    const env = envWith({ NODE_ENV: "production", FAULT_INJECTION: "true", FAULT_INJECTION_IN_PRODUCTION: "test-harness" });
    expect(env.FAULT_INJECTION).toBe(true);
    const warning = startupWarnings(env).find((w) => w.event === "fault_injection_on");
    expect(warning?.message).toMatch(/X-Fault/);
    expect(envWith({ NODE_ENV: "development", FAULT_INJECTION: "true" }).FAULT_INJECTION).toBe(true);
    expect(envWith({ NODE_ENV: "production" }).FAULT_INJECTION).toBe(false);
  });

  it("any other consent value is an invalid setting, not a yes", () => {
    expect(() => envWith({ NODE_ENV: "production", FAULT_INJECTION: "true", FAULT_INJECTION_IN_PRODUCTION: "true" })).toThrow(
      /FAULT_INJECTION_IN_PRODUCTION/,
    );
  });

  it("npm start refuses FAULT_INJECTION without the consent, with one Error line, before building anything", { timeout: 30_000 }, () => {
    const run = (extra: Record<string, string>) =>
      spawnSync(process.execPath, ["scripts/start.mjs"], {
        cwd: path.resolve(import.meta.dirname, "../.."),
        // A too-short AUTH_SECRET: whatever else passes, the preflight stops there, before any build or server.
        env: { NODE_ENV: "production", PATH: saved.PATH, STOREFRONT_ENV_FILE: "off", AUTH_SECRET: "too-short", ...extra },
        encoding: "utf8",
        timeout: 12_000,
      });
    const refused = run({ FAULT_INJECTION: "true" });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/^Error: FAULT_INJECTION is set: npm start serves a production build/m);
    expect(refused.stderr).toMatch(/FAULT_INJECTION_IN_PRODUCTION=test-harness/);
    // With the consent the preflight passes on to its next check (the short secret).
    const consented = run({ FAULT_INJECTION: "true", FAULT_INJECTION_IN_PRODUCTION: "test-harness" });
    expect(consented.status).toBe(1);
    expect(consented.stderr).toMatch(/^Error: AUTH_SECRET must be at least 32 characters/m);
  });
});

describe("the sandbox is not a payment provider (PAYMENTS_SANDBOX)", () => {
  it("decides: set wins; unset allows the embedded database only", () => {
    expect(sandboxPaymentsAllowed({ databaseDriver: "pglite", paymentsSandbox: undefined })).toBe(true);
    expect(sandboxPaymentsAllowed({ databaseDriver: "pg", paymentsSandbox: undefined })).toBe(false);
    expect(sandboxPaymentsAllowed({ databaseDriver: "neon", paymentsSandbox: "" })).toBe(false);
    expect(sandboxPaymentsAllowed({ databaseDriver: "pg", paymentsSandbox: "true" })).toBe(true);
    expect(sandboxPaymentsAllowed({ databaseDriver: "neon", paymentsSandbox: "1" })).toBe(true);
    expect(sandboxPaymentsAllowed({ databaseDriver: "pglite", paymentsSandbox: "false" })).toBe(false);
  });

  it("with a database server and no PAYMENTS_SANDBOX: checkout and setups refuse with 503 payments_not_configured, and start says why", async () => {
    const env = envWith({ DATABASE_URL: serverDatabase });
    expect(env.paymentsSandbox).toBe(false);
    expect(startupWarnings(env).find((w) => w.event === "payments_not_configured")?.message).toMatch(/PAYMENTS_SANDBOX=true/);
    let refusal: unknown;
    try {
      requirePaymentsConfigured();
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(NotConfiguredError);
    const answer = toApiError(refusal as NotConfiguredError);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ message: expect.any(String), code: "payments_not_configured" });
    expect(answer.headers["Retry-After"]).toBeUndefined();
    expect(() => requirePaymentsConfigured("sandbox")).toThrow(NotConfiguredError);
    // A hand-made token is never exchanged, nor a saved card authorised.
    const sandbox = getGateway("sandbox");
    await expect(sandbox.exchangeToken({ token: "sbx_tok_x", setupId: "s", now: new Date() })).rejects.toBeInstanceOf(NotConfiguredError);
    const card = { providerId: "p", paymentMethod: "card", cardType: "visa", cardLast4: "4242", cardExpMonth: 1, cardExpYear: 2099 };
    await expect(
      sandbox.authorize({ merchant: "t", key: "k", source: card, amount: 100, currencyCode: "GBP", now: new Date() }),
    ).rejects.toBeInstanceOf(NotConfiguredError);
  });

  it("PAYMENTS_SANDBOX=true allows it on a database server; the embedded database allows it unless told false", () => {
    const on = envWith({ DATABASE_URL: serverDatabase, PAYMENTS_SANDBOX: "true" });
    expect(on.paymentsSandbox).toBe(true);
    expect(startupWarnings(on)).toEqual([]);
    expect(() => requirePaymentsConfigured()).not.toThrow();
    expect(envWith({}).paymentsSandbox).toBe(true);
    expect(() => requirePaymentsConfigured()).not.toThrow();
    expect(envWith({ PAYMENTS_SANDBOX: "false" }).paymentsSandbox).toBe(false);
    expect(() => requirePaymentsConfigured()).toThrow(NotConfiguredError);
  });
});
