import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { jwtVerify } from "jose";
import { afterAll, describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { seeded } from "../../support/content";
import { operatorKey, operatorToken } from "../../support/operator-tokens";

const demo = () => fixtures().demo;
const other = () => fixtures().other;

// Only the `other` store's holiday-gift-ideas post and tea box are written here, always back to their seeded values.
const postPath = "/operator/posts/holiday-gift-ideas";
const samePost = { title: "Holiday Gift Ideas for Coffee Lovers" };
const teaBoxOther = seeded.product("other", "tea-discovery-box");

describe("operator API (extension): tokens", () => {
  it("accepts a valid operator token for the tenant", async () => {
    const res = await api("PATCH", postPath, { token: await operatorToken(other().tenantId), body: samePost });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ slug: "holiday-gift-ideas", title: samePost.title, status: "published" });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("refuses missing, API, account, expired, forged, wrong-typ, wrong-audience, over-long and unknown-tenant tokens with 401", async () => {
    const now = Math.floor(Date.now() / 1000);
    const tenantId = other().tenantId;
    const cases: Record<string, string | null> = {
      missing: null,
      garbage: "a.b.c",
      apiToken: other().apiToken,
      accountToken: await loginAs(other().customers[0]!, other()),
      expired: await operatorToken(tenantId, { iat: now - 7200, exp: now - 3600 }),
      wrongKey: await operatorToken(tenantId, { key: operatorKey("another-secret-that-is-long-enough-1234567") }),
      apiKey: await operatorToken(tenantId, { key: new Uint8Array(32) }),
      wrongTyp: await operatorToken(tenantId, { typ: "sf-api+jwt" }),
      wrongAudience: await operatorToken(tenantId, { audience: "storefront-api" }),
      wrongIssuer: await operatorToken(tenantId, { issuer: "someone-else" }),
      overAnHour: await operatorToken(tenantId, { ttl: 7200 }),
      unknownTenant: await operatorToken("3f0c8a55-8f55-4c35-9b1c-1f2d3e4a5b6c"),
      notAUuid: await operatorToken("demo"),
    };
    for (const [name, token] of Object.entries(cases)) {
      const res = await api("PATCH", postPath, { token, body: samePost });
      expect({ name, status: res.status, body: res.body }).toEqual({
        name,
        status: 401,
        body: { message: "Unauthenticated.", code: "unauthenticated" },
      });
    }
  });

  it("an operator token does not open storefront or account routes", async () => {
    const token = await operatorToken(demo().tenantId);
    expect((await api("GET", "/cms/pages", { token })).status).toBe(401);
    expect((await api("GET", "/account", { token })).status).toBe(401);
  });

  it("answers other methods with 405", async () => {
    const res = await api("PUT", postPath, { token: await operatorToken(other().tenantId), body: samePost });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, DELETE, PATCH, OPTIONS");
  });
});

describe("PATCH /operator/posts/{slug}", () => {
  afterAll(async () => {
    await api("PATCH", postPath, {
      token: await operatorToken(other().tenantId),
      body: { ...samePost, excerpt: "From grinders to gift cards: presents that get used every day." },
    });
  });

  it("validates the body with 422 {message, errors}, 400 for malformed JSON", async () => {
    const token = await operatorToken(other().tenantId);
    const cases: [unknown, string][] = [
      [{}, "body"],
      [{ status: "live" }, "status"],
      [{ title: "" }, "title"],
      [{ title: 42 }, "title"],
      [{ featuredImage: "javascript:alert(1)" }, "featuredImage"],
      [{ featuredImage: "//evil.example/x.png" }, "featuredImage"],
      [{ slug: "Not a slug!" }, "slug"],
      [{ excerpt: "x".repeat(1001) }, "excerpt"],
    ];
    for (const [body, field] of cases) {
      const res = await api("PATCH", postPath, { token, body });
      expect({ body, status: res.status }).toEqual({ body, status: 422 });
      expect(typeof res.body.message).toBe("string");
      expect(Object.keys(res.body.errors)).toContain(field);
    }
    const malformed = await api("PATCH", postPath, { token, rawBody: "{" });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: "The request body is not valid JSON.", code: "invalid_json" });
  });

  it("answers 404 for an unknown post", async () => {
    const res = await api("PATCH", "/operator/posts/no-such-post", { token: await operatorToken(other().tenantId), body: samePost });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Post not found.", code: "not_found" });
  });

  it("edits only the token's tenant", async () => {
    const res = await api("PATCH", postPath, {
      token: await operatorToken(other().tenantId),
      body: { excerpt: "Only the other store's excerpt." },
    });
    expect(res.status).toBe(200);
    const theirs = await api("GET", "/cms/posts/holiday-gift-ideas", { token: other().apiToken });
    const ours = await api("GET", "/cms/posts/holiday-gift-ideas", { token: demo().apiToken });
    expect(theirs.body.excerpt).toBe("Only the other store's excerpt.");
    expect(ours.body.excerpt).toBe("From grinders to gift cards: presents that get used every day.");
  });
});

describe("PATCH /operator/subscription-packages/{productId}", () => {
  afterAll(async () => {
    await api("PATCH", `/operator/subscription-packages/${teaBoxOther}`, {
      token: await operatorToken(other().tenantId),
      body: { frequencies: [2, 4, 8], defaultFrequency: 4, minItems: 3 },
    });
  });

  it("validates the body: frequencies, defaultFrequency among them, minItems", async () => {
    const token = await operatorToken(other().tenantId);
    const cases: [unknown, string][] = [
      [{}, "body"],
      [{ frequencies: [] }, "frequencies"],
      [{ frequencies: [2, 2] }, "frequencies"],
      [{ frequencies: [0] }, "frequencies.0"],
      [{ frequencies: "weekly" }, "frequencies"],
      [{ defaultFrequency: 3 }, "defaultFrequency"],
      [{ frequencies: [1, 2], defaultFrequency: 4 }, "defaultFrequency"],
      [{ minItems: -1 }, "minItems"],
      [{ minItems: 1.5 }, "minItems"],
      [{ price: 1 }, "body"],
    ];
    for (const [body, field] of cases) {
      const res = await api("PATCH", `/operator/subscription-packages/${teaBoxOther}`, { token, body });
      expect({ body, status: res.status }).toEqual({ body, status: 422 });
      expect(Object.keys(res.body.errors)).toContain(field);
    }
    const unchanged = await api("GET", `/subscription-packages/${teaBoxOther}/configuration`, { token: other().apiToken });
    expect(unchanged.body.data).toMatchObject({ frequencies: [2, 4, 8], defaultFrequency: 4, minItems: 3 });
  });

  it("answers 'not a subscription' for a plain product, a malformed id and another tenant's package", async () => {
    const token = await operatorToken(other().tenantId);
    for (const id of [seeded.product("other", "sencha"), "nope", seeded.product("demo", "tea-discovery-box")]) {
      const res = await api("PATCH", `/operator/subscription-packages/${id}`, { token, body: { minItems: 1 } });
      expect({ id, status: res.status, body: res.body }).toEqual({
        id,
        status: 404,
        body: { message: "This product is not a subscription.", code: "not_found" },
      });
    }
    const ours = await api("GET", `/subscription-packages/${seeded.product("demo", "tea-discovery-box")}/configuration`, {
      token: demo().apiToken,
    });
    expect(ours.body.data.minItems).toBe(3);
  });

  it("changes the configuration the storefront reads", async () => {
    const token = await operatorToken(other().tenantId);
    const res = await api("PATCH", `/operator/subscription-packages/${teaBoxOther}`, { token, body: { minItems: 2 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ frequencies: [2, 4, 8], defaultFrequency: 4, minItems: 2 });
    const read = await api("GET", `/subscription-packages/${teaBoxOther}/configuration`, { token: other().apiToken });
    expect(read.body.data.minItems).toBe(2);
  });
});

describe("npm run cli -- operator-token create", () => {
  it("prints a one-hour operator token for an existing tenant, and refuses bad input", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "sf-cli-"));
    const secret = "cli-test-secret-0123456789abcdef0123456789";
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      AUTH_SECRET: secret,
      DATABASE_URL: "",
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
    };
    delete env.DATABASE_DRIVER;
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/cli.ts", ...args], { env, encoding: "utf8", timeout: 90_000 });
    try {
      const created = cli("tenant", "create", "--name", "CLI Shop", "--country", "GB", "--json");
      expect(created.status).toBe(0);
      const { tenantId } = JSON.parse(created.stdout.trim().split("\n").pop()!);
      const issued = cli("operator-token", "create", "--tenant", tenantId, "--json");
      expect(issued.status).toBe(0);
      const out = JSON.parse(issued.stdout.trim().split("\n").pop()!);
      expect(Object.keys(out).sort()).toEqual(["expiresAt", "operatorToken"]);
      const { payload } = await jwtVerify(out.operatorToken, operatorKey(secret), {
        algorithms: ["HS256"],
        audience: "storefront-operator",
        issuer: "storefront",
        typ: "sf-operator+jwt",
      });
      expect(payload.sub).toBe(tenantId);
      expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(3600);
      expect(new Date(out.expiresAt).getTime()).toBe(payload.exp! * 1000);
      const unknown = cli("operator-token", "create", "--tenant", "3f0c8a55-8f55-4c35-9b1c-1f2d3e4a5b6c");
      expect(unknown.status).toBe(2);
      expect(unknown.stderr).toMatch(/No tenant has the id/);
      const malformed = cli("operator-token", "create", "--tenant", "demo");
      expect(malformed.status).toBe(2);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
