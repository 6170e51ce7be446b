import { describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { demoId } from "../../support/account";

/**
 * Catalogue reads in the shopper's market: `market` on GET /products, /products/{slug}, /search and
 * /shipping-rates; GET /market?country=. The demo's EUR prices are converted at 1.17 and rounded up to .99 unless
 * fixed; USD at 1.27 rounded to whole dollars unless fixed (db/seed/pricing-data.ts).
 */
const token = () => fixtures().demo.apiToken;
const get = (path: string, headers: Record<string, string> = {}) => api("GET", path, { token: token(), headers });
type Item = {
  slug: string;
  price: number;
  displayPrice: string;
  compareAtPrice: number | null;
  currencyCode: string;
  taxIncluded: boolean;
};
const bySlug = (items: Item[]) => Object.fromEntries(items.map((i) => [i.slug, i]));

describe("GET /products in a market", () => {
  it("lists euro prices with VAT included: converted and rounded, fixed where set, sales kept", async () => {
    const res = await get("/products?market=DE&perPage=100");
    expect(res.status).toBe(200);
    const items = bySlug(res.body.data);
    for (const item of res.body.data as Item[]) expect(item).toMatchObject({ currencyCode: "EUR", taxIncluded: true });
    expect(items["ethiopia-yirgacheffe"]).toMatchObject({ price: 14.99, displayPrice: "€14.99", compareAtPrice: null });
    // On sale: £9.50 (regular £11.00) → €11.99 (regular €12.99).
    expect(items["colombia-huila"]).toMatchObject({ price: 11.99, compareAtPrice: 12.99, displayCompareAtPrice: "€12.99" });
    // A fixed euro price.
    expect(items["house-espresso"]).toMatchObject({ price: 35, displayPrice: "€35.00" });
  });

  it("lists dollar prices with tax added at checkout; a market id and a country code name the same market", async () => {
    const byCountry = await get("/products?market=us&perPage=100");
    const byId = await get(`/products?market=${demoId("market", "us")}&perPage=100`);
    expect(byId.body).toEqual(byCountry.body);
    const items = bySlug(byCountry.body.data);
    expect(items["burr-grinder"]).toMatchObject({ price: 115, displayPrice: "$115.00", currencyCode: "USD", taxIncluded: false });
    expect(items["ethiopia-yirgacheffe"]).toMatchObject({ price: 16 });
  });

  it("sorts by the market's price", async () => {
    const res = await get("/products?market=DE&sort=price-asc&perPage=100");
    const prices = (res.body.data as Item[]).map((i) => i.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await get("/products?market=US&sort=price-desc&perPage=100");
    const dollars = (desc.body.data as Item[]).map((i) => i.price);
    expect(dollars).toEqual([...dollars].sort((a, b) => b - a));
  });

  it("without a market: the caller's country's market, else the primary market (GBP)", async () => {
    const res = await get("/products?perPage=5");
    expect(res.body.data[0]).toMatchObject({ currencyCode: "GBP", taxIncluded: true });
    expect(res.headers.get("cache-control")).toMatch(/public/);
  });

  it("answers are cached per market: GBP, EUR and GBP again stay apart", async () => {
    const gbp = await get("/products?market=GB&perPage=3");
    const eur = await get("/products?market=FR&perPage=3");
    const again = await get("/products?market=GB&perPage=3");
    expect(gbp.body.data[0].currencyCode).toBe("GBP");
    expect(eur.body.data[0].currencyCode).toBe("EUR");
    expect(again.body).toEqual(gbp.body);
    expect(eur.headers.get("etag")).not.toBe(gbp.headers.get("etag"));
  });

  it("refuses an unknown or malformed market with 422 naming it", async () => {
    expect(await get("/products?market=JP")).toMatchObject({
      status: 422,
      body: { errors: { market: ["The store has no market that sells to JP."] }, code: "unknown_market" },
    });
    const malformed = await get("/products?market=euro");
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors.market).toEqual(["The market field format is invalid."]);
    expect((await get("/products/ethiopia-yirgacheffe?market=00000000-0000-4000-8000-000000000000")).status).toBe(422);
  });
});

describe("other reads in a market", () => {
  it("GET /products/{slug}: price and subscriber price in the market", async () => {
    const res = await get("/products/ethiopia-yirgacheffe?market=IE");
    expect(res.status).toBe(200);
    // Subscriber price £11.25 × 1.17 = €13.1625 → €13.99, below the shelf price €14.99.
    expect(res.body.data).toMatchObject({ price: 14.99, currencyCode: "EUR", taxIncluded: true, subscriberPrice: 13.99 });
    const gb = await get("/products/ethiopia-yirgacheffe?market=GB");
    expect(gb.body.data).toMatchObject({ price: 12.5, currencyCode: "GBP" });
  });

  it("GET /search shows prices in the market", async () => {
    const res = await get("/search?q=grinder&type=products&market=US");
    expect(res.status).toBe(200);
    expect(res.body.results.products[0]).toMatchObject({ slug: "burr-grinder", price: "$115.00" });
    const eur = await get("/search?q=grinder&type=products&market=DE");
    expect(eur.body.results.products[0]).toMatchObject({ price: "€99.00" });
  });

  it("GET /shipping-rates: each market's terms in its own currency, or one market's", async () => {
    const all = await get("/shipping-rates");
    const rates = Object.fromEntries(
      (all.body.data as { market: string; currencyCode: string; flatRate: number }[]).map((r) => [r.market, r]),
    );
    expect(rates["Euro Area"]).toMatchObject({
      currencyCode: "EUR",
      flatRate: 8.95,
      freeOver: 75,
      displayFlatRate: "€8.95",
      taxIncluded: true,
    });
    expect(rates["United States"]).toMatchObject({ currencyCode: "USD", flatRate: 14.95, freeOver: null, taxIncluded: false });
    const one = await get("/shipping-rates?market=NL");
    expect(one.body.data).toHaveLength(1);
    expect(one.body.data[0]).toMatchObject({ market: "Euro Area", marketId: demoId("market", "eu") });
  });

  it("GET /market?country= resolves a given country", async () => {
    expect((await get("/market?country=de")).body).toMatchObject({
      market: { id: demoId("market", "eu"), currencyCode: "EUR" },
      detectedCountry: "DE",
    });
    expect((await get("/market?country=JP")).body).toEqual({ market: null, detectedCountry: "JP" });
    const bad = await get("/market?country=Germany");
    expect(bad.status).toBe(422);
    expect(bad.body.errors.country).toEqual(["The country field format is invalid."]);
  });
});
