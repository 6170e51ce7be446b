import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../support/http";
import type { NewStore } from "../settings/support";
import { contentStore, storefrontPage, word } from "../cms/support";

// A renamed post leaves its old slug as a redirect: 404 with redirectTo from the API, 308 from the storefront.

let store: NewStore & { host: string };

beforeAll(async () => {
  store = await contentStore();
}, 120_000);

const rename = (from: string, to: string) => api("PATCH", `/operator/posts/${from}`, { token: store.op, body: { slug: to } });

describe("post renames", { timeout: 120_000 }, () => {
  it("collapses two renames: both old slugs lead to the current one; a new post taking one ends its redirect", async () => {
    const w = word();
    const [a, b, c] = [`${w}-a`, `${w}-b`, `${w}-c`];
    expect((await api("POST", "/operator/posts", { token: store.op, body: { title: "Story", slug: a, status: "published" } })).status).toBe(
      201,
    );
    expect((await api("GET", `/cms/posts/${a}`, { token: store.apiToken })).status).toBe(200);
    expect((await rename(a, b)).status).toBe(200);
    expect((await rename(b, c)).status).toBe(200);
    for (const old of [a, b]) {
      expect(await api("GET", `/cms/posts/${old}`, { token: store.apiToken })).toMatchObject({
        status: 404,
        body: { code: "not_found", redirectTo: c },
      });
      expect(await storefrontPage(store.host, `/blog/${old}`)).toMatchObject({ status: 308, location: `/blog/${c}` });
    }
    expect((await api("GET", `/cms/posts/${c}`, { token: store.apiToken })).status).toBe(200);
    expect((await api("POST", "/operator/posts", { token: store.op, body: { title: "New A", slug: a, status: "published" } })).status).toBe(
      201,
    );
    expect(await api("GET", `/cms/posts/${a}`, { token: store.apiToken })).toMatchObject({ status: 200, body: { title: "New A" } });
    expect(await api("GET", `/cms/posts/${b}`, { token: store.apiToken })).toMatchObject({ status: 404, body: { redirectTo: c } });
    // Deleting the post ends its redirects.
    expect((await api("DELETE", `/operator/posts/${c}`, { token: store.op })).status).toBe(200);
    const gone = await api("GET", `/cms/posts/${b}`, { token: store.apiToken });
    expect(gone.status).toBe(404);
    expect(gone.body.redirectTo).toBeUndefined();
  });
});
