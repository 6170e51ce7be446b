import { describe, expect, it } from "vitest";
import { compileOrigins, normaliseOriginList, originLimits, originMatches, parseOriginPattern } from "@/lib/tenants/origin-patterns";

const pattern = (value: string) => {
  const parsed = parseOriginPattern(value);
  if (!parsed.ok) throw new Error(`${value}: ${parsed.reason}`);
  return parsed.pattern;
};

describe("CORS origin patterns (lib/http/cors-origins.ts)", () => {
  it("a wildcard pattern matches one label or more in place of *, and nothing else", () => {
    const p = pattern("https://*.example.dev");
    for (const origin of ["https://pr-1.example.dev", "https://a.b.example.dev", "https://PR-2.Example.Dev", "https://x.example.dev:443"])
      expect(originMatches(origin, p), origin).toBe(true);
    for (const origin of [
      "https://example.dev",
      "http://pr-1.example.dev",
      "https://evil-example.dev",
      "https://pr-1.example.dev.evil.com",
      "https://pr-1.example.dev:8443",
      "https://pr-1.example.devx",
      "https://*.example.dev",
      "null",
      "",
      "https://pr-1.example.dev/",
    ])
      expect(originMatches(origin, p), origin).toBe(false);
  });

  it("two leading * labels need at least two labels", () => {
    const p = pattern("https://*.*.example.dev");
    expect(originMatches("https://a.b.example.dev", p)).toBe(true);
    expect(originMatches("https://a.b.c.example.dev", p)).toBe(true);
    expect(originMatches("https://a.example.dev", p)).toBe(false);
  });

  it("an exact origin matches itself only, with the port as given and the default port dropped", () => {
    expect(originMatches("https://shop.example.com", pattern("https://shop.example.com"))).toBe(true);
    expect(originMatches("https://shop.example.com", pattern("https://shop.example.com:443"))).toBe(true);
    expect(originMatches("http://localhost:3000", pattern("http://localhost:3000"))).toBe(true);
    expect(originMatches("http://localhost:3001", pattern("http://localhost:3000"))).toBe(false);
    expect(originMatches("https://www.shop.example.com", pattern("https://shop.example.com"))).toBe(false);
    expect(originMatches("http://[::1]:8080", pattern("http://[::1]:8080"))).toBe(true);
  });

  it("normalises what it stores: lower case, default port dropped", () => {
    expect(pattern("HTTPS://Shop.Example.COM:443").value).toBe("https://shop.example.com");
    expect(pattern("http://*.Example.dev:80").value).toBe("http://*.example.dev");
    expect(pattern(" https://shop.example.com:8443 ").value).toBe("https://shop.example.com:8443");
  });

  it("refuses what is not an origin, or a * anywhere but whole left-most labels", () => {
    const refused: Record<string, RegExp> = {
      "": /empty/,
      "*": /origin/,
      "shop.example.com": /origin/,
      "ftp://shop.example.com": /https:\/\/ or http:\/\//,
      "https://shop.example.com/": /without a path/,
      "https://shop.example.com/path": /without a path/,
      "https://shop.example.com?x=1": /without a path/,
      "https://user:pw@shop.example.com": /credentials/,
      "https://shop.example.com:99999": /port/,
      "https://shop.example.com:abc": /port/,
      "https://pr-*.example.dev": /left-most/,
      "https://example.*.dev": /left-most/,
      "https://*": /left-most/,
      "https://*.dev": /two labels/,
      "https://*.10.0.0.1": /IP address/,
      "https://shop_1.example.com": /host name/,
      "https://": /host/,
    };
    for (const [value, reason] of Object.entries(refused)) {
      const parsed = parseOriginPattern(value);
      expect(parsed.ok, value).toBe(false);
      if (!parsed.ok) expect(parsed.reason, value).toMatch(reason);
    }
    expect(parseOriginPattern(`https://${"a".repeat(originLimits.length)}.com`).ok).toBe(false);
  });

  it("a compiled list answers for exact entries and patterns, skipping entries that do not parse", () => {
    const list = compileOrigins(["https://shop.example.com", "https://*.preview.example.dev", "not an origin"]);
    expect(list.size).toBe(2);
    expect(list.allows("https://shop.example.com")).toBe(true);
    expect(list.allows("https://pr-7.preview.example.dev")).toBe(true);
    expect(list.allows("https://preview.example.dev")).toBe(false);
    expect(list.allows("https://evil.example")).toBe(false);
    expect(list.allows("null")).toBe(false);
    expect(compileOrigins([]).allows("https://shop.example.com")).toBe(false);
  });

  it("a store's list is checked whole: errors keyed by position, duplicates dropped, a ceiling on entries", () => {
    expect(normaliseOriginList(["https://A.example.com", "https://a.example.com:443", "https://*.example.dev"])).toEqual({
      ok: true,
      origins: ["https://a.example.com", "https://*.example.dev"],
    });
    expect(normaliseOriginList([])).toEqual({ ok: true, origins: [] });
    const bad = normaliseOriginList(["https://ok.example.com", "https://pr-*.example.dev", "https://x.example.com/"]);
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(Object.keys(bad.errors)).toEqual(["origins.1", "origins.2"]);
      expect(bad.errors["origins.1"]![0]).toMatch(/^The origins\.1 field may use \* only/);
    }
    const many = normaliseOriginList(Array.from({ length: originLimits.entries + 1 }, (_, i) => `https://s${i}.example.com`));
    expect(many).toEqual({ ok: false, errors: { origins: [`The origins field must not have more than ${originLimits.entries} items.`] } });
  });
});
