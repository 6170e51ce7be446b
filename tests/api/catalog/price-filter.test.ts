import { describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";

/**
 * Collection pages' price filter: GET /products filters by price with `minPrice` and `maxPrice`, inclusive bounds in
 * major units of the market's currency on the current price (`price` as the list answers it: the sale price when on
 * sale, the market's fixed price, else the converted and rounded one).
 */
const get = (path: string) => api("GET", path, { token: fixtures().demo.apiToken });
type Item = { slug: string; price: number };
/**
 * The products the checks look at: between them a sale (Earl Grey), a euro price fixed by the store (House Espresso),
 * and converted prices rounded to .99 (EUR) and to whole dollars (USD).
 */
const stable = new Set(["ethiopia-yirgacheffe", "house-espresso", "sencha", "earl-grey", "pour-over-kettle", "burr-grinder"]);
const slugs = (items: Item[]) => items.map((i) => i.slug).filter((slug) => stable.has(slug));
const list = async (query: string) => {
  const res = await get(`/products?sort=name&perPage=100&${query}`);
  expect({ query, status: res.status }).toEqual({ query, status: 200 });
  return res.body.data as Item[];
};

describe("GET /products?minPrice=&maxPrice=", () => {
  it("keeps the items priced within the bounds, both inclusive, by the price a buyer pays now", async () => {
    // Earl Grey is on sale at £7.50 (regular £9.00): its sale price is the one filtered on.
    expect(slugs(await list("maxPrice=7.5"))).toEqual(["earl-grey"]);
    expect(slugs(await list("maxPrice=7.49"))).toEqual([]);
    expect(slugs(await list("minPrice=7.51&maxPrice=9"))).toEqual([]);
    expect(slugs(await list("minPrice=12.50&maxPrice=13"))).toEqual(["ethiopia-yirgacheffe", "sencha"]);
    expect(slugs(await list("minPrice=32&maxPrice=89")).sort()).toEqual(["burr-grinder", "house-espresso", "pour-over-kettle"]);
    // With the other filters and another order.
    const coffee = await get("/products?collection=coffee&minPrice=12.5&inStock=true&sort=price-desc");
    expect(slugs(coffee.body.data)).toEqual(["house-espresso", "ethiopia-yirgacheffe"]);
    const none = await get("/products?minPrice=1000");
    expect(none.body).toEqual({ data: [], meta: { currentPage: 1, lastPage: 1, perPage: 24, total: 0, nextCursor: null } });
  });

  it("counts the filtered items on a page past the end", async () => {
    // £88 to £90: the burr grinder (£89) alone.
    const res = await get("/products?minPrice=88&maxPrice=90&perPage=1&page=7");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [], meta: { currentPage: 7, lastPage: 1, perPage: 1, total: 1, nextCursor: null } });
  });

  it("bounds the price shown in each market, to the minor unit (converted, rounded, fixed)", async () => {
    for (const market of ["GB", "DE", "US"]) {
      const items = (await list(`market=${market}`)).filter((i) => stable.has(i.slug));
      expect(items).toHaveLength(stable.size);
      // Each price as a lower and an upper bound: the edges are inclusive.
      for (const bound of new Set(items.map((i) => i.price))) {
        for (const [param, keep] of [
          ["maxPrice", (i: Item) => i.price <= bound],
          ["minPrice", (i: Item) => i.price >= bound],
        ] as const) {
          const got = slugs(await list(`market=${market}&${param}=${bound}`));
          expect({ market, param, bound, got }).toEqual({ market, param, bound, got: slugs(items.filter(keep)) });
        }
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
