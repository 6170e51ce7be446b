import { describe, expect, it } from "vitest";
import { markSharedCacheExpiry } from "@/lib/http/shared-cache-expiry";

const at = Date.UTC(2026, 10, 22, 20, 30, 15, 999);
const second = String(Math.floor(at / 1000));

function marked(method: string, cacheControl: string | null): string | null {
  const headers = new Headers(cacheControl === null ? {} : { "cache-control": cacheControl });
  markSharedCacheExpiry(method, headers, at);
  return headers.get("x-accel-expires");
}

describe("markSharedCacheExpiry", () => {
  it("keeps a public answer in the shared cache until the end of the current second", () => {
    expect(marked("GET", "public, s-maxage=600, stale-while-revalidate=3600")).toBe(`@${second}`);
    expect(marked("HEAD", "max-age=300, PUBLIC")).toBe(`@${second}`);
  });

  it("leaves private, uncacheable and unsafe answers alone", () => {
    expect(marked("GET", "private, no-store")).toBeNull();
    expect(marked("GET", null)).toBeNull();
    expect(marked("GET", "no-cache, publicity=1")).toBeNull();
    expect(marked("POST", "public, s-maxage=60")).toBeNull();
  });
});
