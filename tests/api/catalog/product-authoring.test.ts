import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { seedId } from "../../../db/seed/ids";
import { demoId } from "../../support/account";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { operatorToken } from "../../support/operator-tokens";
import { auditOf, newStaff, newStore, type NewStore } from "../settings/support";

// Catalogue authoring on a store of its own (loaded with --demo, so it has markets, collections and images):
// POST /operator/products, GET/PATCH/DELETE /operator/products/{slug}. Nothing here touches the shared fixtures.

type Market = { id: string; currencyCode: string; primary: boolean };
type MarketPrice = { marketId: string; primary: boolean; fixed: boolean; price: number; salePrice: number | null };

let store: NewStore;
let gb: Market;
let eu: Market;
/** One of this store's media library images (the seed's), and another. */
let grinderImage: string;
let dripperImage: string;

beforeAll(async () => {
  store = await newStore(["--demo"], `Authoring ${randomUUID().slice(0, 8)}`);
  const markets = (await api("GET", "/operator/markets", { token: store.op })).body.data as Market[];
  gb = markets.find((m) => m.primary)!;
  eu = markets.find((m) => m.currencyCode === "EUR")!;
  expect(gb.currencyCode).toBe("GBP");
  grinderImage = seedId(store.slug, "image", "product", "burr-grinder");
  dripperImage = seedId(store.slug, "image", "product", "ceramic-dripper");
}, 120_000);

/** A word no seeded product has, so search and the operator list find exactly what a test made. */
const marker = () => `zq${randomUUID().replaceAll("-", "").slice(0, 10)}`;

const create = (body: unknown, token = store.op, headers?: Record<string, string>) =>
  api("POST", "/operator/products", { token, body, headers });

/** A valid body: one variant priced in the primary market. */
const mug = (word: string, extra: Record<string, unknown> = {}) => ({
  title: `Stoneware ${word} Mug`,
  description: "<p>Hand thrown.</p>",
  status: "active",
  taxClass: "standard",
  options: [],
  variants: [{ sku: `MUG-${word}`, options: {}, prices: [{ marketId: gb.id, amount: 12 }], stock: 5, weightGrams: 400 }],
  images: [],
  collections: [],
  seo: {},
  ...extra,
});

const publicList = async (query = "perPage=100") =>
  ((await api("GET", `/products?${query}`, { token: store.apiToken })).body.data as { slug: string }[]).map((p) => p.slug);
const searchSlugs = async (q: string) =>
  ((await api("GET", `/search?q=${q}&type=products`, { token: store.apiToken })).body.results.products as { slug: string }[]).map(
    (p) => p.slug,
  );

describe("POST /operator/products", { timeout: 120_000 }, () => {
  it("adds an active product that is at once in GET /products, on its page and in search, answered as PATCH answers it", async () => {
    const word = marker();
    // Warm the cached list and search first: the creation must drop them.
    expect(await publicList()).not.toContain(`stoneware-${word}-mug`);
    expect(await searchSlugs(word)).toEqual([]);

    const res = await create({
      ...mug(word),
      description: '<p>Hand thrown.</p><script>alert("x")</script>',
      variants: [
        {
          sku: `MUG-${word}`,
          options: {},
          prices: [
            { marketId: gb.id, amount: 12.5, compareAt: 15 },
            { marketId: eu.id, amount: 14 },
          ],
          stock: 7,
          weightGrams: 350,
        },
      ],
      images: [grinderImage, dripperImage],
      collections: ["coffee", "gifts"],
      seo: { title: "A mug for slow mornings", description: "Stoneware, hand thrown." },
    });
    expect(res.status).toBe(201);
    const product = res.body.data;
    expect(product).toMatchObject({
      slug: `stoneware-${word}-mug`,
      title: `Stoneware ${word} Mug`,
      status: "active",
      kind: "product",
      sku: `MUG-${word}`,
      // compareAt is the regular price, amount the sale price (minor units, as PATCH answers).
      price: 1500,
      salePrice: 1250,
      stock: 7,
      maxQuantity: 10,
      taxClass: "standard",
      weightGrams: 350,
      description: "<p>Hand thrown.</p>",
      seo: { title: "A mug for slow mornings", description: "Stoneware, hand thrown." },
      images: [{ id: grinderImage }, { id: dripperImage }],
      collections: [
        { slug: "coffee", title: expect.any(String) },
        { slug: "gifts", title: expect.any(String) },
      ],
    });
    const prices = product.prices as MarketPrice[];
    expect(prices.find((p) => p.primary)).toMatchObject({ marketId: gb.id, price: 1500, salePrice: 1250, fixed: false });
    expect(prices.find((p) => p.marketId === eu.id)).toMatchObject({ fixed: true, price: 1400, salePrice: null });
    expect(await api("GET", `/operator/products/${product.slug}`, { token: store.op })).toMatchObject({
      status: 200,
      body: { data: product },
    });

    expect(await publicList()).toContain(product.slug);
    expect(await publicList("collection=gifts&perPage=100")).toContain(product.slug);
    const page = await api("GET", `/products/${product.slug}?market=GB`, { token: store.apiToken });
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({
      id: product.id,
      price: 12.5,
      compareAtPrice: 15,
      currencyCode: "GBP",
      sku: `MUG-${word}`,
      description: "<p>Hand thrown.</p>",
      seo: { title: "A mug for slow mornings", description: "Stoneware, hand thrown." },
    });
    expect(page.body.data.image.path).toMatch(/burr-grinder/);
    expect(page.body.data.collections.map((c: { slug: string }) => c.slug).sort()).toEqual(["coffee", "gifts"]);
    const inEuros = await api("GET", `/products/${product.slug}?market=DE`, { token: store.apiToken });
    expect(inEuros.body.data).toMatchObject({ price: 14, compareAtPrice: null, currencyCode: "EUR" });
    expect(await searchSlugs(word)).toEqual([product.slug]);
  });

  it("derives a free slug from the title; a given slug another product has → 409 slug_taken, nothing written", async () => {
    const word = marker();
    // Each its own SKU (a SKU is unique among the store's variants), all with the word.
    const sku = (n: number) => ({
      variants: [{ sku: `MUG-${word}-${n}`, options: {}, prices: [{ marketId: gb.id, amount: 12 }], stock: 5, weightGrams: 400 }],
    });
    const first = await create(mug(word, { status: "draft", ...sku(1) }));
    const second = await create(mug(word, { status: "draft", ...sku(2) }));
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.data.slug).toBe(`${first.body.data.slug}-2`);
    expect((await create(mug(word, { title: "Ça va? Crème brûlée!", status: "draft" }))).body.data.slug).toBe("ca-va-creme-brulee");

    const taken = await create(mug(word, { slug: first.body.data.slug, ...sku(3) }));
    expect(taken).toMatchObject({ status: 409, body: { code: "slug_taken", message: expect.stringContaining(first.body.data.slug) } });
    // "import" is the back office's own route (POST /operator/products/import): given, it is refused; derived, skipped.
    expect(await create(mug(word, { slug: "import", ...sku(4) }))).toMatchObject({ status: 409, body: { code: "slug_taken" } });
    expect((await create(mug(word, { title: "Import", status: "draft", ...sku(5) }))).body.data.slug).toBe("import-2");
    // The four made above (the SKU has the word too), not the refused ones.
    const listed = (await api("GET", `/operator/products?q=${word}`, { token: store.op })).body.data as unknown[];
    expect(listed).toHaveLength(4);
  });

  it("refuses bad input with 422, each with its code and field, and writes nothing", async () => {
    const word = marker();
    const price = { marketId: gb.id, amount: 12 };
    const variant = { sku: "X", options: {}, prices: [price], stock: 1 };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ options: [{ name: "Size", values: ["S", "L"] }] }, "variants.0.options.Size", "invalid_variants"],
      [{ variants: [variant, { ...variant, sku: "Y" }] }, "options", "invalid_variants"],
      [{ variants: [{ ...variant, options: { Size: "L" } }] }, "variants.0.options.Size", "invalid_variants"],
      [{ variants: [{ ...variant, prices: [{ marketId: eu.id, amount: 14 }] }] }, "variants.0.prices", "primary_price_required"],
      [
        { variants: [{ ...variant, prices: [{ ...price, compareAt: 12 }] }] },
        "variants.0.prices.0.compareAt",
        "compare_at_not_above_price",
      ],
      // Another store's market.
      [
        { variants: [{ ...variant, prices: [price, { marketId: demoId("market", "eu"), amount: 14 }] }] },
        "variants.0.prices.1.marketId",
        "unknown_market",
      ],
      [{ variants: [{ ...variant, prices: [{ ...price, amount: 12.345 }] }] }, "variants.0.prices.0.amount", "validation_failed"],
      // Another store's image, and an id no store has.
      [{ images: [demoId("image", "product", "burr-grinder")] }, "images.0", "unknown_image"],
      [{ images: [grinderImage, randomUUID()] }, "images.1", "unknown_image"],
      [{ collections: ["coffee", "no-such-collection"] }, "collections.1", "unknown_collection"],
      [{ slug: "Blue Mug" }, "slug", "validation_failed"],
      [{ status: "gone" }, "status", "validation_failed"],
      [{ title: "" }, "title", "validation_failed"],
      [{ variants: [] }, "variants", "validation_failed"],
    ];
    for (const [patch, field, code] of cases) {
      const res = await create(mug(word, patch));
      expect({ field, status: res.status, code: res.body.code }).toEqual({ field, status: 422, code });
      expect(Object.keys(res.body.errors ?? {}), field).toContain(field);
    }
    expect((await api("GET", `/operator/products?q=${word}`, { token: store.op })).body.data).toEqual([]);
    expect((await api("GET", `/operator/products?q=MUG-${word}`, { token: store.op })).body.data).toEqual([]);
  });

  it("is owners' only: a staff member's session gets 403 owner_only for every write and reads; an owner's is audited", async () => {
    const word = marker();
    const staff = await newStaff(store, "staff");
    const owner = await newStaff(store, "owner");
    const made = await create(mug(word), owner.token);
    expect(made.status).toBe(201);
    const slug = made.body.data.slug as string;
    const refused = { status: 403, body: { code: "owner_only" } };
    expect(await create(mug(marker()), staff.token)).toMatchObject(refused);
    expect(await api("PATCH", `/operator/products/${slug}`, { token: staff.token, body: { stock: 1 } })).toMatchObject(refused);
    expect(await api("DELETE", `/operator/products/${slug}`, { token: staff.token })).toMatchObject(refused);
    expect((await api("GET", `/operator/products/${slug}`, { token: staff.token })).body.data).toMatchObject({
      stock: 5,
      status: "active",
    });
    const audit = await auditOf(store.op, owner.email);
    expect(audit.map((e) => e.operationId)).toEqual(["createProduct"]);
    expect(audit[0]).toMatchObject({ status: 201, after: { data: { slug } } });
  });

  it("honours Idempotency-Key: a repeat answers the first product again and adds nothing", async () => {
    const word = marker();
    const key = randomUUID();
    const first = await create(mug(word), store.op, { "idempotency-key": key });
    const again = await create(mug(word), store.op, { "idempotency-key": key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.data.id).toBe(first.body.data.id);
    expect((await api("GET", `/operator/products?q=${word}`, { token: store.op })).body.data).toHaveLength(1);
  });
});

describe("PATCH and DELETE /operator/products/{slug}", { timeout: 120_000 }, () => {
  it("edits the new fields (slug, SKU, images, collections, SEO, weight) beside the old ones (minor units)", async () => {
    const word = marker();
    const made = (await create(mug(word, { images: [grinderImage], collections: ["coffee"] }))).body.data;
    const patch = (slug: string, body: unknown) => api("PATCH", `/operator/products/${slug}`, { token: store.op, body });
    const renamed = await patch(made.slug, {
      slug: `${word}-mug`,
      sku: `NEW-${word}`,
      images: [dripperImage],
      collections: ["tea"],
      seo: { title: "Slow mornings" },
      weightGrams: 420,
      price: 1300,
      salePrice: 1100,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      id: made.id,
      slug: `${word}-mug`,
      sku: `NEW-${word}`,
      images: [{ id: dripperImage }],
      collections: [{ slug: "tea" }],
      seo: { title: "Slow mornings", description: null },
      weightGrams: 420,
      price: 1300,
      salePrice: 1100,
    });
    expect((await api("GET", `/products/${made.slug}`, { token: store.apiToken })).status).toBe(404);
    const page = await api("GET", `/products/${word}-mug?market=GB`, { token: store.apiToken });
    expect(page.body.data).toMatchObject({ price: 11, compareAtPrice: 13, sku: `NEW-${word}`, seo: { title: "Slow mornings" } });
    expect(page.body.data.collections.map((c: { slug: string }) => c.slug)).toEqual(["tea"]);

    const cleared = await patch(`${word}-mug`, { images: [], collections: [], seo: { title: null }, weightGrams: null });
    expect(cleared.body.data).toMatchObject({ images: [], collections: [], seo: { title: null }, weightGrams: null });
    expect((await api("GET", `/products/${word}-mug`, { token: store.apiToken })).body.data).toMatchObject({
      image: null,
      seo: { title: `Stoneware ${word} Mug` },
    });

    // Refusals change nothing: a taken slug, another store's image, an unknown collection.
    const other = (await create(mug(marker(), { status: "draft" }))).body.data;
    expect(await patch(`${word}-mug`, { slug: other.slug, stock: 99 })).toMatchObject({ status: 409, body: { code: "slug_taken" } });
    expect(await patch(`${word}-mug`, { images: [demoId("image", "product", "burr-grinder")], stock: 99 })).toMatchObject({
      status: 422,
      body: { code: "unknown_image", errors: { "images.0": [expect.any(String)] } },
    });
    expect(await patch(`${word}-mug`, { collections: ["nope"], stock: 99 })).toMatchObject({
      status: 422,
      body: { code: "unknown_collection", errors: { "collections.0": [expect.any(String)] } },
    });
    expect((await api("GET", `/operator/products/${word}-mug`, { token: store.op })).body.data).toMatchObject({
      slug: `${word}-mug`,
      stock: 5,
      images: [],
    });
  });

  it("another store's operator can neither read, edit nor archive this store's product (404), and it stays as it was", async () => {
    const made = (await create(mug(marker()))).body.data;
    const theirs = await operatorToken(fixtures().other.tenantId);
    for (const [method, body] of [["GET"], ["PATCH", { stock: 0, title: "Taken over" }], ["DELETE"]] as const)
      expect(await api(method, `/operator/products/${made.slug}`, { token: theirs, body })).toMatchObject({
        status: 404,
        body: { code: "not_found" },
      });
    expect((await api("GET", `/operator/products/${made.slug}`, { token: store.op })).body.data).toEqual(made);
  });

  it("DELETE archives: 200 with the archived product, gone from the storefront and search, kept for the operator", async () => {
    const word = marker();
    const made = (await create(mug(word))).body.data;
    expect(await publicList()).toContain(made.slug);
    expect(await searchSlugs(word)).toEqual([made.slug]);
    const archived = await api("DELETE", `/operator/products/${made.slug}`, { token: store.op });
    expect(archived.status).toBe(200);
    expect(archived.body.data).toMatchObject({ id: made.id, slug: made.slug, status: "archived" });
    expect(await publicList()).not.toContain(made.slug);
    expect((await api("GET", `/products/${made.slug}`, { token: store.apiToken })).status).toBe(404);
    expect(await searchSlugs(word)).toEqual([]);
    expect((await api("GET", `/operator/products/${made.slug}`, { token: store.op })).body.data.status).toBe("archived");
    expect((await api("DELETE", "/operator/products/no-such-product", { token: store.op })).status).toBe(404);
  });
});
