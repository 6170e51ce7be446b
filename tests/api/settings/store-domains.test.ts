import { randomUUID } from "node:crypto";
import http from "node:http";
import { describe, expect, it } from "vitest";
import { lastJson, runCli } from "../../support/cli";
import { api } from "../../support/http";
import { fixtures } from "../../support/fixtures";
import { newStore } from "./support";

/** A page of the app under test asked for with this Host header (fetch may not set Host; node:http may). */
function page(host: string, path: string): Promise<{ status: number; html: string }> {
  const url = new URL(fixtures().baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path, headers: { host, accept: "text/html" } }, (res) => {
      let html = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (html += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, html }));
    });
    req.on("error", reject);
    req.end();
  });
}

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
/** What a visitor reads: the page without its scripts (React's payload spells absent props "$undefined"). */
const visible = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");
const decode = (s: string | undefined) => s?.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');

async function setDomains(tenantId: string, domains: string) {
  return runCli(["tenant", "set-domains", "--tenant", tenantId, "--domains", domains, "--json"]);
}

describe("one deployment, several storefronts: a request's Host picks the store", { timeout: 120_000 }, () => {
  it("serves a store on its host names, with its own name, line and announcement; other hosts get STOREFRONT_TENANT", async () => {
    const suffix = randomUUID().slice(0, 8);
    const store = await newStore(["--country", "DE"], `Kaffee Haus ${suffix}`);
    const patched = await api("PATCH", "/operator/store", {
      token: store.op,
      body: { tagline: "Kaffee aus Berlin, frisch geröstet", announcement: "Versandkostenfrei ab 40 €" },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ tagline: "Kaffee aus Berlin, frisch geröstet", announcement: "Versandkostenfrei ab 40 €" });

    const host = `kaffee-${suffix}.localhost`;
    const set = await setDomains(store.tenantId, `${host.toUpperCase()}, www.${host}.`);
    expect({ code: set.code, stderr: set.stderr }).toEqual({ code: 0, stderr: "" });
    expect(lastJson(set.stdout)).toEqual({ tenantId: store.tenantId, domains: [host, `www.${host}`].sort() });

    const home = await page(`${host}:${new URL(fixtures().baseUrl).port}`, "/");
    expect(home.status).toBe(200);
    expect(decode(title(home.html))).toBe(`Kaffee Haus ${suffix}: Kaffee aus Berlin, frisch geröstet`);
    expect(decode(heading(home.html))).toBe("Kaffee aus Berlin, frisch geröstet");
    expect(home.html).toContain("Versandkostenfrei ab 40 €");
    expect(home.html).not.toContain("Northwind Roasters");

    // The back office's sign-in on that host signs in to that store.
    const login = await page(`www.${host}`, "/admin/login");
    expect(login.status).toBe(200);
    expect(decode(heading(login.html))).toBe(`Kaffee Haus ${suffix}`);

    // Every other host shows the default store, whose cached home page is its own.
    const other = await page(`unknown-${suffix}.localhost`, "/");
    expect(decode(title(other.html))).toBe("Northwind Roasters: Fresh coffee and loose leaf tea, roasted for you every week");
    expect(other.html).not.toContain(`Kaffee Haus ${suffix}`);
    const again = await page(host, "/");
    expect(decode(title(again.html))).toBe(`Kaffee Haus ${suffix}: Kaffee aus Berlin, frisch geröstet`);

    const listed = await runCli(["tenant", "list", "--json"]);
    const row = lastJson<{ tenants: { id: string; domains: string[] }[] }>(listed.stdout).tenants.find((t) => t.id === store.tenantId);
    expect(row?.domains).toEqual([host, `www.${host}`].sort());
  });

  it("a store without products, collections, pages or posts shows its name and no empty sections", async () => {
    const suffix = randomUUID().slice(0, 8);
    const store = await newStore(["--country", "FR"], `Maison ${suffix}`);
    const host = `maison-${suffix}.localhost`;
    expect((await setDomains(store.tenantId, host)).code).toBe(0);
    const home = await page(host, "/");
    expect(home.status).toBe(200);
    expect(decode(heading(home.html))).toBe(`Welcome to Maison ${suffix}`);
    for (const section of ["Shop by collection", "Customer favourites", "Your box, your rhythm", "Stories from the shop", "Good to know"])
      expect(home.html).not.toContain(section);
    expect(visible(home.html)).not.toContain("undefined");
    for (const path of ["/blog", "/events", "/search", "/search?q=anything", "/contact"]) {
      const answer = await page(host, path);
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
      expect(visible(answer.html)).not.toContain("undefined");
    }
    for (const path of ["/products/anything", "/collections/anything", "/pages/anything", "/blog/anything", "/events/anything"])
      expect({ path, status: (await page(host, path)).status }).toEqual({ path, status: 404 });
  });

  it("refuses what is not a host name and a host another store has, changing nothing", async () => {
    const suffix = randomUUID().slice(0, 8);
    const first = await newStore(["--country", "NL"], `Eerste ${suffix}`);
    const second = await newStore(["--country", "NL"], `Tweede ${suffix}`);
    const host = `eerste-${suffix}.localhost`;
    expect((await setDomains(first.tenantId, host)).code).toBe(0);

    for (const bad of ["https://shop.example.com", "shop.example.com/path", "10.1.2.3", "shop example.com", "-bad-.example.com"]) {
      const refused = await setDomains(second.tenantId, bad);
      expect({ bad, code: refused.code }).toEqual({ bad, code: 2 });
      expect(refused.stderr).toContain("is not a host name");
    }
    const taken = await setDomains(second.tenantId, `tweede-${suffix}.localhost,${host}`);
    expect(taken.code).toBe(2);
    expect(taken.stderr).toContain(`"${host}" already belongs to another store of this deployment.`);

    const stores = lastJson<{ tenants: { id: string; domains: string[] }[] }>((await runCli(["tenant", "list", "--json"])).stdout).tenants;
    expect(stores.find((t) => t.id === first.tenantId)?.domains).toEqual([host]);
    expect(stores.find((t) => t.id === second.tenantId)?.domains).toEqual([]);
    expect(decode(heading((await page(host, "/admin/login")).html))).toBe(`Eerste ${suffix}`);

    // An empty list clears the store's names.
    const cleared = await setDomains(first.tenantId, "");
    expect(lastJson(cleared.stdout)).toEqual({ tenantId: first.tenantId, domains: [] });
  });
});
