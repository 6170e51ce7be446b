import { describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";

/**
 * The server's cache, over HTTP: it keeps what callers will ask again, not whatever a query string can name. A page
 * past the last (every page number is a new key, all of them empty) and an unknown collection are answered afresh each
 * time, never kept; a real page is kept (a repeat runs no SQL). The byte budgets, the per-tenant eviction and expiry
 * are exercised in tests/unit/tenant-cache.test.ts; the memory under 10,000 distinct queries in `npm run bench` (cache
 * flood).
 */
const demo = () => fixtures().demo;

/** The fewest SQL statements among three repeats (x-query-count; tokens are cached per process): 0 = served from the cache. */
async function fewestQueries(path: string, status = 200): Promise<number> {
  let fewest = Infinity;
  for (let i = 0; i < 3; i++) {
    const res = await api("GET", path, { token: demo().apiToken });
    expect(res.status, path).toBe(status);
    fewest = Math.min(fewest, Number(res.headers.get("x-query-count") ?? "NaN"));
  }
  return fewest;
}

describe("what the server's cache keeps", () => {
  it("keeps a real page: its repeats run no SQL", async () => {
    expect(await fewestQueries("/products?perPage=7&page=2")).toBe(0);
    expect(await fewestQueries("/cms/posts?perPage=3&page=1")).toBe(0);
  });

  it("does not keep a page past the last: each repeat is answered afresh, empty, with the real last page", async () => {
    for (const path of ["/products?perPage=7&page=99999", "/cms/posts?perPage=3&page=99999"]) {
      const res = await api("GET", path, { token: demo().apiToken });
      expect(res.body.data).toEqual([]);
      expect(res.body.meta.currentPage).toBe(99999);
      expect(res.body.meta.lastPage).toBeLessThan(99999);
      expect(await fewestQueries(path), path).toBeGreaterThan(0);
    }
  });

  it("does not keep an unknown collection's 404", async () => {
    const path = "/products?collection=no-such-collection-cache-bounds";
    const res = await api("GET", path, { token: demo().apiToken });
    expect(res.body).toEqual({ message: "Collection not found.", code: "not_found" });
    expect(await fewestQueries(path, 404)).toBeGreaterThan(0);
  });
});
