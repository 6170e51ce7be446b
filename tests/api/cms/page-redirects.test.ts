import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../support/http";
import type { NewStore } from "../settings/support";
import { contentStore, storefrontPage, word } from "./support";

// A renamed page leaves its old slug as a redirect: 404 with redirectTo from the API, 308 from the storefront.

let store: NewStore & { host: string };

beforeAll(async () => {
  store = await contentStore();
}, 120_000);

const rename = (from: string, to: string) => api("PATCH", `/operator/pages/${from}`, { token: store.op, body: { slug: to } });

describe("page renames", { timeout: 120_000 }, () => {
  it("redirects every old slug to the current one through two renames; a new page taking an old slug ends its redirect", async () => {
    const w = word();
    const [a, b, c] = [`${w}-a`, `${w}-b`, `${w}-c`];
    expect((await api("POST", "/operator/pages", { token: store.op, body: { name: "Story", slug: a, status: "published" } })).status).toBe(
      201,
    );
    // Warm the cached answer of the first slug: the rename must drop it.
    expect((await api("GET", `/cms/pages/${a}`, { token: store.apiToken })).status).toBe(200);
    expect(await rename(a, b)).toMatchObject({ status: 200, body: { data: { slug: b } } });
    expect(await api("GET", `/cms/pages/${a}`, { token: store.apiToken })).toMatchObject({
      status: 404,
      body: { code: "not_found", redirectTo: b },
    });
    expect(await rename(b, c)).toMatchObject({ status: 200, body: { data: { slug: c } } });
    for (const old of [a, b]) {
      expect(await api("GET", `/cms/pages/${old}`, { token: store.apiToken })).toMatchObject({ status: 404, body: { redirectTo: c } });
      expect(await storefrontPage(store.host, `/pages/${old}`)).toMatchObject({ status: 308, location: `/pages/${c}` });
    }
    expect((await api("GET", `/cms/pages/${c}`, { token: store.apiToken })).body.slug).toBe(c);
    expect((await storefrontPage(store.host, `/pages/${c}`)).status).toBe(200);

    // A new page takes slug a: it is served there, and b still leads to c.
    expect((await api("POST", "/operator/pages", { token: store.op, body: { name: "New A", slug: a, status: "published" } })).status).toBe(
      201,
    );
    const newA = await api("GET", `/cms/pages/${a}`, { token: store.apiToken });
    expect(newA).toMatchObject({ status: 200, body: { name: "New A" } });
    expect((await storefrontPage(store.host, `/pages/${a}`)).status).toBe(200);
    expect(await api("GET", `/cms/pages/${b}`, { token: store.apiToken })).toMatchObject({ status: 404, body: { redirectTo: c } });

    // Renaming back onto an old slug of its own: no redirect loops.
    expect(await rename(c, b)).toMatchObject({ status: 200, body: { data: { slug: b } } });
    expect((await api("GET", `/cms/pages/${b}`, { token: store.apiToken })).status).toBe(200);
    expect(await api("GET", `/cms/pages/${c}`, { token: store.apiToken })).toMatchObject({ status: 404, body: { redirectTo: b } });

    // A taken slug → 409; a draft's old slug gives no redirect away.
    expect(await rename(b, a)).toMatchObject({ status: 409, body: { code: "slug_taken" } });
    expect((await api("PATCH", `/operator/pages/${b}`, { token: store.op, body: { status: "draft" } })).status).toBe(200);
    const hidden = await api("GET", `/cms/pages/${c}`, { token: store.apiToken });
    expect(hidden.status).toBe(404);
    expect(hidden.body.redirectTo).toBeUndefined();
    expect((await storefrontPage(store.host, `/pages/${c}`)).status).toBe(404);
  });

  it("keeps redirects per store", async () => {
    const w = word();
    await api("POST", "/operator/pages", { token: store.op, body: { name: "Mine", slug: `${w}-old`, status: "published" } });
    expect((await rename(`${w}-old`, `${w}-new`)).status).toBe(200);
    const other = await contentStore();
    const theirs = await api("GET", `/cms/pages/${w}-old`, { token: other.apiToken });
    expect(theirs.status).toBe(404);
    expect(theirs.body.redirectTo).toBeUndefined();
  });
});
