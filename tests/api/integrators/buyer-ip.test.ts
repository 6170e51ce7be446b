import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { lastJson, privateApiToken, runCli } from "../../support/cli";
import { seeded } from "../../support/content";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { claimsOf } from "../../support/tokens";

/**
 * Server-side storefronts (docs/api.md): a private API token may name the buyer's address
 * in X-Buyer-IP, which then counts for rate limits and market detection in place of the caller's; a public token's
 * X-Buyer-IP is ignored. The test server trusts X-Forwarded-For (TRUST_PROXY=true) and exempts only loopback, so the
 * "storefront server" here speaks from a documentation-range address of its own.
 */
const run = randomInt(1, 250);
let next = 1;
const freshAddress = () => `198.51.${run}.${next++}`;
const serverAddress = () => `203.0.${run}.${next++}`;
const demo = () => fixtures().demo;

let privateToken = "";

beforeAll(async () => {
  privateToken = await privateApiToken(demo().tenantId);
}, 60_000);

/** An invalid registration (5 an hour per address, counted even when refused): the cheapest limited operation. */
const register = (token: string, headers: Record<string, string>) =>
  api("POST", "/account/register", { token, body: { email: "not-an-email" }, headers });

const market = (token: string, headers: Record<string, string>, query = "") => api("GET", `/market${query}`, { token, headers });

describe("private API tokens", () => {
  it("are issued by `token create --private`, say so in a claim, and are listed as private", async () => {
    expect(claimsOf(privateToken).private).toBe(true);
    expect(claimsOf(demo().apiToken).private).toBeUndefined();
    const listed = await runCli(["token", "list", "--tenant", demo().tenantId, "--json"]);
    expect(listed.code).toBe(0);
    const { tokens } = lastJson<{ tokens: { private: boolean; name: string; revokedAt: string | null }[] }>(listed.stdout);
    expect(tokens.some((t) => t.private && t.name === "private" && t.revokedAt === null)).toBe(true);
    expect(tokens.some((t) => !t.private)).toBe(true);
    const text = await runCli(["token", "list", "--tenant", demo().tenantId]);
    expect(text.stdout).toMatch(/ private {2}private {2}created /);
    expect(text.stdout).toMatch(/ public {3}/);
  }, 60_000);

  it("work as the store's API token", async () => {
    expect((await api("GET", "/cms/pages", { token: privateToken })).status).toBe(200);
  });
});

describe("X-Buyer-IP and rate limits", () => {
  it("a private token's X-Buyer-IP gives each buyer their own budget, and leaves the server's own untouched", async () => {
    const server = serverAddress();
    const [buyerA, buyerB] = [freshAddress(), freshAddress()];
    const as = (buyer?: string) => ({ "x-forwarded-for": server, ...(buyer ? { "x-buyer-ip": buyer } : {}) });
    for (let i = 0; i < 5; i++) expect((await register(privateToken, as(buyerA))).status).toBe(422);
    const limited = await register(privateToken, as(buyerA));
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: "Too many requests. Please try again later.", code: "rate_limited" });
    // Another buyer behind the same server, and the server itself (no X-Buyer-IP), still have their own.
    expect((await register(privateToken, as(buyerB))).status).toBe(422);
    expect((await register(privateToken, as())).status).toBe(422);
    // The buyer's budget is the buyer's, whichever server (or public caller) speaks for them.
    expect((await register(privateToken, { "x-forwarded-for": serverAddress(), "x-buyer-ip": buyerA })).status).toBe(429);
    expect((await register(demo().apiToken, { "x-forwarded-for": buyerA })).status).toBe(429);
  });

  it("a public token's X-Buyer-IP is ignored: every 'buyer' shares the caller's budget", async () => {
    const server = serverAddress();
    for (let i = 0; i < 5; i++)
      expect((await register(demo().apiToken, { "x-forwarded-for": server, "x-buyer-ip": freshAddress() })).status).toBe(422);
    expect((await register(demo().apiToken, { "x-forwarded-for": server, "x-buyer-ip": freshAddress() })).status).toBe(429);
  });

  it("a private token's X-Buyer-IP that is not one address → 422 naming the header, nothing counted", async () => {
    const server = serverAddress();
    for (const value of ["not-an-address", "198.51.100.1, 198.51.100.2", "999.1.1.1", ""]) {
      const res = await register(privateToken, { "x-forwarded-for": server, "x-buyer-ip": value });
      expect({ value, status: res.status, body: res.body }).toEqual({
        value,
        status: 422,
        body: {
          message: "The X-Buyer-IP header must be the buyer's IPv4 or IPv6 address (one address).",
          errors: { x_buyer_ip: ["The X-Buyer-IP header must be the buyer's IPv4 or IPv6 address (one address)."] },
          code: "validation_failed",
        },
      });
    }
    // Nothing was counted against the server's address: five attempts are still there.
    for (let i = 0; i < 5; i++) expect((await register(privateToken, { "x-forwarded-for": server })).status).toBe(422);
    // A public token's malformed X-Buyer-IP is ignored like any other.
    expect((await market(demo().apiToken, { "x-buyer-ip": "garbage" })).status).toBe(200);
  });

  it("tolerates a port, brackets and an IPv4-mapped IPv6 address", async () => {
    const res = await market(privateToken, { "x-buyer-ip": "[2a01:4f8::1]:443" });
    expect(res.body.detectedCountry).toBe("DE");
    expect((await market(privateToken, { "x-buyer-ip": "::ffff:8.8.8.8" })).body.detectedCountry).toBe("US");
    expect((await market(privateToken, { "x-buyer-ip": "8.8.8.8:51234" })).body.detectedCountry).toBe("US");
  });

  it("an unauthenticated request's X-Buyer-IP is never read (401 first)", async () => {
    const res = await market("not-a-token", { "x-buyer-ip": "garbage" });
    expect(res.status).toBe(401);
  });
});

describe("X-Buyer-IP and market detection", () => {
  // The storefront's server is in the US (8.8.8.8); its buyers are in Germany and in the UK.
  const fromUsServer = (buyer?: string) => ({ "x-forwarded-for": "8.8.8.8", ...(buyer ? { "x-buyer-ip": buyer } : {}) });

  it("a private token's X-Buyer-IP decides the market", async () => {
    expect((await market(privateToken, fromUsServer("85.214.132.117"))).body).toMatchObject({
      market: { currencyCode: "EUR" },
      detectedCountry: "DE",
    });
    expect((await market(privateToken, fromUsServer("81.2.69.142"))).body).toMatchObject({
      market: { currencyCode: "GBP" },
      detectedCountry: "GB",
    });
    // Without the header the server's own address counts, as for any caller.
    expect((await market(privateToken, fromUsServer())).body.detectedCountry).toBe("US");
  });

  it("a public token's X-Buyer-IP is ignored: the caller's address decides", async () => {
    expect((await market(demo().apiToken, fromUsServer("85.214.132.117"))).body).toMatchObject({
      market: { currencyCode: "USD" },
      detectedCountry: "US",
    });
  });

  it("with X-Buyer-IP, the platform's country header (the server's country) does not count; ?country= still wins", async () => {
    const headers = { ...fromUsServer("85.214.132.117"), "x-vercel-ip-country": "US" };
    expect((await market(privateToken, headers)).body.detectedCountry).toBe("DE");
    expect((await market(privateToken, headers, "?country=GB")).body.detectedCountry).toBe("GB");
  });

  it("prices catalogue reads in the buyer's market", async () => {
    const res = await api("GET", "/products?perPage=3", { token: privateToken, headers: fromUsServer("85.214.132.117") });
    expect(res.status).toBe(200);
    for (const item of res.body.data as { currencyCode: string }[]) expect(item.currencyCode).toBe("EUR");
    // A detected, non-primary market is never kept by shared caches.
    expect(res.headers.get("cache-control")).toMatch(/^private/);
    const publicCaller = await api("GET", "/products?perPage=3", { token: demo().apiToken, headers: fromUsServer("85.214.132.117") });
    for (const item of publicCaller.body.data as { currencyCode: string }[]) expect(item.currencyCode).toBe("USD");
  });
});

describe("shared caches never hand one buyer's priced answer to another", () => {
  const gbBuyer = "81.2.69.142";
  const deBuyer = "85.214.132.117";
  const priced = () => [
    "/products?perPage=3",
    "/products/colombia-huila",
    "/events",
    `/subscription-packages/${seeded.product("demo", "coffee-lovers-box")}/configuration`,
  ];
  const withMarket = (path: string, market: string) => `${path}${path.includes("?") ? "&" : "?"}market=${market}`;
  const currencyOf = (body: { data: unknown }) => JSON.stringify(body.data).match(/"currencyCode":"([A-Z]{3})"/)?.[1];

  it("a buyer located by a private token's X-Buyer-IP gets a private answer, in the primary market too", async () => {
    for (const path of priced())
      for (const [buyer, currency] of [
        [gbBuyer, "GBP"],
        [deBuyer, "EUR"],
      ] as const) {
        const res = await api("GET", path, { token: privateToken, headers: { "x-forwarded-for": serverAddress(), "x-buyer-ip": buyer } });
        expect(res.status, path).toBe(200);
        expect(currencyOf(res.body), path).toBe(currency);
        expect(res.headers.get("cache-control"), `${path} for ${buyer}`).toMatch(/^private\b/);
        expect(res.headers.get("x-accel-expires"), path).toBeNull();
      }
  });

  it("behind a trusted proxy, a buyer located by X-Forwarded-For gets a private answer too", async () => {
    for (const path of priced()) {
      const res = await api("GET", path, { token: demo().apiToken, headers: { "x-forwarded-for": gbBuyer } });
      expect(res.status, path).toBe(200);
      expect(currencyOf(res.body), path).toBe("GBP");
      expect(res.headers.get("cache-control"), path).toMatch(/^private\b/);
    }
  });

  it("`market` in the URL makes the answer the same for every buyer: publicly cacheable, keyed by the token", async () => {
    for (const path of priced())
      for (const [token, headers] of [
        [privateToken, { "x-forwarded-for": serverAddress(), "x-buyer-ip": gbBuyer }],
        [demo().apiToken, { "x-forwarded-for": deBuyer }],
      ] as [string, Record<string, string>][]) {
        const res = await api("GET", withMarket(path, "DE"), { token, headers });
        expect(res.status, path).toBe(200);
        expect(currencyOf(res.body), path).toBe("EUR");
        expect(res.headers.get("cache-control"), path).toMatch(/^public, s-maxage=\d+/);
        expect(res.headers.get("vary") ?? "", path).toMatch(/(^|,\s*)Authorization(\s*,|$)/i);
      }
  });
});

describe("X-Buyer-IP beside an account token (a signed-in customer's request from the storefront's server)", () => {
  /** A fresh customer, registered through the storefront's server for a buyer of their own (5 registrations an hour each). */
  async function freshCustomer(): Promise<string> {
    const res = await api("POST", "/account/register", {
      token: privateToken,
      headers: { "x-buyer-ip": freshAddress() },
      body: { email: `buyer-ip-${run}-${next++}@example.net`, password: "Quartz-lantern-harbour-7", firstName: "Bea", lastName: "Buyer" },
    });
    expect(res.status).toBe(201);
    return res.body.token as string;
  }
  const newCart = (account: string, headers: Record<string, string>) => api("POST", "/carts", { token: account, headers, body: {} });

  it("counts when the store's private API token comes along in X-Api-Token", async () => {
    const res = await newCart(await freshCustomer(), { "x-buyer-ip": "85.214.132.117", "x-api-token": privateToken });
    expect(res.status).toBe(201);
    expect(res.body.data.currencyCode).toBe("EUR");
  });

  it("is ignored with the account token alone, or beside a public token", async () => {
    const cases: Record<string, string>[] = [
      { "x-buyer-ip": "85.214.132.117" },
      { "x-buyer-ip": "85.214.132.117", "x-api-token": demo().apiToken },
    ];
    for (const headers of cases) {
      const res = await newCart(await freshCustomer(), headers);
      expect(res.status).toBe(201);
      expect(res.body.data.currencyCode).toBe("GBP"); // the caller's own (loopback) address: the primary market
    }
  });

  it("another store's private token does not vouch; an X-Api-Token that is no token → 401", async () => {
    const theirs = await privateApiToken(fixtures().other.tenantId);
    const res = await newCart(await freshCustomer(), { "x-buyer-ip": "85.214.132.117", "x-api-token": theirs });
    expect(res.body.data.currencyCode).toBe("GBP");
    const forged = await api("GET", "/account", {
      token: await freshCustomer(),
      headers: { "x-buyer-ip": "85.214.132.117", "x-api-token": "garbage" },
    });
    expect(forged.status).toBe(401);
  }, 60_000);
});
