import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { seedId } from "@/db/seed/ids";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { hasDirectDb, query } from "../../support/db";
import { loadSandboxEngine, makeToken, tokenPayload, type SandboxCard } from "../../support/sandbox-engine";
import { slugOf } from "../../support/fixtures";

const demo = () => fixtures().demo;
const keyOf = (email: string) => email.split("@")[0]!;
const me = () => customerFor("payments");
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const nextYear = new Date().getUTCFullYear() + 1;

async function newSetup(token: string, body: unknown = {}) {
  const res = await api("POST", "/account/payments/sandbox/setup", { token, body });
  if (res.status !== 200) throw new Error(`setup failed: ${res.status} ${res.text}`);
  return res.body as { identifier: string; engineUrl: string };
}
const complete = (token: string | null, identifier: string, body: unknown, gateway = "sandbox") =>
  api("POST", `/account/payments/${gateway}/setups/${identifier}/complete`, { token, body });
const methodsOf = async (token: string) => (await api("GET", "/account/payments/methods", { token })).body as Record<string, unknown>[];

describe("sandbox engine + POST /account/payments/sandbox/setups/{identifier}/complete", () => {
  it("tokenises a test card without the number or CVC, saves it linked to the subscription, and lists it for the caller only", async () => {
    const token = await loginAs(me());
    const subscriptionId = seedId(slugOf("demo"), "subscription", keyOf(me().email), "main");
    const { identifier, engineUrl } = await newSetup(token, { subscriptionId });
    const engine = await loadSandboxEngine(engineUrl);
    expect(engine.version).toBe("1");

    const { token: cardToken, card } = await engine.tokenize({
      identifier,
      number: "5555 5555 5555 4444",
      expMonth: "07",
      expYear: String(nextYear).slice(2),
      cvc: "321",
    });
    expect(card).toEqual({ brand: "mastercard", last4: "4444", expMonth: 7, expYear: nextYear });
    expect(cardToken).toMatch(/^sbx_tok_[A-Za-z0-9_-]+$/);
    // The payload holds exactly these fields: every value is pinned (the nonce is 16 random bytes in hex), so neither
    // the number nor the CVC can ride along in any of them; no substring search over the random setup id or nonce.
    const payload = tokenPayload(cardToken);
    expect(payload).toEqual({
      v: 1,
      setup: identifier,
      brand: "mastercard",
      last4: "4444",
      expMonth: 7,
      expYear: nextYear,
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(cardToken).toBe(makeToken(payload)); // nothing in the token but that payload
    const values = Object.values(payload).map(String);
    expect(values).not.toContain("5555555555554444");
    expect(values).not.toContain("321");

    const saved = await engine.complete({ identifier, token: cardToken, accountToken: token });
    expect(saved).toEqual({
      id: expect.stringMatching(uuid),
      provider: "sandbox",
      paymentMethod: "card",
      providerId: expect.stringMatching(/^pm_sandbox_[0-9a-f]{24}$/),
      cardType: "mastercard",
      cardLast4: "4444",
      cardExpMonth: 7,
      cardExpYear: nextYear,
      default: false, // the customer already has a default card
      subscriptionId,
    });

    const mine = await methodsOf(token);
    const { subscriptionId: _s, ...listed } = saved;
    expect(mine).toContainEqual(listed);
    const neighbour = await methodsOf(await loginAs(customerFor("payment-methods")));
    expect(neighbour.map((m) => m.id)).not.toContain(saved.id);
    const otherStore = await methodsOf(await loginAs(fixtures().other.customers[0]!, fixtures().other));
    expect(otherStore.map((m) => m.id)).not.toContain(saved.id);

    // Single use.
    const again = await complete(token, identifier, { token: cardToken });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: "This payment setup has already been completed. Start a new one to save another card.",
      code: "payment_setup_used",
    });
    expect((await methodsOf(token)).filter((m) => m.id === saved.id)).toHaveLength(1);
  });

  it("makes the first card of a customer without one the default", async () => {
    const email = `cards-${randomUUID().slice(0, 8)}@example.net`;
    const reg = await api("POST", "/account/register", {
      token: demo().apiToken,
      body: { email, password: "Long-enough-1", firstName: "Card", lastName: "Holder" },
    });
    expect(reg.status).toBe(201);
    const token: string = reg.body.token;
    expect(await methodsOf(token)).toEqual([]);
    const first = await newSetup(token);
    const engine = await loadSandboxEngine(first.engineUrl);
    const t1 = await engine.tokenize({
      identifier: first.identifier,
      number: "4242424242424242",
      expMonth: 12,
      expYear: nextYear,
      cvc: "123",
    });
    const a = await complete(token, first.identifier, { token: t1.token });
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ cardType: "visa", cardLast4: "4242", default: true, subscriptionId: null });
    const second = await newSetup(token);
    const t2 = await engine.tokenize({
      identifier: second.identifier,
      number: "378282246310005",
      expMonth: 1,
      expYear: nextYear,
      cvc: "1234",
    });
    const b = await complete(token, second.identifier, { token: t2.token });
    expect(b.status).toBe(200);
    expect(b.body).toMatchObject({ cardType: "amex", cardLast4: "0005", default: false });
    const list = await methodsOf(token);
    expect(list.map((m) => [m.id, m.default])).toEqual([
      [a.body.id, true],
      [b.body.id, false],
    ]);
  });

  it("refuses invalid and non-test cards in the engine, before anything is sent", async () => {
    const token = await loginAs(me());
    const { identifier, engineUrl } = await newSetup(token);
    const engine = await loadSandboxEngine(engineUrl);
    const good: SandboxCard = { identifier, number: "4242424242424242", expMonth: 12, expYear: nextYear, cvc: "123" };
    const cases: [Partial<SandboxCard>, string, string][] = [
      [{ number: "4242424242424241" }, "invalid_number", "number"],
      [{ number: "4242" }, "invalid_number", "number"],
      [{ number: "6011111111111117" }, "unsupported_card", "number"],
      [{ number: "4111111111111111" }, "test_card_required", "number"],
      [{ expMonth: 13 }, "invalid_expiry", "expiry"],
      [{ expMonth: 1, expYear: 2020 }, "invalid_expiry", "expiry"],
      [{ expYear: "3" }, "invalid_expiry", "expiry"],
      [{ cvc: "12" }, "invalid_cvc", "cvc"],
      [{ number: "378282246310005", cvc: "123" }, "invalid_cvc", "cvc"],
      [{ identifier: "" }, "missing_setup", ""],
    ];
    for (const [change, code, field] of cases) {
      const error = await engine.tokenize({ ...good, ...change }).then(
        () => null,
        (e: { code: string; message: string; field?: string }) => e,
      );
      expect(error, JSON.stringify(change)).toMatchObject({ name: "SandboxPaymentsError", code, message: expect.any(String) });
      if (field) expect(error!.field).toBe(field);
    }
    expect(engine.testCards.map((c) => c.number)).toContain("4242424242424242");
    // The setup is still open: a good card completes it.
    const ok = await engine.tokenize(good);
    expect((await complete(token, identifier, { token: ok.token })).status).toBe(200);
  });

  it("tokenises and saves every declining test card, as a real provider's do (they misbehave only when charged)", async () => {
    const token = await loginAs(customerFor("orders-8"));
    for (const number of ["4000000000000002", "4000000000009995", "4000000000000069", "4000000000000341", "4000000000005126"]) {
      const { identifier, engineUrl } = await newSetup(token);
      const engine = await loadSandboxEngine(engineUrl);
      const card = await engine.tokenize({ identifier, number, expMonth: 12, expYear: nextYear, cvc: "123" });
      const saved = await complete(token, identifier, { token: card.token });
      expect({ number, status: saved.status, last4: saved.body.cardLast4 }).toEqual({ number, status: 200, last4: number.slice(-4) });
    }
  });

  it("refuses a token made for another setup, a forged or expired one, and card data in the body (422)", async () => {
    const token = await loginAs(me());
    const { identifier, engineUrl } = await newSetup(token);
    const other = await newSetup(token);
    const engine = await loadSandboxEngine(engineUrl);
    const forOther = await engine.tokenize({
      identifier: other.identifier,
      number: "4242424242424242",
      expMonth: 12,
      expYear: nextYear,
      cvc: "123",
    });
    const wrongSetup = await complete(token, identifier, { token: forOther.token });
    expect(wrongSetup.status).toBe(422);
    expect(wrongSetup.body).toEqual({
      message: "The card token was made for another payment setup.",
      errors: { token: ["The card token was made for another payment setup."] },
      code: "validation_failed",
    });
    const base = { v: 1, setup: identifier, brand: "visa", last4: "4242", expMonth: 12, expYear: nextYear, nonce: "abcdef0123456789" };
    const expired = await complete(token, identifier, { token: makeToken({ ...base, expMonth: 1, expYear: 2021 }) });
    expect(expired.status).toBe(422);
    expect(expired.body.errors.token).toEqual(["The card has expired."]);
    const invalid = {
      message: "The card token is invalid. Enter the card again.",
      errors: { token: ["The card token is invalid. Enter the card again."] },
      code: "validation_failed",
    };
    for (const bad of [
      "tok_visa",
      "sbx_tok_",
      "sbx_tok_%%%",
      "sbx_tok_bm90IGpzb24",
      makeToken({ ...base, number: "4242424242424242" }),
      makeToken({ ...base, cvc: "123" }),
      makeToken({ ...base, last4: "42424" }),
      makeToken({ ...base, brand: "discover" }),
      makeToken({ ...base, expMonth: 0 }),
      makeToken({ ...base, v: 2 }),
    ]) {
      const res = await complete(token, identifier, { token: bad });
      expect(res.status, bad).toBe(422);
      expect(res.body, bad).toEqual(invalid);
    }
    const cardData = await complete(token, identifier, { token: makeToken(base), number: "4242424242424242", cvc: "123" });
    expect(cardData.status).toBe(422);
    expect(cardData.body.message).toMatch(/^Unknown fields: number, cvc\./);
    const missing = await complete(token, identifier, {});
    expect(missing.body).toEqual({
      message: "The token field is required.",
      errors: { token: ["The token field is required."] },
      code: "validation_failed",
    });
    // Nothing above used the setup up.
    expect((await complete(token, identifier, { token: makeToken(base) })).status).toBe(200);
  });

  it("answers 404 for another customer's setup, an unknown or malformed identifier, and an unknown gateway", async () => {
    const token = await loginAs(me());
    const { identifier, engineUrl } = await newSetup(token);
    const engine = await loadSandboxEngine(engineUrl);
    const { token: cardToken } = await engine.tokenize({
      identifier,
      number: "4242424242424242",
      expMonth: 12,
      expYear: nextYear,
      cvc: "123",
    });
    const setupNotFound = { message: "Payment setup not found.", code: "not_found" };
    const neighbour = await loginAs(customerFor("payment-methods"));
    expect(await complete(neighbour, identifier, { token: cardToken })).toMatchObject({ status: 404, body: setupNotFound });
    const otherStore = await loginAs(fixtures().other.customers[0]!, fixtures().other);
    expect(await complete(otherStore, identifier, { token: cardToken })).toMatchObject({ status: 404, body: setupNotFound });
    expect(await complete(token, randomUUID(), { token: cardToken })).toMatchObject({ status: 404, body: setupNotFound });
    expect(await complete(token, "not-a-uuid", { token: cardToken })).toMatchObject({ status: 404, body: setupNotFound });
    const gateway = await complete(token, identifier, { token: cardToken }, "stripe");
    expect(gateway.status).toBe(404);
    expect(gateway.body).toEqual({ message: "Payment gateway not found.", code: "not_found" });
    // Still completable by its owner.
    expect((await complete(token, identifier, { token: cardToken })).status).toBe(200);
  });

  it("needs an account token", async () => {
    const token = await loginAs(me());
    const { identifier } = await newSetup(token);
    const none = await complete(null, identifier, { token: "x" });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: "Unauthenticated.", code: "unauthenticated" });
    expect((await complete(demo().apiToken, identifier, { token: "x" })).status).toBe(401);
  });

  it.runIf(hasDirectDb())("refuses an expired setup with 410 and saves nothing", async () => {
    const token = await loginAs(me());
    const { identifier, engineUrl } = await newSetup(token);
    await query("update payment_setups set expires_at = now() - interval '1 second' where id = $1", [identifier]);
    const engine = await loadSandboxEngine(engineUrl);
    const { token: cardToken } = await engine.tokenize({
      identifier,
      number: "4242424242424242",
      expMonth: 12,
      expYear: nextYear,
      cvc: "123",
    });
    const before = (await methodsOf(token)).length;
    const res = await complete(token, identifier, { token: cardToken });
    expect(res.status).toBe(410);
    expect(res.body).toEqual({ message: "This payment setup has expired. Start a new one to save the card.", code: "expired" });
    expect((await methodsOf(token)).length).toBe(before);
    const [row] = await query("select status, payment_method_id from payment_setups where id = $1", [identifier]);
    expect(row).toEqual({ status: "expired", payment_method_id: null });
  });

  it.runIf(hasDirectDb())("records the completion on the setup and stores no card number", async () => {
    const token = await loginAs(me());
    const { identifier, engineUrl } = await newSetup(token);
    const engine = await loadSandboxEngine(engineUrl);
    const { token: cardToken } = await engine.tokenize({
      identifier,
      number: "2223 0031 2200 3222",
      expMonth: 3,
      expYear: nextYear,
      cvc: "999",
    });
    const res = await complete(token, identifier, { token: cardToken });
    expect(res.status).toBe(200);
    const [row] = await query<Record<string, unknown>>(
      "select status, payment_method_id, completed_at is not null as completed from payment_setups where id = $1",
      [identifier],
    );
    expect(row).toEqual({ status: "completed", payment_method_id: res.body.id, completed: true });
    const [method] = await query<Record<string, unknown>>("select * from payment_methods where id = $1", [res.body.id]);
    // Every column pinned (no substring search over the row's JSON: its ids are random hex that may contain "999"),
    // so there is no column the number or CVC could sit in.
    expect(method).toEqual({
      id: res.body.id,
      tenant_id: expect.stringMatching(uuid),
      customer_id: expect.stringMatching(uuid),
      provider: "sandbox",
      payment_method: "card",
      provider_id: res.body.providerId,
      card_type: "mastercard",
      card_last4: "3222",
      card_exp_month: 3,
      card_exp_year: nextYear,
      is_default: false,
      subscription_id: null,
      created_at: expect.anything(),
    });
    const values = Object.values(method!).map(String);
    for (const leak of ["2223003122003222", "2223 0031 2200 3222", "999"]) expect(values).not.toContain(leak);
  });

  it("saves one card when the same setup is completed twice at once", async () => {
    const token = await loginAs(me());
    const { identifier, engineUrl } = await newSetup(token);
    const engine = await loadSandboxEngine(engineUrl);
    const { token: cardToken } = await engine.tokenize({
      identifier,
      number: "4000056655665556",
      expMonth: 5,
      expYear: nextYear,
      cvc: "123",
    });
    const results = await Promise.all([1, 2, 3].map(() => complete(token, identifier, { token: cardToken })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });
});
