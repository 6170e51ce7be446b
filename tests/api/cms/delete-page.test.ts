import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../support/http";
import type { NewStore } from "../settings/support";
import { contentStore, storefrontPage, word } from "./support";

// DELETE /operator/pages/{pageSlug}: the page leaves the API and the storefront at once.

let store: NewStore & { host: string };

beforeAll(async () => {
  store = await contentStore();
}, 120_000);

describe("DELETE /operator/pages/{pageSlug}", { timeout: 120_000 }, () => {
  it("removes a published page from the API and the storefront at once; an unknown slug → 404", async () => {
    const w = word();
    const made = await api("POST", "/operator/pages", { token: store.op, body: { name: `${w} Gone`, status: "published" } });
    expect(made.status).toBe(201);
    expect((await api("GET", `/cms/pages/${w}-gone`, { token: store.apiToken })).status).toBe(200);
    expect((await storefrontPage(store.host, `/pages/${w}-gone`)).status).toBe(200);
    expect(await api("DELETE", `/operator/pages/${w}-gone`, { token: store.op })).toMatchObject({
      status: 200,
      body: { message: "Page deleted." },
    });
    expect(await api("GET", `/cms/pages/${w}-gone`, { token: store.apiToken })).toMatchObject({ status: 404, body: { code: "not_found" } });
    expect((await storefrontPage(store.host, `/pages/${w}-gone`)).status).toBe(404);
    expect((await api("GET", "/cms/pages", { token: store.apiToken })).body.data).toEqual([]);
    expect(await api("DELETE", `/operator/pages/${w}-gone`, { token: store.op })).toMatchObject({
      status: 404,
      body: { code: "not_found" },
    });
  });
});
