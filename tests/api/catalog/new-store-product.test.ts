import { describe, expect, it } from "vitest";
import { api } from "../../support/http";
import { newStore } from "../settings/support";

describe("a store made from nothing sells its first product", { timeout: 120_000 }, () => {
  it("`tenant create --country DE` store: one product through POST /operator/products, a guest cart prices it in EUR with VAT inside", async () => {
    const store = await newStore(["--country", "DE"]);
    expect((await api("GET", "/products", { token: store.apiToken })).body.data).toEqual([]);
    const created = await api("POST", "/operator/products", {
      token: store.op,
      body: {
        title: "Filterkaffee Hausmischung",
        description: "<p>Frisch geröstet.</p>",
        status: "active",
        taxClass: "standard",
        options: [],
        variants: [{ sku: "KAF-1", options: {}, prices: [{ marketId: store.marketId, amount: 23.8 }], stock: 10, weightGrams: 500 }],
        images: [],
        collections: [],
        seo: {},
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ slug: "filterkaffee-hausmischung", price: 2380, salePrice: null, stock: 10 });
    expect(created.body.data.prices).toEqual([expect.objectContaining({ primary: true, currencyCode: "EUR", displayPrice: "€23.80" })]);

    const listed = (await api("GET", "/products", { token: store.apiToken })).body.data;
    expect(listed).toEqual([expect.objectContaining({ id: created.body.data.id, price: 23.8, currencyCode: "EUR", taxIncluded: true })]);

    const cart = await api("POST", "/carts", { token: store.apiToken, body: {} });
    expect(cart.status).toBe(201);
    const cartId = cart.body.data.id as string;
    const added = await api("POST", `/carts/${cartId}/lines`, {
      token: store.apiToken,
      body: { productId: created.body.data.id, quantity: 2 },
    });
    expect(added.status).toBe(200);
    const priced = added.body.data;
    expect(priced).toMatchObject({ marketId: store.marketId, currencyCode: "EUR" });
    expect(priced.lines).toEqual([expect.objectContaining({ sku: "KAF-1", quantity: 2, unitPrice: 23.8, lineTotal: 47.6 })]);
    // German VAT (19 %) is inside the price: 47.60 gross holds 7.60 of tax.
    expect(priced.totals).toMatchObject({
      currencyCode: "EUR",
      taxIncluded: true,
      subtotal: 47.6,
      taxTotal: 7.6,
      taxLines: [expect.objectContaining({ rate: 19, amount: 7.6 })],
    });
    expect(priced.totals.total).toBeCloseTo(47.6 + (priced.totals.shipping as number), 2);
  });
});
