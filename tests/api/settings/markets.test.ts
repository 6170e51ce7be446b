import { describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { operatorToken } from "../../support/operator-tokens";
import { auditOf, newStaff, newStore } from "./support";

type Market = { id: string; name: string; currencyCode: string; countries: string[]; primary: boolean; exchangeRate: number };
const list = async (token: string) => {
  const res = await api("GET", "/operator/markets", { token });
  expect(res.status).toBe(200);
  return res.body.data as Market[];
};
const us = { name: "United States", currencyCode: "USD", countries: ["US"], taxIncluded: false, exchangeRate: 1.1, rounding: "whole" };

describe("operator markets: GET/POST /operator/markets, GET/PATCH/DELETE /operator/markets/{id}", { timeout: 120_000 }, () => {
  it("a store made with --country DE has one primary euro market for Germany; an owner adds, changes and removes a market", async () => {
    const store = await newStore(["--country", "DE"]);
    const [de, ...rest] = await list(store.op);
    expect(rest).toEqual([]);
    expect(de).toMatchObject({ id: store.marketId, currencyCode: "EUR", currencySymbol: "€", minorUnits: 2, countries: ["DE"] });
    expect(de).toMatchObject({ primary: true, taxIncluded: true, exchangeRate: 1, rounding: "none" });

    const created = await api("POST", "/operator/markets", {
      token: store.op,
      body: { ...us, currencyCode: "usd", countries: ["us", "CA"] },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      currencyCode: "USD",
      countries: ["CA", "US"],
      primary: false,
      taxIncluded: false,
      exchangeRate: 1.1,
    });
    const id = created.body.data.id as string;
    expect((await api("GET", `/operator/markets/${id}`, { token: store.op })).body.data).toEqual(created.body.data);

    const changed = await api("PATCH", `/operator/markets/${id}`, {
      token: store.op,
      body: { countries: ["US"], exchangeRate: 1.25, name: "USA" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ name: "USA", countries: ["US"], exchangeRate: 1.25, primary: false });
    // The market is the cart's now: a guest cart in it is priced in dollars.
    const cart = await api("POST", "/carts", { token: store.apiToken, body: { market: "US" } });
    expect(cart.status).toBe(201);
    expect(cart.body.data).toMatchObject({ marketId: id, currencyCode: "USD" });
    expect(await api("DELETE", `/operator/markets/${id}`, { token: store.op })).toMatchObject({
      status: 409,
      body: { code: "market_in_use" },
    });
    expect((await list(store.op)).map((m) => m.id)).toContain(id);

    const spare = await api("POST", "/operator/markets", {
      token: store.op,
      body: { name: "Japan", currencyCode: "JPY", countries: ["JP"] },
    });
    expect(spare.body.data).toMatchObject({ currencyCode: "JPY", minorUnits: 0, currencySymbol: "¥" });
    expect(await api("DELETE", `/operator/markets/${spare.body.data.id}`, { token: store.op })).toMatchObject({
      status: 200,
      body: { message: "Market deleted." },
    });
    expect(await api("GET", `/operator/markets/${spare.body.data.id}`, { token: store.op })).toMatchObject({ status: 404 });
  });

  it("keeps exactly one primary market: a new primary takes the mark in one step; the only primary cannot be unset or deleted", async () => {
    const store = await newStore(["--country", "FR"]);
    const [fr] = await list(store.op);
    const be = await api("POST", "/operator/markets", {
      token: store.op,
      body: { name: "Belgium", currencyCode: "EUR", countries: ["BE"], exchangeRate: 1 },
    });
    expect(be.status).toBe(201);
    const moved = await api("PATCH", `/operator/markets/${be.body.data.id}`, { token: store.op, body: { primary: true } });
    expect(moved.status).toBe(200);
    const after = await list(store.op);
    expect(after.filter((m) => m.primary).map((m) => m.id)).toEqual([be.body.data.id]);
    const unset = await api("PATCH", `/operator/markets/${be.body.data.id}`, { token: store.op, body: { primary: false } });
    expect(unset).toMatchObject({ status: 422, body: { code: "primary_market_required", errors: { primary: [expect.any(String)] } } });
    expect(await api("DELETE", `/operator/markets/${be.body.data.id}`, { token: store.op })).toMatchObject({
      status: 409,
      body: { code: "primary_market" },
    });
    // A new primary market on creation: the old one becomes an ordinary market, its exchange rate kept.
    const lu = await api("POST", "/operator/markets", {
      token: store.op,
      body: { name: "Luxembourg", currencyCode: "EUR", countries: ["LU"], primary: true },
    });
    expect(lu.body.data).toMatchObject({ primary: true, exchangeRate: 1 });
    expect((await list(store.op)).filter((m) => m.primary).map((m) => m.id)).toEqual([lu.body.data.id]);
    expect((await list(store.op)).find((m) => m.id === fr!.id)?.primary).toBe(false);
    const rate = await api("PATCH", `/operator/markets/${lu.body.data.id}`, { token: store.op, body: { exchangeRate: 2 } });
    expect(rate).toMatchObject({ status: 422, body: { errors: { exchangeRate: [expect.any(String)] } } });
  });

  it("refuses bad input naming the field, and changes nothing", async () => {
    const store = await newStore(["--country", "NL"]);
    const before = await list(store.op);
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ ...us, currencyCode: "ABC" }, "currencyCode"],
      [{ ...us, currencyCode: "EURO" }, "currencyCode"],
      [{ ...us, countries: ["XQ"] }, "countries.0"],
      [{ ...us, exchangeRate: 0 }, "exchangeRate"],
      [{ ...us, exchangeRate: -1 }, "exchangeRate"],
      [{ ...us, rounding: "up" }, "rounding"],
      [{ ...us, countries: ["US", "NL"] }, "countries", "country_in_another_market"],
    ];
    for (const [body, field, code] of cases) {
      const res = await api("POST", "/operator/markets", { token: store.op, body });
      expect({ status: res.status, fields: Object.keys(res.body.errors ?? {}), code: res.body.code }, JSON.stringify(body)).toEqual({
        status: 422,
        fields: [field],
        code: code ?? "validation_failed",
      });
    }
    const [nl] = before;
    const taken = await api("POST", "/operator/markets", { token: store.op, body: { ...us, countries: ["US"] } });
    expect(taken.status).toBe(201);
    const steal = await api("PATCH", `/operator/markets/${taken.body.data.id}`, { token: store.op, body: { countries: ["US", "NL"] } });
    expect(steal).toMatchObject({
      status: 422,
      body: { code: "country_in_another_market", errors: { countries: [expect.stringContaining("NL")] } },
    });
    expect((await list(store.op)).find((m) => m.id === nl!.id)).toEqual(nl);
  });

  it("refuses a new primary currency once the store has orders (the demo store), changing nothing", async () => {
    const op = await operatorToken(fixtures().demo.tenantId);
    const before = await list(op);
    const gb = before.find((m) => m.primary)!;
    const eu = before.find((m) => m.currencyCode === "EUR")!;
    expect(await api("PATCH", `/operator/markets/${gb.id}`, { token: op, body: { currencyCode: "EUR" } })).toMatchObject({
      status: 409,
      body: { code: "primary_currency_locked" },
    });
    expect(await api("PATCH", `/operator/markets/${eu.id}`, { token: op, body: { primary: true } })).toMatchObject({
      status: 409,
      body: { code: "primary_currency_locked" },
    });
    expect(await list(op)).toEqual(before);
  });

  it("staff read but may not write (403 owner_only); owners' writes are audited; another store's token reaches nothing (404)", async () => {
    const store = await newStore(["--country", "AT"]);
    const staff = await newStaff(store, "staff");
    const owner = await newStaff(store, "owner");
    expect((await api("GET", "/operator/markets", { token: staff.token })).status).toBe(200);
    const [at] = await list(store.op);
    for (const [method, path] of [
      ["POST", "/operator/markets"],
      ["PATCH", `/operator/markets/${at!.id}`],
      ["DELETE", `/operator/markets/${at!.id}`],
    ] as const)
      expect(await api(method, path, { token: staff.token, body: method === "DELETE" ? undefined : { ...us } })).toMatchObject({
        status: 403,
        body: { code: "owner_only" },
      });

    const created = await api("POST", "/operator/markets", { token: owner.token, body: us });
    expect(created.status).toBe(201);
    const renamed = await api("PATCH", `/operator/markets/${created.body.data.id}`, { token: owner.token, body: { name: "US" } });
    expect(renamed.status).toBe(200);
    const lines = await auditOf(owner.token, owner.email);
    expect(lines.map((l) => l.operationId)).toEqual(["createMarket", "updateMarket"]);
    expect(lines[1]).toMatchObject({ status: 200, before: { data: { name: "United States" } }, after: { data: { name: "US" } } });

    const other = await operatorToken(fixtures().other.tenantId);
    const before = await list(store.op);
    for (const [method, path, body] of [
      ["GET", `/operator/markets/${at!.id}`, undefined],
      ["PATCH", `/operator/markets/${at!.id}`, { name: "Taken over" }],
      ["DELETE", `/operator/markets/${created.body.data.id}`, undefined],
    ] as const)
      expect((await api(method, path, { token: other, body })).status).toBe(404);
    expect((await list(other)).map((m) => m.id)).not.toContain(at!.id);
    expect(await list(store.op)).toEqual(before);
  });
});
