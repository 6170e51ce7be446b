import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { demoId } from "../../support/account";
import { api } from "../../support/http";
import { bathAddress, guestCheckout as payAsGuest } from "../../support/guest-checkout";
import { newStore, type NewStore } from "../settings/support";

// Options and variants on a store of its own (loaded with --demo: House Espresso Blend comes in Grind × Size, the
// other demo products in one variant): reads, carts by variant, checkout taking the variant's stock, authoring rules.

type Market = { id: string; currencyCode: string; primary: boolean };
type Variant = { id: string; sku: string; options: Record<string, string>; title: string; price: number; inStock: boolean };

let store: NewStore;
let gb: Market;
let eu: Market;

beforeAll(async () => {
  store = await newStore(["--demo"], `Variants ${randomUUID().slice(0, 8)}`);
  const markets = (await api("GET", "/operator/markets", { token: store.op })).body.data as Market[];
  gb = markets.find((m) => m.primary)!;
  eu = markets.find((m) => m.currencyCode === "EUR")!;
}, 120_000);

const marker = () => `zv${randomUUID().replaceAll("-", "").slice(0, 10)}`;
const read = (slug: string, query = "") => api("GET", `/products/${slug}${query}`, { token: store.apiToken });
const newCart = async () => (await api("POST", "/carts", { token: store.apiToken })).body.data.id as string;
const addLine = (cartId: string, body: Record<string, unknown>) => api("POST", `/carts/${cartId}/lines`, { token: store.apiToken, body });

/** A shirt of this test's own: Size × Colour, four variants, each with its own SKU, price and stock. */
const shirt = (word: string, extra: Record<string, unknown> = {}) => ({
  title: `Shirt ${word}`,
  status: "active",
  options: [
    { name: "Size", values: ["S", "L"] },
    { name: "Colour", values: ["Red", "Blue"] },
  ],
  variants: [
    { sku: `${word}-S-R`, options: { Size: "S", Colour: "Red" }, prices: [{ marketId: gb.id, amount: 20 }], stock: 3 },
    { sku: `${word}-S-B`, options: { Size: "S", Colour: "Blue" }, prices: [{ marketId: gb.id, amount: 20 }], stock: 0 },
    {
      sku: `${word}-L-R`,
      options: { Size: "L", Colour: "Red" },
      prices: [
        { marketId: gb.id, amount: 22 },
        { marketId: eu.id, amount: 27 },
      ],
      stock: 1,
    },
    { sku: `${word}-L-B`, options: { Size: "L", Colour: "Blue" }, prices: [{ marketId: gb.id, amount: 18, compareAt: 22 }], stock: 2 },
  ],
  ...extra,
});

const guestCheckout = (cartId: string) => payAsGuest(cartId, "variants@example.com", bathAddress, {}, store.apiToken);

describe("product variants", { timeout: 120_000 }, () => {
  it("reads options and variants priced in the market; a one-variant product has no options and one variant", async () => {
    const espresso = await read("house-espresso");
    expect(espresso.status).toBe(200);
    expect(espresso.body.data.options).toEqual([
      { name: "Grind", values: ["Whole bean", "Filter", "Espresso"] },
      { name: "Size", values: ["1 kg", "250 g"] },
    ]);
    const variants = espresso.body.data.variants as Variant[];
    expect(variants.map((v) => [v.sku, v.title, v.price, v.inStock])).toEqual([
      ["COF-ESP-1000", "Whole bean, 1 kg", 32, true],
      ["COF-ESP-1000-F", "Filter, 1 kg", 32, true],
      ["COF-ESP-1000-E", "Espresso, 1 kg", 32, true],
      ["COF-ESP-250", "Whole bean, 250 g", 9.5, true],
      ["COF-ESP-250-F", "Filter, 250 g", 9.5, false],
      ["COF-ESP-250-E", "Espresso, 250 g", 9.5, true],
    ]);
    // The product's own price is its lead variant's, so cards and sorts read as before.
    expect(espresso.body.data).toMatchObject({ price: 32, sku: "COF-ESP-1000", inStock: true });
    const listed = (await api("GET", "/products?collection=coffee", { token: store.apiToken })).body.data as {
      slug: string;
      variants: Variant[];
    }[];
    expect(listed.find((p) => p.slug === "house-espresso")!.variants).toHaveLength(6);

    const kettle = (await read("pour-over-kettle")).body.data;
    expect(kettle.options).toEqual([]);
    expect(kettle.variants).toHaveLength(1);
    expect(kettle.variants[0]).toMatchObject({ sku: kettle.sku, options: {}, title: "", price: kettle.price, inStock: kettle.inStock });

    // Search finds a product by any variant's SKU.
    const bySku = await api("GET", "/products?q=COF-ESP-250-E", { token: store.apiToken });
    expect((bySku.body.data as { slug: string }[]).map((p) => p.slug)).toEqual(["house-espresso"]);
  });

  it("adds by variantId; productId works for one variant and is 422 variant_required for several; another store's variant is refused", async () => {
    const espresso = (await read("house-espresso")).body.data;
    const espresso250 = (espresso.variants as Variant[]).find((v) => v.sku === "COF-ESP-250-E")!;
    const cartId = await newCart();

    const required = await addLine(cartId, { productId: espresso.id, quantity: 1 });
    expect(required).toMatchObject({ status: 422, body: { code: "variant_required", errors: { variantId: [expect.any(String)] } } });

    const added = await addLine(cartId, { variantId: espresso250.id, quantity: 2 });
    expect(added.status).toBe(200);
    const line = added.body.data.lines[0];
    expect(line).toMatchObject({
      productId: espresso.id,
      variantId: espresso250.id,
      variantTitle: "Espresso, 250 g",
      options: { Grind: "Espresso", Size: "250 g" },
      name: "House Espresso Blend — Espresso, 250 g",
      sku: "COF-ESP-250-E",
      quantity: 2,
    });
    expect(added.body.data.subtotal).toBe(19);
    // The same variant again is the same line; another variant of the product is a line of its own.
    await addLine(cartId, { variantId: espresso250.id, quantity: 1 });
    const lead = (espresso.variants as Variant[])[0]!;
    const both = await addLine(cartId, { variantId: lead.id, quantity: 1 });
    expect((both.body.data.lines as { variantId: string; quantity: number }[]).map((l) => [l.variantId, l.quantity]).sort()).toEqual(
      [
        [espresso250.id, 3],
        [lead.id, 1],
      ].sort(),
    );

    // Stock is the variant's: Filter 250 g has none.
    const soldOut = (espresso.variants as Variant[]).find((v) => v.sku === "COF-ESP-250-F")!;
    expect(await addLine(cartId, { variantId: soldOut.id, quantity: 1 })).toMatchObject({
      status: 422,
      body: { errors: { quantity: ["House Espresso Blend — Filter, 250 g is out of stock."] } },
    });

    // A one-variant product by its product id, as before.
    const kettle = (await read("pour-over-kettle")).body.data;
    const byProduct = await addLine(cartId, { productId: kettle.id, quantity: 1 });
    expect(byProduct.status).toBe(200);
    expect(byProduct.body.data.lines.find((l: { productId: string }) => l.productId === kettle.id)).toMatchObject({
      variantId: kettle.variants[0].id,
      variantTitle: "",
      name: kettle.title,
    });

    // The demo store's own variant, and an id no store has.
    const otherStores = demoId("variant", "house-espresso", "3");
    for (const variantId of [otherStores, randomUUID()]) {
      const res = await addLine(cartId, { variantId, quantity: 1 });
      expect({ status: res.status, fields: Object.keys(res.body.errors ?? {}) }).toEqual({ status: 422, fields: ["variantId"] });
    }
    expect(await addLine(cartId, { quantity: 1 })).toMatchObject({ status: 422, body: { errors: { variantId: [expect.any(String)] } } });
  });

  it("checkout takes the variant's stock and names the variant on the order line; the last unit sells once", async () => {
    const word = marker();
    const made = await api("POST", "/operator/products", { token: store.op, body: shirt(word) });
    expect(made.status).toBe(201);
    const product = (await read(made.body.data.slug)).body.data;
    const variants = product.variants as Variant[];
    const largeRed = variants.find((v) => v.sku === `${word}-L-R`)!;
    const largeBlue = variants.find((v) => v.sku === `${word}-L-B`)!;
    expect(largeBlue).toMatchObject({ price: 18, salePrice: 18, compareAtPrice: 22 });
    expect((await read(made.body.data.slug, `?market=${eu.id}`)).body.data.variants[2]).toMatchObject({ price: 27 });

    const paid = await (async () => {
      const cartId = await newCart();
      expect((await addLine(cartId, { variantId: largeBlue.id, quantity: 2 })).status).toBe(200);
      return guestCheckout(cartId);
    })();
    expect(paid.status).toBe(201);
    expect(paid.body.data.lines.map((l: { name: string; quantity: number }) => [l.name, l.quantity])).toEqual([
      [`Shirt ${word} — L, Blue`, 2],
    ]);
    const after = (await read(made.body.data.slug)).body.data.variants as Variant[];
    expect(after.find((v) => v.id === largeBlue.id)!.inStock).toBe(false);
    // The other variants kept their stock.
    expect(after.map((v) => v.inStock)).toEqual([true, false, true, false]);

    // Large red has one unit: four shoppers check out at once, one order is placed.
    const carts = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const cartId = await newCart();
        expect((await addLine(cartId, { variantId: largeRed.id, quantity: 1 })).status).toBe(200);
        return cartId;
      }),
    );
    const results = await Promise.all(carts.map((cartId) => guestCheckout(cartId)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.code).toBe("out_of_stock");
    const last = (await read(made.body.data.slug)).body.data;
    expect((last.variants as Variant[]).find((v) => v.id === largeRed.id)!.inStock).toBe(false);
    // Small red still has its three: the product is in stock.
    expect(last.inStock).toBe(true);
  });

  it("refuses bad options and variants with 422 naming the field, and writes nothing", async () => {
    const word = marker();
    const base = shirt(word);
    const v = base.variants;
    const cases: [Record<string, unknown>, string][] = [
      [{ variants: [v[0], { ...v[1]!, options: { Size: "XL", Colour: "Blue" } }] }, "variants.1.options.Size"],
      [{ variants: [v[0], { ...v[1]!, options: { Size: "S", Colour: "Red" } }] }, "variants.1.options"],
      [{ variants: [v[0], { ...v[1]!, sku: v[0]!.sku }] }, "variants.1.sku"],
      [{ variants: [v[0], { ...v[1]!, sku: "COF-ESP-250" }] }, "variants.1.sku"],
      [{ variants: [v[0], { ...v[1]!, options: { Size: "S" } }] }, "variants.1.options.Colour"],
      [{ variants: [v[0], { ...v[1]!, options: { Size: "S", Colour: "Blue", Fit: "Slim" } }] }, "variants.1.options.Fit"],
      [
        {
          options: [
            { name: "A", values: ["1"] },
            { name: "B", values: ["1"] },
            { name: "C", values: ["1"] },
            { name: "D", values: ["1"] },
          ],
        },
        "options",
      ],
      [{ variants: [v[0], { ...v[1]!, prices: [{ marketId: eu.id, amount: 25 }] }] }, "variants.1.prices"],
    ];
    for (const [patch, field] of cases) {
      const res = await api("POST", "/operator/products", { token: store.op, body: { ...base, ...patch } });
      expect({ field, status: res.status, fields: Object.keys(res.body.errors ?? {}) }).toEqual({ field, status: 422, fields: [field] });
    }
    expect((await api("GET", `/operator/products?q=${word}`, { token: store.op })).body.data).toEqual([]);

    // PATCH replaces the variants under the same rules; a refused one changes nothing.
    const made = await api("POST", "/operator/products", { token: store.op, body: base });
    expect(made.status).toBe(201);
    const slug = made.body.data.slug as string;
    const refused = await api("PATCH", `/operator/products/${slug}`, {
      token: store.op,
      body: { variants: [v[0], { ...v[1]!, options: v[0]!.options }] },
    });
    expect(refused).toMatchObject({ status: 422, body: { errors: { "variants.1.options": [expect.any(String)] } } });
    expect((await read(slug)).body.data.variants).toHaveLength(4);
    const before = (await read(slug)).body.data.variants as Variant[];
    const edited = await api("PATCH", `/operator/products/${slug}`, {
      token: store.op,
      body: {
        options: [{ name: "Size", values: ["S", "L"] }],
        variants: [
          { ...v[0]!, options: { Size: "S" } },
          { ...v[2]!, options: { Size: "L" } },
        ],
      },
    });
    expect(edited.status).toBe(200);
    const now = (await read(slug)).body.data;
    expect(now.options).toEqual([{ name: "Size", values: ["S", "L"] }]);
    expect((now.variants as Variant[]).map((x) => [x.sku, x.title, x.price])).toEqual([
      [`${word}-S-R`, "S", 20],
      [`${word}-L-R`, "L", 22],
    ]);
    // A one-variant edit of the lead (stock) still works, and the SKU search follows the variants.
    expect((await api("PATCH", `/operator/products/${slug}`, { token: store.op, body: { stock: 0 } })).status).toBe(200);
    expect(((await read(slug)).body.data.variants as Variant[])[0]!.inStock).toBe(false);
    expect(before).toHaveLength(4);
    const found = await api("GET", `/products?q=${word}-L-R`, { token: store.apiToken });
    expect((found.body.data as { slug: string }[]).map((p) => p.slug)).toEqual([slug]);
    const gone = await api("GET", `/products?q=${word}-L-B`, { token: store.apiToken });
    expect(gone.body.data).toEqual([]);
  });
  it("the operator read answers options and variants in the writes' shape; sending them back changes nothing", async () => {
    const word = marker();
    const made = await api("POST", "/operator/products", { token: store.op, body: shirt(word) });
    expect(made.status).toBe(201);
    const slug = made.body.data.slug as string;
    const got = await api("GET", `/operator/products/${slug}`, { token: store.op });
    expect(got.status).toBe(200);
    const { options, variants } = got.body.data as {
      options: unknown[];
      variants: {
        id: string;
        sku: string;
        options: Record<string, string>;
        stock: number;
        weightGrams: number | null;
        prices: unknown[];
      }[];
    };
    expect(options).toEqual(shirt(word).options);
    // Amounts in major units; another market only where it has a fixed price; the compare-at price as given.
    expect(variants.map(({ id: _id, ...v }) => v)).toEqual([
      {
        sku: `${word}-S-R`,
        options: { Size: "S", Colour: "Red" },
        stock: 3,
        weightGrams: null,
        prices: [{ marketId: gb.id, amount: 20, compareAt: null }],
      },
      {
        sku: `${word}-S-B`,
        options: { Size: "S", Colour: "Blue" },
        stock: 0,
        weightGrams: null,
        prices: [{ marketId: gb.id, amount: 20, compareAt: null }],
      },
      {
        sku: `${word}-L-R`,
        options: { Size: "L", Colour: "Red" },
        stock: 1,
        weightGrams: null,
        prices: [
          { marketId: gb.id, amount: 22, compareAt: null },
          { marketId: eu.id, amount: 27, compareAt: null },
        ],
      },
      {
        sku: `${word}-L-B`,
        options: { Size: "L", Colour: "Blue" },
        stock: 2,
        weightGrams: null,
        prices: [{ marketId: gb.id, amount: 18, compareAt: 22 }],
      },
    ]);
    const sentBack = await api("PATCH", `/operator/products/${slug}`, {
      token: store.op,
      body: { options, variants: variants.map(({ id: _id, ...v }) => v) },
    });
    expect(sentBack.status).toBe(200);
    // The same variants (ids kept, so carts and orders keep pointing at them), the same fields.
    expect(sentBack.body.data.variants).toEqual(variants);
  });
});
