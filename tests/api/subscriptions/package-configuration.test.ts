import { beforeAll, describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { expectApiTokenRequired, seeded } from "../../support/content";
import { leadVariant } from "../../support/variants";
import { newStore, type NewStore } from "../settings/support";

const demo = () => fixtures().demo;
const other = () => fixtures().other;
const base = () => fixtures().baseUrl;
const path = (id: string) => `/subscription-packages/${id}/configuration`;

const coffeeBox = (store: "demo" | "other") => seeded.product(store, "coffee-lovers-box");

// The cache tests read demo stores of this file's own: no other file writes to them, so a cached answer is dropped
// only by this file's own edit.
let mine: NewStore;
let theirs: NewStore;
const boxOf = async (store: NewStore, slug: string) => {
  const products = await api("GET", "/products?perPage=100", { token: store.apiToken });
  expect(products.status).toBe(200);
  return (products.body.data as { id: string; slug: string }[]).find((p) => p.slug === slug)!.id;
};
beforeAll(async () => {
  [mine, theirs] = await Promise.all([newStore(["--demo"], "Box Cache Mine"), newStore(["--demo"], "Box Cache Theirs")]);
}, 120_000);

describe("GET /subscription-packages/{productId}/configuration", () => {
  it("returns {data: configuration} field by field, prices in major units", async () => {
    const res = await api("GET", path(coffeeBox("demo")), { token: demo().apiToken });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["data"]);
    const data = res.body.data;
    expect(Object.keys(data).sort()).toEqual([
      "availableItems",
      "currencyCode",
      "defaultFrequency",
      "fixedPrice",
      "frequencies",
      "minItems",
      "pricingType",
      "subscriptionType",
      "taxIncluded",
    ]);
    expect(data).toMatchObject({
      subscriptionType: "pick_and_mix",
      pricingType: "calculated",
      fixedPrice: null,
      frequencies: [1, 2, 4],
      defaultFrequency: 2,
      minItems: 2,
    });
    expect(data.frequencies).toContain(data.defaultFrequency);
    expect(data.availableItems.map((i: { sku: string }) => i.sku)).toEqual([
      "COF-ETH-250",
      "COF-COL-250",
      "COF-KEN-250",
      "COF-ESP-1000",
      "COF-DEC-250",
    ]);
    const id = seeded.product("demo", "ethiopia-yirgacheffe");
    expect(data.availableItems[0]).toEqual({
      id,
      name: "Ethiopia Yirgacheffe Coffee",
      sku: "COF-ETH-250",
      image: {
        id: seeded.image("demo", "product", "ethiopia-yirgacheffe"),
        src: `${base()}/images/products/ethiopia-yirgacheffe.svg`,
        url: `${base()}/images/products/ethiopia-yirgacheffe.svg`,
        alt: "Ethiopia Yirgacheffe Coffee",
        path: "/images/products/ethiopia-yirgacheffe.svg",
        mimeType: "image/svg+xml",
        filename: "ethiopia-yirgacheffe.svg",
      },
      price: 12.5,
      salePrice: null,
      regularPrice: 12.5,
      subscriberPrice: 11.25,
      description: "Washed heirloom coffee with jasmine, bergamot and lemon notes. 250 g whole bean.",
      status: "active",
      minQuantity: 0,
      maxQuantity: 6,
      defaultQuantity: 1,
      inStock: true,
      // One variant, without options: its title is empty.
      variants: [
        {
          id: leadVariant("ethiopia-yirgacheffe"),
          title: "",
          price: 12.5,
          salePrice: null,
          subscriberPrice: 11.25,
          inStock: true,
          maxQuantity: 6,
        },
      ],
    });
    // A sale price, as a number.
    expect(data.availableItems[1]).toMatchObject({
      sku: "COF-COL-250",
      price: 11,
      salePrice: 9.5,
      // 10% below the sale price: never above what the shop charges today.
      subscriberPrice: 8.55,
      defaultQuantity: 1,
    });
    expect(data.availableItems[2]).toMatchObject({ defaultQuantity: 0 });
    for (const item of data.availableItems) {
      expect(typeof item.price).toBe("number");
      expect(typeof item.subscriberPrice).toBe("number");
      expect(item.salePrice === null || typeof item.salePrice === "number").toBe(true);
      expect(Number.isInteger(item.minQuantity) && Number.isInteger(item.maxQuantity) && Number.isInteger(item.defaultQuantity)).toBe(true);
      expect(item.status).toBe("active");
    }
  });

  it("tells stock: a sold-out item is inStock false with maxQuantity 0, and subscribing with it is refused alike", async () => {
    const res = await api("GET", path(coffeeBox("demo")), { token: demo().apiToken });
    const items = res.body.data.availableItems as { sku: string; inStock: boolean; maxQuantity: number; defaultQuantity: number }[];
    // Peru Swiss Water Decaf is seeded with stock 0; the others have plenty.
    expect(items.map((i) => [i.sku, i.inStock, i.maxQuantity, i.defaultQuantity])).toEqual([
      ["COF-ETH-250", true, 6, 1],
      ["COF-COL-250", true, 6, 1],
      ["COF-KEN-250", true, 6, 0],
      ["COF-ESP-1000", true, 6, 0],
      ["COF-DEC-250", false, 0, 0],
    ]);
  });

  it("caps each variant by its own stock: a sold-out variant of an item whose lead has plenty is maxQuantity 0", async () => {
    const res = await api("GET", path(await boxOf(mine, "coffee-lovers-box")), { token: mine.apiToken });
    expect(res.status).toBe(200);
    type Item = { sku: string; maxQuantity: number; variants: { title: string; inStock: boolean; maxQuantity: number }[] };
    const espresso = (res.body.data.availableItems as Item[]).find((i) => i.sku === "COF-ESP-1000")!;
    // The lead (Whole bean, 1 kg) has 60: the item's own cap is the package's 6. Filter, 250 g is seeded sold out: the
    // box builder caps that variant's line at 0, not at the lead's 6.
    expect(espresso.maxQuantity).toBe(6);
    expect(espresso.variants.map((v) => [v.title, v.inStock, v.maxQuantity])).toEqual([
      ["Whole bean, 1 kg", true, 6],
      ["Filter, 1 kg", true, 6],
      ["Espresso, 1 kg", true, 6],
      ["Whole bean, 250 g", true, 6],
      ["Filter, 250 g", false, 0],
      ["Espresso, 250 g", true, 6],
    ]);
  });

  it("follows the stock at once: restocked shows, capped by the stock, sold out again hides (the cached copy is dropped)", async () => {
    const box = path(await boxOf(mine, "coffee-lovers-box"));
    const operator = mine.op;
    const decaf = () =>
      api("GET", box, { token: mine.apiToken }).then((r) =>
        (r.body.data.availableItems as { sku: string; inStock: boolean; maxQuantity: number }[]).find((i) => i.sku === "COF-DEC-250")!,
      );
    expect(await decaf()).toMatchObject({ inStock: false, maxQuantity: 0 });
    expect(await decaf()).toMatchObject({ inStock: false, maxQuantity: 0 }); // served from the cache
    expect((await api("PATCH", "/operator/products/decaf-peru", { token: operator, body: { stock: 4 } })).status).toBe(200);
    // Four in stock, the package allows six: four.
    expect(await decaf()).toMatchObject({ inStock: true, maxQuantity: 4 });
    expect((await api("PATCH", "/operator/products/decaf-peru", { token: operator, body: { stock: 0 } })).status).toBe(200);
    expect(await decaf()).toMatchObject({ inStock: false, maxQuantity: 0 });
  });

  it("sends the spec's cache headers and serves repeats from the server's cache", async () => {
    const tea = path(await boxOf(mine, "tea-discovery-box"));
    const first = await api("GET", tea, { token: mine.apiToken });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, s-maxage=300, stale-while-revalidate=1800");
    expect(first.headers.get("vary")).toMatch(/(^|,\s*)Authorization(\s*,|$)/i);
    const second = await api("GET", tea, { token: mine.apiToken });
    expect(second.headers.get("x-cache")).toBe("hit");
    expect(second.body).toEqual(first.body);
    expect(second.body.data).toMatchObject({ frequencies: [2, 4, 8], defaultFrequency: 4, minItems: 3 });
    expect(second.body.data.availableItems).toHaveLength(4);
  });

  it("answers 404 'This product is not a subscription.' for a plain product, an unknown id and malformed ids", async () => {
    const cases = [
      seeded.product("demo", "kenya-nyeri"),
      "3f0c8a55-8f55-4c35-9b1c-1f2d3e4a5b6c",
      "not-a-uuid",
      "12345",
      "' or 1=1 --",
      coffeeBox("demo") + "x",
    ];
    for (const id of cases) {
      const res = await api("GET", path(encodeURIComponent(id)), { token: demo().apiToken });
      expect({ id, status: res.status, body: res.body }).toEqual({
        id,
        status: 404,
        body: { message: "This product is not a subscription.", code: "not_found" },
      });
    }
  });

  it("accepts the id in upper case", async () => {
    const res = await api("GET", path(coffeeBox("demo").toUpperCase()), { token: demo().apiToken });
    expect(res.status).toBe(200);
  });

  it("requires an API token: missing, garbage, forged or an account token → 401", async () => {
    await expectApiTokenRequired("GET", path(coffeeBox("demo")));
  });

  it("keeps tenants apart: another store's package id is not a subscription here", async () => {
    expect(coffeeBox("other")).not.toBe(coffeeBox("demo"));
    const res = await api("GET", path(coffeeBox("other")), { token: demo().apiToken });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "This product is not a subscription.", code: "not_found" });
    const theirs = await api("GET", path(coffeeBox("other")), { token: other().apiToken });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.availableItems[0].id).toBe(seeded.product("other", "ethiopia-yirgacheffe"));
  });

  it("an operator edit invalidates that tenant's cached configuration only", async () => {
    const ourBox = path(await boxOf(mine, "coffee-lovers-box"));
    const theirId = await boxOf(theirs, "coffee-lovers-box");
    await api("GET", path(theirId), { token: theirs.apiToken });
    await api("GET", ourBox, { token: mine.apiToken });
    const ours = await api("GET", ourBox, { token: mine.apiToken });
    expect(ours.headers.get("x-cache")).toBe("hit");

    const edit = await api("PATCH", `/operator/subscription-packages/${theirId}`, {
      token: theirs.op,
      body: { frequencies: [4, 1, 2, 3], defaultFrequency: 3, minItems: 1 },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({ frequencies: [1, 2, 3, 4], defaultFrequency: 3, minItems: 1 });

    const edited = await api("GET", path(theirId), { token: theirs.apiToken });
    expect(edited.headers.get("x-cache")).toBe("miss");
    expect(edited.body.data).toMatchObject({ frequencies: [1, 2, 3, 4], defaultFrequency: 3, minItems: 1 });

    const oursAfter = await api("GET", ourBox, { token: mine.apiToken });
    expect(oursAfter.headers.get("x-cache"), "the store's cached configuration outlived another store's edit").toBe("hit");
    expect(oursAfter.body).toEqual(ours.body);
  });
});
