import { describe, expect, it } from "vitest";
import { lastJson, runCli } from "../../support/cli";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { newStore } from "./support";

type Rate = { countryCode: string; region: string | null; rate: number; name: string };
type Market = { currencyCode: string; taxIncluded: boolean; countries: string[]; primary: boolean };

async function setup(store: { op: string }) {
  const markets = (await api("GET", "/operator/markets", { token: store.op })).body.data as Market[];
  const rates = (await api("GET", "/operator/tax-rates", { token: store.op })).body.data as Rate[];
  const shipping = (await api("GET", "/operator/shipping-rates", { token: store.op })).body.data as {
    currencyCode: string;
    price: number;
  }[];
  return { markets, rates, shipping };
}

describe("npm run cli -- tenant create --country / tenant list", { timeout: 120_000 }, () => {
  it("a US store sells in dollars with tax added and no rate yet; a Canadian one has GST and the provinces' rates", async () => {
    const usStore = await newStore(["--country", "US"]);
    const us = await setup(usStore);
    expect(us.markets).toEqual([expect.objectContaining({ currencyCode: "USD", taxIncluded: false, countries: ["US"], primary: true })]);
    expect(us.rates).toEqual([]);
    expect(us.shipping).toEqual([expect.objectContaining({ currencyCode: "USD", price: 5.95 })]);

    const ca = await setup(await newStore(["--country", "ca"]));
    expect(ca.markets[0]).toMatchObject({ currencyCode: "CAD", taxIncluded: false });
    const byRegion = Object.fromEntries(ca.rates.map((r) => [r.region ?? "", r.rate]));
    expect(byRegion).toMatchObject({ "": 5, ON: 13, NS: 14, BC: 12, QC: 14.975 });
    expect(ca.rates.find((r) => r.region === "QC")?.name).toBe("GST + QST (QC)");
  });

  it("--currency overrides the country's currency; a country without data needs one", async () => {
    const ch = await setup(await newStore(["--country", "CH", "--currency", "EUR"]));
    expect(ch.markets[0]).toMatchObject({ currencyCode: "EUR", countries: ["CH"], taxIncluded: true });
    expect(ch.rates).toEqual([expect.objectContaining({ countryCode: "CH", rate: 8.1 })]);
    const jp = await setup(await newStore(["--country", "JP", "--currency", "JPY"]));
    expect(jp.markets[0]).toMatchObject({ currencyCode: "JPY", countries: ["JP"] });
    expect(jp.shipping[0]).toMatchObject({ currencyCode: "JPY", price: 5 });
  });

  it("refuses a missing or unknown country or currency with exit 2, making no store", async () => {
    const name = `Refused ${Date.now()}`;
    for (const args of [
      [],
      ["--country", "XQ"],
      ["--country", "DEU"],
      ["--country", "JP"],
      ["--country", "DE", "--currency", "ABC"],
      ["--demo", "--country", "DE"],
      ["--country", "DE", "--extra-customers", "2"],
      ["--demo", "--extra-customers", "101"],
      ["--demo", "--extra-customers", "two"],
    ]) {
      const { code, stderr } = await runCli(["tenant", "create", "--name", name, ...args, "--json"]);
      expect({ args, code, error: stderr.split("\n")[0]?.startsWith("Error: ") }).toEqual({ args, code: 2, error: true });
    }
    const after = lastJson<{ tenants: { name: string }[] }>((await runCli(["tenant", "list", "--json"])).stdout).tenants;
    expect(after.filter((t) => t.name === name)).toEqual([]);
  });

  it("--demo --extra-customers N adds N sample customers beside alice and bob, listed with --json, who can sign in", async () => {
    const { code, stdout } = await runCli(["tenant", "create", "--name", "Sample Customers", "--demo", "--extra-customers", "3", "--json"]);
    expect(code).toBe(0);
    const created = lastJson<{ apiToken: string; slug: string; customers: string[] }>(stdout);
    const domain = `${created.slug}.example.com`;
    expect(created.customers).toEqual(["alice", "bob", "customer1", "customer2", "customer3"].map((name) => `${name}@${domain}`));
    const password = fixtures().seededDemo.customers[0]!.password;
    const login = await api("POST", "/account/login", { token: created.apiToken, body: { email: `customer3@${domain}`, password } });
    expect(login.status).toBe(200);
    const orders = await api("GET", "/account/orders", { token: login.body.token });
    expect(orders.body.data).toHaveLength(3);
  });

  it("tenant list shows each store with its primary market and currency", async () => {
    const store = await newStore(["--country", "NO"], "Listed Store");
    const { code, stdout } = await runCli(["tenant", "list", "--json"]);
    expect(code).toBe(0);
    const row = lastJson<{ tenants: Record<string, unknown>[] }>(stdout).tenants.find((t) => t.id === store.tenantId);
    expect(row).toEqual({
      id: store.tenantId,
      name: "Listed Store",
      slug: store.slug,
      market: "Norway",
      currencyCode: "NOK",
      domains: [],
      createdAt: expect.any(String),
    });
    const text = await runCli(["tenant", "list"]);
    expect(text.stdout).toContain(`${store.tenantId}  Listed Store (${store.slug})  Norway NOK`);
  });
});
