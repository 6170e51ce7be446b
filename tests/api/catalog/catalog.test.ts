import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { demoId, otherId, withPostgres } from "../../support/account";
import { operatorToken } from "../../support/operator-tokens";

const demo = () => fixtures().demo;
const get = (path: string, token: string | null = demo().apiToken) => api("GET", path, { token });
const slugs = (items: Array<{ slug: string }>) => items.map((i) => i.slug);

describe("GET /products", () => {
  it("lists the active products and packages of the tenant in the cart's money style, 24 a page", async () => {
    const res = await get("/products");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, s-maxage=60, stale-while-revalidate=600");
    expect(res.body.meta).toEqual({ currentPage: 1, lastPage: 1, perPage: 24, total: 16, nextCursor: null });
    expect(slugs(res.body.data)).not.toContain("holiday-blend");
    const colombia = res.body.data.find((p: { slug: string }) => p.slug === "colombia-huila");
    expect(colombia).toEqual({
      id: demoId("product", "colombia-huila"),
      slug: "colombia-huila",
      title: "Colombia Huila Coffee",
      type: "product",
      price: 9.5,
      displayPrice: "£9.50",
      compareAtPrice: 11,
      displayCompareAtPrice: "£11.00",
      regularPrice: 11,
      salePrice: 9.5,
      currencyCode: "GBP",
      taxIncluded: true,
      inStock: true,
      image: {
        url: expect.stringMatching(/^https?:\/\/[^/]+\/images\//),
        path: expect.stringMatching(/^\/images\//),
        alt: expect.any(String),
      },
      // One variant, no options: the product's own SKU and prices.
      options: [],
      variants: [
        {
          id: demoId("variant", "colombia-huila", "0"),
          sku: "COF-COL-250",
          options: {},
          title: "",
          price: 9.5,
          displayPrice: "£9.50",
          compareAtPrice: 11,
          salePrice: 9.5,
          inStock: true,
          image: null,
        },
      ],
    });
    const box = res.body.data.find((p: { slug: string }) => p.slug === "coffee-lovers-box");
    // A package is priced from its cheapest box by the one pricing rule: two Colombia at £8.55 (the minimum is 2).
    expect(box).toMatchObject({ type: "subscription_package", price: 17.1, compareAtPrice: null, inStock: true });
    // Featured: sold-out products come last.
    const stocked = res.body.data.map((p: { inStock: boolean }) => p.inStock);
    expect(stocked).toEqual([...stocked].sort((a: boolean, b: boolean) => Number(b) - Number(a)));
    expect(res.body.data.find((p: { slug: string }) => p.slug === "decaf-peru").inStock).toBe(false);
  });

  it("filters by collection, sorts by price both ways and by name, filters stock and pages", async () => {
    const asc = await get("/products?collection=coffee&sort=price-asc");
    expect(slugs(asc.body.data)).toEqual(["colombia-huila", "decaf-peru", "ethiopia-yirgacheffe", "kenya-nyeri", "house-espresso"]);
    const desc = await get("/products?collection=coffee&sort=price-desc");
    expect(slugs(desc.body.data)).toEqual(["house-espresso", "kenya-nyeri", "ethiopia-yirgacheffe", "decaf-peru", "colombia-huila"]);
    const byName = await get("/products?collection=tea&sort=name");
    expect(slugs(byName.body.data)).toEqual(["darjeeling-first-flush", "earl-grey", "chamomile", "sencha"]);
    const inStock = await get("/products?collection=coffee&inStock=true&sort=name");
    expect(slugs(inStock.body.data)).toEqual(["colombia-huila", "ethiopia-yirgacheffe", "house-espresso", "kenya-nyeri"]);
    const page2 = await get("/products?collection=coffee&sort=price-asc&perPage=2&page=2");
    expect(slugs(page2.body.data)).toEqual(["ethiopia-yirgacheffe", "kenya-nyeri"]);
    expect(page2.body.meta).toEqual({ currentPage: 2, lastPage: 3, perPage: 2, total: 5, nextCursor: expect.any(String) });
    const beyond = await get("/products?collection=coffee&perPage=2&page=9");
    expect(beyond.body).toEqual({ data: [], meta: { currentPage: 9, lastPage: 3, perPage: 2, total: 5, nextCursor: null } });
    const newest = await get("/products?sort=newest&perPage=100");
    expect(newest.body.meta.total).toBe(16);
  });

  it("matches words with q", async () => {
    const res = await get("/products?q=kettle");
    expect(slugs(res.body.data)).toEqual(["pour-over-kettle"]);
    const none = await get("/products?q=zzzunknownword");
    expect(none.body).toEqual({ data: [], meta: { currentPage: 1, lastPage: 1, perPage: 24, total: 0, nextCursor: null } });
  });

  it("refuses bad parameters with 422 {message, errors} and an unknown collection with 404", async () => {
    for (const [query, field] of [
      ["sort=cheapest", "sort"],
      ["perPage=0", "perPage"],
      ["perPage=101", "perPage"],
      ["page=0", "page"],
      ["page=abc", "page"],
      ["inStock=yes", "inStock"],
    ] as const) {
      const res = await get(`/products?${query}`);
      expect({ query, status: res.status, fields: Object.keys(res.body.errors ?? {}) }).toEqual({ query, status: 422, fields: [field] });
      expect(typeof res.body.message).toBe("string");
    }
    expect(await get("/products?collection=no-such-collection")).toMatchObject({
      status: 404,
      body: { message: "Collection not found.", code: "not_found" },
    });
  });

  it("needs the API token: none, an account token or garbage → 401", async () => {
    const account = await loginAs(demo().customers[0]!);
    for (const token of [null, account, "not-a-jwt"])
      expect(await get("/products", token)).toMatchObject({ status: 401, body: { message: "Unauthenticated.", code: "unauthenticated" } });
  });

  it("is scoped by tenant: the other store's token lists the other store's records", async () => {
    const res = await get("/products?perPage=100", fixtures().other.apiToken);
    expect(res.status).toBe(200);
    const ids = res.body.data.map((p: { id: string }) => p.id);
    expect(ids).toContain(otherId("product", "colombia-huila"));
    expect(ids).not.toContain(demoId("product", "colombia-huila"));
  });
});

describe("GET /products/{slug}", () => {
  it("returns the detail: sanitised description, images, collections, subscriber price, packages, seo", async () => {
    const res = await get("/products/ethiopia-yirgacheffe");
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: demoId("product", "ethiopia-yirgacheffe"),
      slug: "ethiopia-yirgacheffe",
      title: "Ethiopia Yirgacheffe Coffee",
      type: "product",
      sku: "COF-ETH-250",
      price: 12.5,
      displayPrice: "£12.50",
      compareAtPrice: null,
      currencyCode: "GBP",
      inStock: true,
      maxQuantity: 10,
      collections: [{ slug: "coffee", title: "Coffee" }],
      packages: [{ id: demoId("product", "coffee-lovers-box"), slug: "coffee-lovers-box", title: "Coffee Lover's Subscription Box" }],
      seo: { title: "Ethiopia Yirgacheffe Coffee", description: expect.stringContaining("Washed heirloom coffee") },
    });
    expect(res.body.data.images).toHaveLength(1);
    expect(typeof res.body.data.subscriberPrice).toBe("number");
    expect(res.body.data.displaySubscriberPrice).toMatch(/^£\d+\.\d\d$/);
  });

  it("404 for unknown, archived and another tenant's products; 401 without the API token", async () => {
    for (const slug of ["no-such-product", "holiday-blend", "x".repeat(300)])
      expect(await get(`/products/${slug}`)).toMatchObject({ status: 404, body: { message: "Product not found.", code: "not_found" } });
    expect(await get("/products/ethiopia-yirgacheffe", null)).toMatchObject({ status: 401 });
  });

  it("never shows another tenant's image, even when a row points at it (Postgres only: needs a direct write)", async () => {
    const productId = demoId("product", "chamomile");
    const changed = await withPostgres(async (db) => {
      const { rows } = await db.query<{ image_id: string }>("select image_id from products where id = $1", [productId]);
      await db.query("update products set image_id = $1 where id = $2", [otherId("image", "product", "chamomile"), productId]);
      return rows[0]!.image_id;
    });
    if (changed === undefined) return;
    const operator = await operatorToken(demo().tenantId);
    try {
      // An operator edit drops the cached catalogue.
      await api("PATCH", "/operator/products/chamomile", { token: operator, body: { maxQuantity: 10 } });
      const detail = await get("/products/chamomile");
      expect(detail.body.data.image).toBeNull();
      const list = await get("/products?collection=tea");
      expect(list.body.data.find((p: { slug: string }) => p.slug === "chamomile").image).toBeNull();
    } finally {
      await withPostgres((db) => db.query("update products set image_id = $1 where id = $2", [changed, productId]));
      await api("PATCH", "/operator/products/chamomile", { token: operator, body: { maxQuantity: 10 } });
    }
  });
});

describe("GET /collections and /collections/{slug}", () => {
  it("lists the active collections with their product counts, largest first", async () => {
    const res = await get("/collections");
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { slug: string; productCount: number }) => [c.slug, c.productCount])).toEqual([
      ["coffee", 5],
      ["tea", 4],
      ["brewing-gear", 3],
      ["gifts", 2],
    ]);
    const one = await get("/collections/tea");
    expect(one.body.data).toMatchObject({
      id: demoId("collection", "tea"),
      slug: "tea",
      title: "Tea",
      productCount: 4,
      seo: { title: "Tea" },
    });
    expect(await get("/collections/nope")).toMatchObject({ status: 404, body: { message: "Collection not found.", code: "not_found" } });
    expect(await get("/collections", null)).toMatchObject({ status: 401 });
    const other = await get("/collections/tea", fixtures().other.apiToken);
    expect(other.body.data.id).toBe(otherId("collection", "tea"));
  });
});

describe("GET /events and /events/{slug}", () => {
  it("lists published upcoming events with occurrences in the store's time zone and ticket prices", async () => {
    const res = await get("/events");
    expect(res.status).toBe(200);
    expect(slugs(res.body.data)).toEqual(["coffee-cupping-evening", "tea-tasting-masterclass", "roastery-tour"]);
    expect(res.body.meta).toEqual({ currentPage: 1, lastPage: 1, perPage: 24, total: 3 });
    expect(res.body.data[0]).toMatchObject({
      title: "Coffee Cupping Evening",
      timeZone: "Europe/London",
      fromPrice: 10,
      displayFromPrice: "£10.00",
      occurrences: [
        { startsAt: "2027-01-14T18:30:00Z", endsAt: "2027-01-14T20:30:00Z", displayStartsAt: "Thu, 14 Jan 2027, 18:30" },
        { startsAt: "2027-02-11T18:30:00Z", displayStartsAt: "Thu, 11 Feb 2027, 18:30" },
      ],
    });
    const later = await get("/events?from=2027-02-01");
    expect(slugs(later.body.data)).toEqual(["coffee-cupping-evening", "roastery-tour"]);
    expect(later.body.data[0].occurrences).toHaveLength(1);
    expect(await get("/events?from=tomorrow")).toMatchObject({ status: 422, body: { errors: { from: [expect.any(String)] } } });
  });

  it("returns one published event; drafts and unknown slugs are 404", async () => {
    const res = await get("/events/tea-tasting-masterclass");
    expect(res.body.data).toMatchObject({
      slug: "tea-tasting-masterclass",
      venue: "Northwind Tea Room, Bath",
      tickets: [{ name: "Standard", price: 25, displayPrice: "£25.00", currencyCode: "GBP" }],
    });
    for (const slug of ["latte-art-workshop", "nope"])
      expect(await get(`/events/${slug}`)).toMatchObject({ status: 404, body: { message: "Event not found.", code: "not_found" } });
  });
});

describe("operator edits of the catalogue (extension)", () => {
  it("an edited product, collection and event show at once (the tenant's cache is dropped); other tenants are untouched", async () => {
    // A product and a collection of this test's own, so no other file's cart or list sees them change.
    const operator = await operatorToken(demo().tenantId);
    const suffix = randomUUID().slice(0, 8);
    const slug = `catalogue-edit-mug-${suffix}`;
    const setSlug = `catalogue-edit-set-${suffix}`;
    const markets = (await api("GET", "/operator/markets", { token: operator })).body.data as { id: string; primary: boolean }[];
    const primary = markets.find((m) => m.primary)!;
    expect(
      (await api("POST", "/operator/collections", { token: operator, body: { title: "Catalogue edit set", slug: setSlug } })).status,
    ).toBe(201);
    const created = await api("POST", "/operator/products", {
      token: operator,
      body: {
        title: "Catalogue Edit Mug",
        slug,
        description: "A mug for the edit test.",
        status: "active",
        options: [],
        variants: [{ sku: `EDIT-${suffix}`, options: {}, prices: [{ marketId: primary.id, amount: 12 }], stock: 5 }],
        collections: [setSlug],
      },
    });
    expect(created.status).toBe(201);
    expect((await get(`/products/${slug}`)).body.data.title).toBe("Catalogue Edit Mug");
    try {
      const edit = await api("PATCH", `/operator/products/${slug}`, { token: operator, body: { title: "Catalogue Edit Mug Deluxe" } });
      expect(edit).toMatchObject({ status: 200, body: { data: { slug, title: "Catalogue Edit Mug Deluxe", status: "active" } } });
      expect((await get(`/products/${slug}`)).body.data.title).toBe("Catalogue Edit Mug Deluxe");
      expect((await get(`/products/${slug}`, fixtures().other.apiToken)).status).toBe(404);
      expect((await get("/products/gift-card", fixtures().other.apiToken)).body.data.title).toBe("Gift Card");
      expect(slugs((await get(`/products?collection=${setSlug}`)).body.data)).toEqual([slug]);
      await api("PATCH", `/operator/products/${slug}`, { token: operator, body: { status: "draft" } });
      expect((await get(`/products/${slug}`)).status).toBe(404);
      expect(slugs((await get(`/products?collection=${setSlug}`)).body.data)).toEqual([]);

      await api("PATCH", `/operator/collections/${setSlug}`, { token: operator, body: { status: "draft" } });
      expect((await get(`/collections/${setSlug}`)).status).toBe(404);
      await api("PATCH", "/operator/events/latte-art-workshop", { token: operator, body: { status: "published" } });
      expect((await get("/events/latte-art-workshop")).status).toBe(200);
    } finally {
      await api("DELETE", `/operator/products/${slug}`, { token: operator });
      await api("DELETE", `/operator/collections/${setSlug}`, { token: operator });
      await api("PATCH", "/operator/events/latte-art-workshop", { token: operator, body: { status: "draft" } });
    }
    expect((await get(`/products/${slug}`)).status).toBe(404);
  });

  it("refuses bad bodies (422), unknown records (404) and non-operator tokens (401)", async () => {
    const operator = await operatorToken(demo().tenantId);
    expect(await api("PATCH", "/operator/products/gift-card", { token: operator, body: { stock: -1 } })).toMatchObject({
      status: 422,
      body: { errors: { stock: [expect.any(String)] } },
    });
    expect(await api("PATCH", "/operator/products/gift-card", { token: operator, body: { colour: "red" } })).toMatchObject({ status: 422 });
    expect(await api("PATCH", "/operator/products/nope", { token: operator, body: { stock: 1 } })).toMatchObject({
      status: 404,
      body: { message: "Product not found.", code: "not_found" },
    });
    expect(await api("PATCH", "/operator/events/nope", { token: operator, body: { status: "draft" } })).toMatchObject({ status: 404 });
    expect(await api("PATCH", "/operator/products/gift-card", { token: demo().apiToken, body: { stock: 1 } })).toMatchObject({
      status: 401,
    });
  });
});
