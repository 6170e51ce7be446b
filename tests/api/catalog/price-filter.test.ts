import { describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";

/**
 * Issue 32 (collections): GET /products filters by price with `minPrice` and `maxPrice`, inclusive bounds in major
 * units of the market's currency on the current price (`price` as the list answers it: the sale price when on sale,
 * the market's fixed price, else the converted and rounded one).
 */
const get = (path: string) => api("GET", path, { token: fixtures().demo.apiToken });
type Item = { slug: string; price: number };
const slugs = (items: Item[]) => items.map((i) => i.slug);

describe("GET /products?minPrice=&maxPrice=", () => {
  it("keeps the items priced within the bounds, both inclusive, by the price a buyer pays now", async () => {
    const res = await get("/products?collection=coffee&sort=price-asc&minPrice=10&maxPrice=12.5");
    expect(res.status).toBe(200);
    expect(slugs(res.body.data)).toEqual(["decaf-peru", "ethiopia-yirgacheffe"]);
    expect(res.body.meta).toEqual({ currentPage: 1, lastPage: 1, perPage: 24, total: 2 });
    // Colombia is on sale at £9.50 (regular £11.00): its sale price is the one filtered on.
    expect(slugs((await get("/products?collection=coffee&maxPrice=9.50")).body.data)).toEqual(["colombia-huila"]);
    expect(slugs((await get("/products?collection=coffee&minPrice=10&maxPrice=11")).body.data)).toEqual(["decaf-peru"]);
    // One bound alone; with the other filters and the order.
    const atLeast = await get("/products?collection=coffee&minPrice=12.5&inStock=true&sort=price-desc");
    expect(slugs(atLeast.body.data)).toEqual(["house-espresso", "kenya-nyeri", "ethiopia-yirgacheffe"]);
    const none = await get("/products?collection=coffee&minPrice=1000");
    expect(none.body).toEqual({ data: [], meta: { currentPage: 1, lastPage: 1, perPage: 24, total: 0 } });
  });

  it("counts the filtered items on a page past the end", async () => {
    const res = await get("/products?collection=coffee&maxPrice=12.5&perPage=1&page=7");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [], meta: { currentPage: 7, lastPage: 3, perPage: 1, total: 3 } });
  });

  it("bounds the price shown in each market, to the minor unit (converted, rounded, fixed)", async () => {
    for (const market of ["GB", "DE", "US"]) {
      const all = await get(`/products?market=${market}&sort=name&perPage=100`);
      expect(all.status).toBe(200);
      const items = all.body.data as Item[];
      const prices = [...new Set(items.map((i) => i.price))].sort((a, b) => a - b);
      // The cheapest, a middle and the dearest price, each as a lower and an upper bound: the edges are inclusive.
      for (const bound of [prices[0]!, prices[Math.floor(prices.length / 2)]!, prices.at(-1)!]) {
        const atMost = await get(`/products?market=${market}&sort=name&perPage=100&maxPrice=${bound}`);
        expect({ market, bound, slugs: slugs(atMost.body.data) }).toEqual({
          market,
          bound,
          slugs: slugs(items.filter((i) => i.price <= bound)),
        });
        const atLeast = await get(`/products?market=${market}&sort=name&perPage=100&minPrice=${bound}`);
        expect({ market, bound, slugs: slugs(atLeast.body.data) }).toEqual({
          market,
          bound,
          slugs: slugs(items.filter((i) => i.price >= bound)),
        });
      }
    }
  });

  it("refuses a malformed bound, or a minimum above the maximum, with 422 naming the field", async () => {
    for (const [query, field] of [
      ["minPrice=abc", "minPrice"],
      ["minPrice=-1", "minPrice"],
      ["maxPrice=1e3", "maxPrice"],
      ["maxPrice=", "maxPrice"],
      ["maxPrice=12.345678", "maxPrice"],
      ["minPrice=20&maxPrice=10", "maxPrice"],
    ] as const) {
      const res = await get(`/products?${query}`);
      expect({ query, status: res.status, fields: Object.keys(res.body.errors ?? {}), code: res.body.code }).toEqual({
        query,
        status: 422,
        fields: [field],
        code: "validation_failed",
      });
      expect(typeof res.body.message).toBe("string");
    }
  });
});
