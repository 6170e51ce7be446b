import { describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { operatorToken } from "../../support/operator-tokens";
import { auditOf, newStaff, newStore } from "./support";

type Rate = { id: string; marketId: string; currencyCode: string; price: number; freeOver: number | null; name: string };
const list = async (token: string) => {
  const res = await api("GET", "/operator/shipping-rates", { token });
  expect(res.status).toBe(200);
  return res.body.data as Rate[];
};

describe(
  "operator shipping rates: GET/POST /operator/shipping-rates, GET/PATCH/DELETE /operator/shipping-rates/{id}",
  { timeout: 120_000 },
  () => {
    it("a German store sells in euros with VAT; adding a US market with its rate lets a guest cart switch to dollars", async () => {
      const store = await newStore(["--country", "DE"]);
      expect(store.currencyCode).toBe("EUR");
      expect(await list(store.op)).toEqual([
        expect.objectContaining({ marketId: store.marketId, currencyCode: "EUR", price: 4.95, freeOver: 50, displayPrice: "€4.95" }),
      ]);
      // A guest cart on the new store: euros, tax included, the German delivery terms.
      const cart = await api("POST", "/carts", { token: store.apiToken, body: {} });
      expect(cart.status).toBe(201);
      expect(cart.body.data).toMatchObject({
        marketId: store.marketId,
        currencyCode: "EUR",
        totals: { taxIncluded: true, currencyCode: "EUR" },
      });

      const market = await api("POST", "/operator/markets", {
        token: store.op,
        body: { name: "United States", currencyCode: "USD", countries: ["US"], taxIncluded: false, exchangeRate: 1.08, rounding: "whole" },
      });
      expect(market.status).toBe(201);
      const rate = await api("POST", "/operator/shipping-rates", {
        token: store.op,
        body: { name: "USPS Ground", marketId: market.body.data.id, price: 9.5, freeOver: 100, deliveryDays: 5 },
      });
      expect(rate.status).toBe(201);
      expect(rate.body.data).toMatchObject({ currencyCode: "USD", price: 9.5, displayPrice: "$9.50", freeOver: 100, deliveryDays: 5 });
      const dollars = await api("POST", "/carts", { token: store.apiToken, body: { market: "US" } });
      expect(dollars.body.data).toMatchObject({
        marketId: market.body.data.id,
        currencyCode: "USD",
        totals: { taxIncluded: false, currencyCode: "USD" },
      });
      const switched = await api("PATCH", `/carts/${cart.body.data.id}`, { token: store.apiToken, body: { market: "US" } });
      expect(switched.body.data).toMatchObject({ currencyCode: "USD" });
      const publicRates = await api("GET", "/shipping-rates?market=US", { token: store.apiToken });
      expect(publicRates.body.data).toEqual([expect.objectContaining({ currencyCode: "USD", flatRate: 9.5, freeOver: 100 })]);

      const changed = await api("PATCH", `/operator/shipping-rates/${rate.body.data.id}`, {
        token: store.op,
        body: { price: 12, freeOver: null },
      });
      expect(changed.body.data).toMatchObject({ price: 12, freeOver: null, name: "USPS Ground" });
      expect((await api("GET", "/shipping-rates?market=US", { token: store.apiToken })).body.data[0]).toMatchObject({
        flatRate: 12,
        freeOver: null,
      });
      expect(await api("DELETE", `/operator/shipping-rates/${rate.body.data.id}`, { token: store.op })).toMatchObject({ status: 200 });
      expect((await list(store.op)).map((r) => r.currencyCode)).toEqual(["EUR"]);
    });

    it("refuses a negative price, too many decimals, an unknown market, a second rate for a market: field named, nothing changed", async () => {
      const store = await newStore(["--country", "SE"]);
      const before = await list(store.op);
      expect(before).toEqual([expect.objectContaining({ currencyCode: "SEK", price: 59, freeOver: 600 })]);
      const jp = await api("POST", "/operator/markets", {
        token: store.op,
        body: { name: "Japan", currencyCode: "JPY", countries: ["JP"], exchangeRate: 14 },
      });
      const good = { name: "Standard", marketId: jp.body.data.id, price: 800 };
      for (const [body, field, code] of [
        [{ ...good, price: -1 }, "price", "validation_failed"],
        [{ ...good, freeOver: -5 }, "freeOver", "validation_failed"],
        [{ ...good, price: 800.5 }, "price", "validation_failed"],
        [{ ...good, deliveryDays: 2.5 }, "deliveryDays", "validation_failed"],
        [{ ...good, marketId: "00000000-0000-4000-8000-00000000c0de" }, "marketId", "unknown_market"],
      ] as const) {
        const res = await api("POST", "/operator/shipping-rates", { token: store.op, body });
        expect({ status: res.status, fields: Object.keys(res.body.errors ?? {}), code: res.body.code }, JSON.stringify(body)).toEqual({
          status: 422,
          fields: [field],
          code,
        });
      }
      const twice = await api("POST", "/operator/shipping-rates", {
        token: store.op,
        body: { ...good, marketId: store.marketId, price: 10 },
      });
      expect(twice).toMatchObject({ status: 409, body: { code: "shipping_rate_exists" } });
      expect(await api("PATCH", `/operator/shipping-rates/${before[0]!.id}`, { token: store.op, body: { price: -2 } })).toMatchObject({
        status: 422,
        body: { errors: { price: [expect.any(String)] } },
      });
      expect(await list(store.op)).toEqual(before);
    });

    it("staff read but may not write (403 owner_only); owners' writes are audited; another store's token reaches nothing (404)", async () => {
      const store = await newStore(["--country", "GB"]);
      const staff = await newStaff(store, "staff");
      const owner = await newStaff(store, "owner");
      const [gb] = await list(staff.token);
      expect(gb).toMatchObject({ currencyCode: "GBP", price: 3.95, freeOver: 40 });
      expect(await api("PATCH", `/operator/shipping-rates/${gb!.id}`, { token: staff.token, body: { price: 1 } })).toMatchObject({
        status: 403,
        body: { code: "owner_only" },
      });
      expect(await api("PATCH", `/operator/shipping-rates/${gb!.id}`, { token: owner.token, body: { price: 4.5 } })).toMatchObject({
        status: 200,
      });
      const [line] = await auditOf(owner.token, owner.email);
      expect(line).toMatchObject({ operationId: "updateShippingRate", before: { data: { price: 3.95 } }, after: { data: { price: 4.5 } } });

      const other = await operatorToken(fixtures().other.tenantId);
      const before = await list(store.op);
      expect((await api("PATCH", `/operator/shipping-rates/${gb!.id}`, { token: other, body: { price: 0 } })).status).toBe(404);
      expect((await api("DELETE", `/operator/shipping-rates/${gb!.id}`, { token: other })).status).toBe(404);
      const foreign = await api("POST", "/operator/shipping-rates", {
        token: other,
        body: { name: "x", marketId: gb!.marketId, price: 1 },
      });
      expect(foreign).toMatchObject({ status: 422, body: { code: "unknown_market" } });
      expect(await list(store.op)).toEqual(before);
    });
  },
);
