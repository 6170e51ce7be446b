import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../support/http";
import type { NewStore } from "../settings/support";
import { contentStore, storefrontPage, word } from "../cms/support";

// DELETE /operator/posts/{slug}: the post leaves the blog index, its API answer and its page at once.

let store: NewStore & { host: string };

beforeAll(async () => {
  store = await contentStore();
}, 120_000);

describe("DELETE /operator/posts/{slug}", { timeout: 120_000 }, () => {
  it("removes a published post everywhere at once; an unknown slug → 404", async () => {
    const w = word();
    expect((await api("POST", "/operator/posts", { token: store.op, body: { title: `${w} Gone`, status: "published" } })).status).toBe(201);
    expect((await api("GET", `/cms/posts/${w}-gone`, { token: store.apiToken })).status).toBe(200);
    expect((await storefrontPage(store.host, `/blog/${w}-gone`)).status).toBe(200);
    expect(await api("DELETE", `/operator/posts/${w}-gone`, { token: store.op })).toMatchObject({
      status: 200,
      body: { message: "Post deleted." },
    });
    expect(await api("GET", `/cms/posts/${w}-gone`, { token: store.apiToken })).toMatchObject({ status: 404, body: { code: "not_found" } });
    expect((await api("GET", "/cms/posts", { token: store.apiToken })).body.data).toEqual([]);
    expect((await storefrontPage(store.host, `/blog/${w}-gone`)).status).toBe(404);
    expect(await api("DELETE", `/operator/posts/${w}-gone`, { token: store.op })).toMatchObject({
      status: 404,
      body: { code: "not_found" },
    });
  });
});
