import { createHmac, randomUUID } from "node:crypto";
import { SignJWT, type JWTPayload } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { operations, pathOf, type Auth } from "../../support/operations";
import { claimsOf, forge, keyFor } from "../../support/tokens";

// Every operation refuses every kind of bad token with 401 {message: "Unauthenticated."}, before doing anything.
const victim = customerFor("token-attacks");
const now = () => Math.floor(Date.now() / 1000);
const otherSecret = "an-entirely-different-secret-of-enough-length-42";

function operatorKey(secret = fixtures().authSecret): Uint8Array {
  return new Uint8Array(createHmac("sha256", secret).update("storefront:operator-token:v1").digest());
}

async function operatorToken(claims: JWTPayload, o: { key?: Uint8Array; typ?: string; audience?: string; exp?: number } = {}) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: o.typ ?? "sf-operator+jwt" })
    .setSubject(fixtures().demo.tenantId)
    .setJti(randomUUID())
    .setIssuer("storefront")
    .setAudience(o.audience ?? "storefront-operator")
    .setIssuedAt(now() - 10)
    .setExpirationTime(o.exp ?? now() + 600)
    .sign(o.key ?? operatorKey());
}

function algNone(token: string, typ: string): string {
  const header = Buffer.from(JSON.stringify({ alg: "none", typ })).toString("base64url");
  return `${header}.${token.split(".")[1]}.`;
}

/** The same token with its payload changed and the old signature kept. */
function tampered(token: string, change: Record<string, unknown>): string {
  const [h, p, s] = token.split(".");
  const payload = { ...JSON.parse(Buffer.from(p!, "base64url").toString("utf8")), ...change };
  return `${h}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}.${s}`;
}

const attacks: Record<Auth, Record<string, string | null>> = { api: {}, account: {}, operator: {}, shopper: {} };

beforeAll(async () => {
  const demo = fixtures().demo;
  const apiClaims = claimsOf(demo.apiToken);
  const login = async () => (await api("POST", "/account/login", { token: demo.apiToken, body: victim })).body.token as string;
  const account = await login();
  const accountClaims = claimsOf(account);
  const revoked = await login();
  expect((await api("POST", "/account/logout", { token: revoked })).status).toBe(200);
  const validOperator = await operatorToken({});
  const common = { missing: null, empty: "", garbage: "not-a-jwt", "three dots": "a.b.c", huge: "x".repeat(8000) };

  attacks.api = {
    ...common,
    "alg none": algNone(demo.apiToken, "sf-api+jwt"),
    "alg none, no signature part": algNone(demo.apiToken, "sf-api+jwt").slice(0, -1),
    "wrong key": await forge("api", apiClaims, { key: keyFor("api", otherSecret) }),
    expired: await forge("api", apiClaims, { iat: now() - 7200, exp: now() - 3600 }),
    "wrong typ": await forge("api", apiClaims, { typ: "JWT" }),
    "wrong audience": await forge("api", apiClaims, { audience: "storefront-account" }),
    "tampered tenant": tampered(demo.apiToken, { sub: fixtures().other.tenantId }),
    "revoked or never issued (unknown jti)": await forge("api", { sub: demo.tenantId, jti: randomUUID() }),
    "other kind: account token": account,
    "other kind: operator token": validOperator,
    "account key, api claims": await forge("api", apiClaims, { key: keyFor("account") }),
  };
  attacks.account = {
    ...common,
    "alg none": algNone(account, "sf-account+jwt"),
    "wrong key": await forge("account", accountClaims, { key: keyFor("account", otherSecret), exp: now() + 600 }),
    expired: await forge("account", accountClaims, { iat: now() - 7200, exp: now() - 3600 }),
    "wrong typ": await forge("account", accountClaims, { typ: "JWT", exp: now() + 600 }),
    "wrong audience": await forge("account", accountClaims, { audience: "storefront-api", exp: now() + 600 }),
    "tampered subject": tampered(account, { sub: randomUUID() }),
    "tampered tenant": tampered(account, { tid: fixtures().other.tenantId }),
    "forged with another tenant id": await forge("account", { ...accountClaims, tid: fixtures().other.tenantId }, { exp: now() + 600 }),
    revoked,
    "other kind: API token": demo.apiToken,
    "other kind: operator token": validOperator,
    "api key, account claims": await forge("account", accountClaims, { key: keyFor("api"), exp: now() + 600 }),
  };
  // Carts take either token kind: every API-token attack except a valid account token, plus the account token attacks
  // except a valid API token.
  attacks.shopper = Object.fromEntries([
    ...Object.entries(attacks.api)
      .filter(([name]) => name !== "other kind: account token")
      .map(([name, t]) => [`api: ${name}`, t]),
    ...Object.entries(attacks.account)
      .filter(([name]) => name !== "other kind: API token" && !(name in common))
      .map(([name, t]) => [`account: ${name}`, t]),
  ]);
  attacks.operator = {
    ...common,
    "alg none": algNone(validOperator, "sf-operator+jwt"),
    "wrong key": await operatorToken({}, { key: operatorKey(otherSecret) }),
    expired: await operatorToken({}, { exp: now() - 60 }),
    "wrong typ": await operatorToken({}, { typ: "JWT" }),
    "wrong audience": await operatorToken({}, { audience: "storefront-api" }),
    "other kind: API token": demo.apiToken,
    "other kind: account token": account,
  };
});

describe("token attacks on every operation", () => {
  for (const op of operations) {
    it(`${op.method} ${op.template} (${op.name}): every bad ${op.auth} token gets 401`, async () => {
      const results: unknown[] = [];
      for (const [attack, token] of Object.entries(attacks[op.auth])) {
        const res = await api(op.method, pathOf(op, victim), { token, body: op.body });
        results.push({ attack, status: res.status, body: res.body });
      }
      expect(results).toEqual(
        Object.keys(attacks[op.auth]).map((attack) => ({
          attack,
          status: 401,
          body: { message: "Unauthenticated.", code: "unauthenticated" },
        })),
      );
    });
  }

  it("the victim's records are unchanged after all of it", async () => {
    const token = (await api("POST", "/account/login", { token: fixtures().demo.apiToken, body: victim })).body.token;
    for (const path of ["/account/addresses", "/account/subscriptions", "/account/cart"]) {
      const res = await api("GET", path, { token });
      expect(res.status).toBe(200);
    }
    const addresses = (await api("GET", "/account/addresses", { token })).body.data as unknown[];
    expect(addresses.length).toBeGreaterThanOrEqual(2);
    const subs = (await api("GET", "/account/subscriptions", { token })).body.data as { status: string }[];
    expect(subs.every((s) => s.status !== "cancelled")).toBe(true);
  });
});
