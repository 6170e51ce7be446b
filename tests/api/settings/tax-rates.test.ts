import { describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { operatorToken } from "../../support/operator-tokens";
import { auditOf, newStaff, newStore } from "./support";

type Rate = { id: string; countryCode: string; region: string | null; taxClass: string; rate: number; name: string };
const list = async (token: string) => {
  const res = await api("GET", "/operator/tax-rates", { token });
  expect(res.status).toBe(200);
  return res.body.data as Rate[];
};

describe("operator tax rates: GET/POST /operator/tax-rates, GET/PATCH/DELETE /operator/tax-rates/{id}", { timeout: 120_000 }, () => {
  it("a German store starts with VAT 19%; an owner adds, changes and removes rates", async () => {
    const store = await newStore(["--country", "DE"]);
    expect((await list(store.op)).map(({ id: _id, ...r }) => r)).toEqual([
      { countryCode: "DE", region: null, taxClass: "standard", rate: 19, name: "VAT", createdAt: expect.any(String) },
    ]);
    const reduced = await api("POST", "/operator/tax-rates", {
      token: store.op,
      body: { countryCode: "de", taxClass: "reduced", rate: 7, name: "VAT" },
    });
    expect(reduced.status).toBe(201);
    expect(reduced.body.data).toMatchObject({ countryCode: "DE", region: null, taxClass: "reduced", rate: 7 });
    const id = reduced.body.data.id as string;
    expect(await api("GET", `/operator/tax-rates/${id}`, { token: store.op })).toMatchObject({ status: 200, body: { data: { id } } });
    const changed = await api("PATCH", `/operator/tax-rates/${id}`, { token: store.op, body: { rate: 7.5, name: "MwSt" } });
    expect(changed.body.data).toMatchObject({ rate: 7.5, name: "MwSt" });
    const state = await api("POST", "/operator/tax-rates", {
      token: store.op,
      body: { countryCode: "US", region: "ny", taxClass: "standard", rate: 8.875, name: "Sales tax (NY)" },
    });
    expect(state.body.data).toMatchObject({ region: "NY", rate: 8.875 });
    expect(await api("DELETE", `/operator/tax-rates/${id}`, { token: store.op })).toMatchObject({ status: 200 });
    expect((await list(store.op)).map((r) => r.id)).not.toContain(id);
    expect(await api("DELETE", `/operator/tax-rates/${id}`, { token: store.op })).toMatchObject({ status: 404 });
  });

  it("refuses a rate outside 0–100, an unknown country or class, a second rate for the same place and class: field named, nothing changed", async () => {
    const store = await newStore(["--country", "IE"]);
    const before = await list(store.op);
    const good = { countryCode: "IE", taxClass: "reduced", rate: 13.5, name: "VAT" };
    for (const [body, field] of [
      [{ ...good, rate: 100 }, "rate"],
      [{ ...good, rate: -1 }, "rate"],
      [{ ...good, rate: "20" }, "rate"],
      [{ ...good, countryCode: "XQ" }, "countryCode"],
      [{ ...good, taxClass: "luxury" }, "taxClass"],
      [{ ...good, name: "" }, "name"],
    ] as const) {
      const res = await api("POST", "/operator/tax-rates", { token: store.op, body });
      expect({ status: res.status, fields: Object.keys(res.body.errors ?? {}) }, JSON.stringify(body)).toEqual({
        status: 422,
        fields: [field],
      });
    }
    const [standard] = before;
    const twice = await api("POST", "/operator/tax-rates", { token: store.op, body: { ...good, taxClass: "standard" } });
    expect(twice).toMatchObject({ status: 409, body: { code: "tax_rate_exists" } });
    const bad = await api("PATCH", `/operator/tax-rates/${standard!.id}`, { token: store.op, body: { rate: 150 } });
    expect(bad).toMatchObject({ status: 422, body: { errors: { rate: [expect.any(String)] } } });
    expect(await list(store.op)).toEqual(before);
  });

  it("staff read but may not write (403 owner_only); owners' writes are audited; another store's token reaches nothing (404)", async () => {
    const store = await newStore(["--country", "PT"]);
    const staff = await newStaff(store, "staff");
    const owner = await newStaff(store, "owner");
    const [pt] = await list(staff.token);
    expect(pt).toMatchObject({ countryCode: "PT", rate: 23 });
    expect(await api("PATCH", `/operator/tax-rates/${pt!.id}`, { token: staff.token, body: { rate: 1 } })).toMatchObject({
      status: 403,
      body: { code: "owner_only" },
    });
    expect(await api("DELETE", `/operator/tax-rates/${pt!.id}`, { token: staff.token })).toMatchObject({ status: 403 });
    expect(await api("PATCH", `/operator/tax-rates/${pt!.id}`, { token: owner.token, body: { rate: 22 } })).toMatchObject({ status: 200 });
    const [line] = await auditOf(owner.token, owner.email);
    expect(line).toMatchObject({ operationId: "updateTaxRate", before: { data: { rate: 23 } }, after: { data: { rate: 22 } } });

    const other = await operatorToken(fixtures().other.tenantId);
    const before = await list(store.op);
    expect((await api("PATCH", `/operator/tax-rates/${pt!.id}`, { token: other, body: { rate: 5 } })).status).toBe(404);
    expect((await api("DELETE", `/operator/tax-rates/${pt!.id}`, { token: other })).status).toBe(404);
    expect((await api("GET", `/operator/tax-rates/${pt!.id}`, { token: other })).status).toBe(404);
    expect(await list(store.op)).toEqual(before);
  });
});
