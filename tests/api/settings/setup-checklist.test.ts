import { describe, expect, it } from "vitest";
import { api } from "../../support/http";
import { newStaff, newStore } from "./support";

const setupOf = async (token: string) => {
  const res = await api("GET", "/operator/dashboard", { token });
  expect(res.status).toBe(200);
  return res.body.data.setup;
};

describe("the dashboard's setup checklist (GET /operator/dashboard → setup)", { timeout: 120_000 }, () => {
  it("ticks itself from the store's data: a new US store lacks a tax rate, a product and a page until it has them", async () => {
    const store = await newStore(["--country", "US"]);
    const staff = await newStaff(store, "staff");
    // The test server takes sandbox payments (PAYMENTS_SANDBOX=true), so payments are ready.
    const fresh = { market: true, taxRate: false, shippingRate: true, product: false, page: false, payments: true };
    expect(await setupOf(store.op)).toEqual(fresh);
    expect(await setupOf(staff.token)).toEqual(fresh);
    const tax = await api("POST", "/operator/tax-rates", {
      token: store.op,
      body: { countryCode: "US", region: "NY", taxClass: "standard", rate: 8.875, name: "Sales tax (NY)" },
    });
    expect(tax.status).toBe(201);
    expect(await setupOf(store.op)).toEqual({ ...fresh, taxRate: true });
    const [rate] = (await api("GET", "/operator/shipping-rates", { token: store.op })).body.data as { id: string }[];
    expect((await api("DELETE", `/operator/shipping-rates/${rate!.id}`, { token: store.op })).status).toBe(200);
    expect(await setupOf(store.op)).toEqual({ ...fresh, taxRate: true, shippingRate: false });
  });

  it("is all ticked for a store loaded with the demo data, and one store's data never ticks another's", async () => {
    const demo = await newStore(["--demo"]);
    const empty = await newStore(["--country", "US"]);
    expect(await setupOf(demo.op)).toEqual({ market: true, taxRate: true, shippingRate: true, product: true, page: true, payments: true });
    expect(await setupOf(empty.op)).toMatchObject({ taxRate: false, product: false, page: false });
  });
});
