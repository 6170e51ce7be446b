import { describe, expect, it } from "vitest";
import { api } from "../../support/http";
import { operations, pathOf } from "../../support/operations";
import { newStore } from "./support";

/** Every read an API token makes (catalogue, collections, search, events, pages, posts, packages, market, delivery). */
const publicReads = operations.filter((o) => (o.auth === "api" || o.auth === "shopper") && o.method === "GET");
const someone = { email: "nobody@example.org" };

describe("an empty store is a valid store", { timeout: 120_000 }, () => {
  it("with a market but no products, pages, posts or events, every public read answers 200 (empty) or 404, never a 5xx", async () => {
    const store = await newStore(["--country", "DE"]);
    expect(publicReads.length).toBeGreaterThan(12);
    const answers: Record<string, number> = {};
    for (const op of publicReads)
      answers[`${op.method} ${op.template}`] = (await api("GET", pathOf(op, someone), { token: store.apiToken })).status;
    const odd = Object.entries(answers).filter(([, status]) => status !== 200 && status !== 404);
    expect(odd).toEqual([]);
    for (const path of ["/products", "/collections", "/events", "/cms/pages", "/cms/posts"]) {
      const res = await api("GET", path, { token: store.apiToken });
      expect({ path, status: res.status, data: res.body.data }).toEqual({ path, status: 200, data: [] });
    }
    const search = await api("GET", "/search?q=coffee", { token: store.apiToken });
    expect(search.status).toBe(200);
    for (const path of ["/products/espresso", "/collections/coffee", "/events/tasting", "/cms/pages/about-us", "/cms/posts/hello"])
      expect({ path, status: (await api("GET", path, { token: store.apiToken })).status }).toEqual({ path, status: 404 });
    expect(
      (await api("GET", "/subscription-packages/00000000-0000-4000-8000-000000000001/configuration", { token: store.apiToken })).status,
    ).toBe(404);
    expect((await api("GET", "/market?country=DE", { token: store.apiToken })).body).toMatchObject({
      market: { id: store.marketId, currencyCode: "EUR", isPrimary: true },
      detectedCountry: "DE",
    });
    const rates = await api("GET", "/shipping-rates", { token: store.apiToken });
    expect(rates.body.data).toEqual([expect.objectContaining({ marketId: store.marketId, currencyCode: "EUR", flatRate: 4.95 })]);
    // A cart on the empty store: created, read, re-pointed, all in euros.
    const cart = await api("POST", "/carts", { token: store.apiToken, body: {} });
    expect(cart.status).toBe(201);
    expect(cart.body.data).toMatchObject({ currencyCode: "EUR", marketId: store.marketId, lines: [] });
    const read = await api("GET", `/carts/${cart.body.data.id}`, { token: store.apiToken });
    expect(read.status).toBe(200);
    const moved = await api("PATCH", `/carts/${cart.body.data.id}`, { token: store.apiToken, body: { shippingCountry: "DE" } });
    expect(moved.status).toBe(200);
    expect(moved.body.data.totals).toMatchObject({ total: 0, currencyCode: "EUR" });
  });
});
