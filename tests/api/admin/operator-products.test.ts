import { afterAll, describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { demoId, otherId } from "../../support/account";
import { operatorToken } from "../../support/operator-tokens";

// The back office's product list and price edits. Only the other store's ceramic dripper is edited here,
// always back to its seeded prices (no fixed price in any market).
const demo = () => fixtures().demo;
const other = () => fixtures().other;
const eu = () => otherId("market", "eu");
const us = () => otherId("market", "us");
const gb = () => otherId("market", "gb");

type MarketPrice = { marketId: string; currencyCode: string; primary: boolean; fixed: boolean; price: number; salePrice: number | null };
type Product = { id: string; slug: string; sku: string; status: string; kind: string; price: number; stock: number; prices: MarketPrice[] };

const list = async (query: string, tenantId = demo().tenantId) =>
  api("GET", `/operator/products${query}`, { token: await operatorToken(tenantId) });
const patch = async (body: unknown) =>
  api("PATCH", "/operator/products/ceramic-dripper", { token: await operatorToken(other().tenantId), body });

describe("GET /operator/products", () => {
  it("lists every product, archived and packages too, with its price in each market", async () => {
    const res = await list("?perPage=100");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const products = res.body.data as Product[];
    const slugs = products.map((p) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining(["holiday-blend", "burr-grinder", "coffee-lovers-box", "gift-card"]));
    expect(products.find((p) => p.slug === "holiday-blend")).toMatchObject({ status: "archived", sku: "COF-HOL-2025", kind: "product" });
    expect(products.find((p) => p.slug === "coffee-lovers-box")).toMatchObject({ kind: "subscription_package" });
    const grinder = products.find((p) => p.slug === "burr-grinder")!;
    expect(grinder).toMatchObject({ id: demoId("product", "burr-grinder"), sku: "GEAR-GRN-1", title: "Hand Burr Grinder" });
    // GB is the primary market (the product's own price); EU and US have seeded fixed prices.
    expect(grinder.prices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ currencyCode: "GBP", primary: true, fixed: false, price: grinder.price }),
        expect.objectContaining({
          marketId: demoId("market", "eu"),
          currencyCode: "EUR",
          fixed: true,
          price: 9900,
          displayPrice: "€99.00",
        }),
        expect.objectContaining({
          marketId: demoId("market", "us"),
          currencyCode: "USD",
          fixed: true,
          price: 11500,
          displayPrice: "$115.00",
        }),
      ]),
    );
    expect(res.body.meta).toMatchObject({ currentPage: 1, perPage: 100, total: products.length });
  });

  it("searches title, SKU and slug case-insensitively, filters by status and pages", async () => {
    expect((await list("?q=GRINDER")).body.data.map((p: Product) => p.slug)).toEqual(["burr-grinder"]);
    expect((await list("?q=gear-grn")).body.data.map((p: Product) => p.slug)).toEqual(["burr-grinder"]);
    expect((await list("?q=100%25")).body.data).toEqual([]);
    expect((await list("?status=archived")).body.data.map((p: Product) => p.slug)).toContain("holiday-blend");
    expect((await list("?status=archived")).body.data.every((p: Product) => p.status === "archived")).toBe(true);
    const page = await list("?perPage=2&page=2");
    expect(page.body.data).toHaveLength(2);
    expect(page.body.meta).toMatchObject({ currentPage: 2, perPage: 2 });
  });

  it("refuses bad queries with 422 naming the field", async () => {
    for (const [query, field] of [
      ["?status=gone", "status"],
      ["?perPage=101", "perPage"],
      [`?q=${"x".repeat(201)}`, "q"],
    ] as const) {
      const res = await list(query);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: "validation_failed", errors: { [field]: [expect.any(String)] } });
    }
  });

  it("needs an operator token → 401; the other store's operator sees only its own products", async () => {
    for (const token of [null, demo().apiToken]) {
      const res = await api("GET", "/operator/products", { token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: "Unauthenticated.", code: "unauthenticated" });
    }
    const theirs = (await list("?perPage=100", other().tenantId)).body.data as Product[];
    expect(theirs.length).toBeGreaterThan(0);
    const demoIds = new Set(((await list("?perPage=100")).body.data as Product[]).map((p) => p.id));
    expect(theirs.some((p) => demoIds.has(p.id))).toBe(false);
    expect(theirs.find((p) => p.slug === "burr-grinder")?.id).toBe(otherId("product", "burr-grinder"));
  });
});

describe("PATCH /operator/products/{slug}: marketPrices", () => {
  afterAll(async () => {
    await patch({
      marketPrices: [
        { marketId: eu(), price: null },
        { marketId: us(), price: null },
      ],
    });
  });

  it("sets a fixed price and sale price in a market, shown by the storefront in that market; null removes it", async () => {
    const before = (await api("GET", "/products/ceramic-dripper?market=DE", { token: other().apiToken })).body.data;
    const set = await patch({ marketPrices: [{ marketId: eu(), price: 2500, salePrice: 1999 }] });
    expect(set.status).toBe(200);
    expect(set.body.data.prices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          marketId: eu(),
          fixed: true,
          price: 2500,
          salePrice: 1999,
          displayPrice: "€25.00",
          displaySalePrice: "€19.99",
        }),
        expect.objectContaining({ marketId: us(), fixed: false }),
      ]),
    );
    const shown = (await api("GET", "/products/ceramic-dripper?market=DE", { token: other().apiToken })).body.data;
    expect(shown).toMatchObject({ price: 19.99, currencyCode: "EUR" });

    // salePrice omitted keeps the market's sale price; a price below it → 422.
    const raised = await patch({ marketPrices: [{ marketId: eu(), price: 2600 }] });
    expect(raised.body.data.prices.find((p: MarketPrice) => p.marketId === eu())).toMatchObject({ price: 2600, salePrice: 1999 });
    const below = await patch({ marketPrices: [{ marketId: eu(), price: 1500 }] });
    expect(below.status).toBe(422);
    expect(below.body).toMatchObject({ code: "sale_above_price", errors: { "marketPrices.0.salePrice": [expect.any(String)] } });

    const removed = await patch({ marketPrices: [{ marketId: eu(), price: null }] });
    expect(removed.status).toBe(200);
    expect(removed.body.data.prices.find((p: MarketPrice) => p.marketId === eu())).toMatchObject({ fixed: false });
    const back = (await api("GET", "/products/ceramic-dripper?market=DE", { token: other().apiToken })).body.data;
    expect(back.price).toBe(before.price);
  });

  it("refuses another store's market, the primary market, duplicates and bad amounts with 422, nothing changed", async () => {
    const cases: [unknown, string, string][] = [
      [{ marketPrices: [{ marketId: demoId("market", "eu"), price: 2000 }] }, "marketPrices.0.marketId", "unknown_market"],
      [{ marketPrices: [{ marketId: gb(), price: 2000 }] }, "marketPrices.0.marketId", "primary_market_price"],
      [{ marketPrices: [{ marketId: "eu", price: 2000 }] }, "marketPrices.0.marketId", "validation_failed"],
      [{ marketPrices: [{ marketId: eu(), price: -1 }] }, "marketPrices.0.price", "validation_failed"],
      [{ marketPrices: [{ marketId: eu(), price: 1000, salePrice: 1200 }] }, "marketPrices.0.salePrice", "validation_failed"],
      [
        {
          marketPrices: [
            { marketId: eu(), price: 1000 },
            { marketId: eu(), price: 1100 },
          ],
        },
        "marketPrices",
        "validation_failed",
      ],
      [
        {
          stock: 5,
          marketPrices: [
            { marketId: us(), price: 2000 },
            { marketId: gb(), price: 1 },
          ],
        },
        "marketPrices.1.marketId",
        "primary_market_price",
      ],
    ];
    for (const [body, field, code] of cases) {
      const res = await patch(body);
      expect({ body, status: res.status }).toEqual({ body, status: 422 });
      expect(res.body).toMatchObject({ code, errors: { [field]: [expect.any(String)] } });
    }
    const now = (await list("?q=ceramic-dripper", other().tenantId)).body.data[0] as Product;
    expect(now.prices.every((p) => !p.fixed)).toBe(true);
    expect(now.stock).not.toBe(5);
  });

  it("the demo store's operator cannot change the other store's product (404 by slug is its own product)", async () => {
    // The slug names the caller's own product: the demo store's dripper, priced in the demo store's markets only.
    const res = await api("PATCH", "/operator/products/ceramic-dripper", {
      token: await operatorToken(demo().tenantId),
      body: { marketPrices: [{ marketId: eu(), price: 2000 }] },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: "unknown_market" });
  });
});
