import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";

function directives(csp: string | null): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (csp ?? "")
    .split(";")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [name, ...values] = part.split(/\s+/);
    map.set(name!, values.join(" "));
  }
  return map;
}

describe("security headers", () => {
  it("pages carry a CSP that forbids framing, plugins and foreign scripts, plus nosniff and a referrer policy", async () => {
    const res = await fetch(`${fixtures().baseUrl}/`);
    expect(res.status).toBe(200);
    const csp = directives(res.headers.get("content-security-policy"));
    expect(csp.get("frame-ancestors")).toBe("'none'");
    expect(csp.get("object-src")).toBe("'none'");
    expect(csp.get("base-uri")).toBe("'self'");
    expect(csp.get("default-src")).toBe("'self'");
    // Scripts only with this response's nonce (and what they load): no 'unsafe-inline'.
    const scripts = csp.get("script-src")?.split(" ") ?? [];
    expect(scripts).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]{16,}'$/), "'strict-dynamic'"]);
    const nonce = scripts[1]!.slice(7, -1);
    const html = await res.text();
    // Every script tag of the page carries that nonce, and a second request gets a different one.
    const tags = html.match(/<script\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    const again = directives((await fetch(`${fixtures().baseUrl}/`)).headers.get("content-security-policy")).get("script-src");
    expect(again).not.toContain(nonce);
    expect(csp.get("connect-src")).toBe("'self'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("x-powered-by")).toBeNull();
  });

  it("a signed-out visitor asking for an account page gets an HTTP 307 to sign-in that returns there", async () => {
    for (const path of ["/account", "/account/orders?page=2"]) {
      const res = await fetch(`${fixtures().baseUrl}${path}`, { redirect: "manual" });
      expect(res.status).toBe(307);
      const location = new URL(res.headers.get("location") ?? "", fixtures().baseUrl);
      expect(location.pathname).toBe("/login");
      expect(location.searchParams.get("callbackUrl")).toBe(path);
    }
  });

  it("API answers get the strict JSON policy and nosniff, on success and on error", async () => {
    for (const path of ["/api/health", "/api/v1/no/such/route"]) {
      const res = await api("GET", path);
      expect(directives(res.headers.get("content-security-policy")).get("default-src")).toBe("'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });
});

describe("CORS on /api/v1", () => {
  const appOrigin = () => new URL(fixtures().baseUrl).origin;

  it("answers a preflight from an allowed origin with the methods and headers a client needs", async () => {
    const res = await fetch(`${fixtures().baseUrl}/api/v1/account/login`, {
      method: "OPTIONS",
      headers: {
        origin: appOrigin(),
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization,content-type,idempotency-key",
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe(appOrigin());
    expect(res.headers.get("access-control-allow-methods")).toBe("POST, OPTIONS");
    expect(res.headers.get("access-control-allow-headers")).toMatch(/Authorization/);
    expect(res.headers.get("access-control-allow-headers")).toMatch(/Idempotency-Key/);
    expect(res.headers.get("access-control-allow-credentials")).toBeNull();
    expect(res.headers.get("vary")).toMatch(/Origin/);
  });

  it("gives a foreign origin no CORS grant, on preflight and on the request itself", async () => {
    for (const origin of ["https://evil.example", "null", `${appOrigin()}.evil.example`]) {
      const pre = await fetch(`${fixtures().baseUrl}/api/v1/account/login`, {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "POST" },
      });
      expect(pre.headers.get("access-control-allow-origin")).toBeNull();
      const res = await api("POST", "/account/login", { token: fixtures().demo.apiToken, body: {}, headers: { origin } });
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
    }
  });

  it("exposes the headers clients read", async () => {
    const res = await api("GET", "/api/health", { headers: { origin: appOrigin() } });
    const exposed = res.headers.get("access-control-expose-headers") ?? "";
    for (const h of ["X-Request-Id", "Retry-After", "Idempotent-Replayed"]) expect(exposed).toContain(h);
  });
});

describe("the browser bundle", () => {
  function files(dir: string): string[] {
    if (!existsSync(dir)) return [];
    return readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? files(full) : [full];
    });
  }

  it("holds no secret, no server-only configuration and no server-side code", () => {
    const shipped = files(path.resolve(".next/static")).filter((f) => /\.(js|css|html|json|txt)$/.test(f));
    expect(shipped.length).toBeGreaterThan(0);
    const forbidden: [string, RegExp][] = [
      ["the test AUTH_SECRET", new RegExp(fixtures().authSecret)],
      ["a JWT", /eyJhbGciOi[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/],
      ["a database URL", /postgres(ql)?:\/\/[^"'\s]+@/],
      ["a Redis or SMTP URL", /(rediss?|smtps?):\/\/[^"'\s]+/],
      ["server-only variables", /\b(AUTH_SECRET|DATABASE_URL|REDIS_URL|SMTP_URL|STOREFRONT_API_TOKEN)\b/],
      ["a private key", /BEGIN [A-Z ]*PRIVATE KEY/],
      ["password hashing", /argon2id?\$|@node-rs\/argon2/],
      ["the database driver", /drizzle-orm|@electric-sql\/pglite|pg-pool/],
    ];
    const found: string[] = [];
    for (const file of shipped) {
      const text = readFileSync(file, "utf8");
      for (const [what, pattern] of forbidden) if (pattern.test(text)) found.push(`${what} in ${path.relative(".", file)}`);
    }
    expect(found).toEqual([]);
  });

  it("the rendered home page leaks no secret either", async () => {
    const html = await (await fetch(`${fixtures().baseUrl}/`)).text();
    expect(html).not.toContain(fixtures().authSecret);
    expect(html).not.toMatch(/AUTH_SECRET|DATABASE_URL|postgres:\/\//);
  });
});
