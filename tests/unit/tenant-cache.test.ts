import { afterEach, describe, expect, it, vi } from "vitest";
import { cacheLimits, cacheStats, cached, invalidateTags, peekCached, sweepExpired } from "@/lib/cache/tenant-cache";

/**
 * The server's cache (lib/cache/tenant-cache.ts) under a flood of distinct keys: bounded by
 * bytes, each tenant within its own budget, expired entries dropped, pages past the last and "not found" never kept.
 * Each test uses its own tenant ids; `weigh` states an entry's size so budgets fill quickly.
 */
const policy = { fresh: 60, stale: 600 };
const MiB = 1024 * 1024;
let run = 0;
const tenant = (name: string) => `${name}-${++run}`;
const put = (tenantId: string, key: string, bytes: number, value: unknown = { key }) =>
  cached({ tenantId, key: [key], tags: ["catalog"], policy, weigh: () => bytes }, () => Promise.resolve(value));
const has = (tenantId: string, key: string) => peekCached({ tenantId, key: [key] }) !== undefined;

afterEach(() => {
  vi.useRealTimers();
});

describe("one tenant's flood of distinct queries", () => {
  it("never evicts another tenant's entries, and stays within its own budget", async () => {
    const quiet = tenant("quiet");
    const noisy = tenant("noisy");
    await put(quiet, "home", 10_000);
    // 20,000 distinct keys: twice the old cache's entry count, and 40 MiB, over twice a tenant's budget.
    for (let i = 0; i < 20_000; i++) await put(noisy, `products?q=${i}`, 2_000);
    expect(has(quiet, "home")).toBe(true);
    const stats = cacheStats();
    expect(stats.tenants[noisy]!.bytes).toBeLessThanOrEqual(cacheLimits.tenantBytes);
    expect(stats.bytes).toBeLessThanOrEqual(cacheLimits.totalBytes);
    // The noisy tenant keeps its most recent entries, not its first.
    expect(has(noisy, "products?q=19999")).toBe(true);
    expect(has(noisy, "products?q=0")).toBe(false);
  });

  it("keeps a tenant's entries in use (least recently used goes first)", async () => {
    const t = tenant("lru");
    await put(t, "hot", 1_000);
    for (let i = 0; i < 40_000; i++) {
      await put(t, `cold-${i}`, 1_000);
      if (i % 1_000 === 0) expect(has(t, "hot")).toBe(true); // a read moves it to the end
    }
    expect(has(t, "hot")).toBe(true);
    expect(cacheStats().tenants[t]!.bytes).toBeLessThanOrEqual(cacheLimits.tenantBytes);
  });

  it("bounds the whole process: when it is full, the tenant holding the most gives way", async () => {
    const small = tenant("small");
    await put(small, "home", 1_000);
    const big = Array.from({ length: Math.ceil(cacheLimits.totalBytes / cacheLimits.tenantBytes) + 2 }, () => tenant("big"));
    for (const t of big) for (let i = 0; i < 20; i++) await put(t, `page-${i}`, MiB);
    expect(cacheStats().bytes).toBeLessThanOrEqual(cacheLimits.totalBytes);
    expect(has(small, "home")).toBe(true);
    // Every big tenant still holds its newest entry.
    for (const t of big) expect(has(t, "page-19")).toBe(true);
  });

  it("does not keep a value over the per-entry limit (it is still returned)", async () => {
    const t = tenant("huge");
    expect(await put(t, "giant", cacheLimits.entryBytes + 1, { giant: true })).toEqual({ giant: true });
    expect(has(t, "giant")).toBe(false);
  });
});

describe("entries that are never kept or not kept for long", () => {
  it("drops an entry once expired: at the next read, and by the sweep without any read", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const t = tenant("expiry");
    await put(t, "a", 1_000);
    await put(t, "b", 1_000);
    expect(cacheStats().tenants[t]).toEqual({ entries: 2, bytes: expect.any(Number) as unknown });
    vi.setSystemTime(Date.now() + (policy.fresh + policy.stale + 1) * 1000);
    expect(has(t, "a")).toBe(false); // read: dropped
    expect(cacheStats().tenants[t]?.entries).toBe(1);
    sweepExpired();
    expect(cacheStats().tenants[t]).toBeUndefined();
  });

  it("does not keep a page past the last, nor a not-found result", async () => {
    const t = tenant("pages");
    const page = (currentPage: number) => ({ data: [], meta: { currentPage, lastPage: 3, perPage: 24, total: 60 } });
    await put(t, "page-3", 1_000, page(3));
    await put(t, "page-999", 1_000, page(999));
    await put(t, "unknown-collection", 1_000, null);
    expect(has(t, "page-3")).toBe(true);
    expect(has(t, "page-999")).toBe(false);
    expect(has(t, "unknown-collection")).toBe(false);
    expect(cacheStats().tenants[t]?.entries).toBe(1);
  });

  it("an invalidation still drops the tenant's tagged entries and releases their bytes", async () => {
    const t = tenant("invalidate");
    for (let i = 0; i < 10; i++) await put(t, `k${i}`, 1_000);
    const before = cacheStats().bytes;
    invalidateTags(t, ["catalog"]);
    expect(cacheStats().tenants[t]).toBeUndefined();
    expect(before - cacheStats().bytes).toBeGreaterThanOrEqual(10_000);
  });
});
