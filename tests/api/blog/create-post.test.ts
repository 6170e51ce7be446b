import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../support/http";
import { newStaff, newStore, type NewStore } from "../settings/support";
import { contentStore, storefrontPage, word } from "../cms/support";

// POST /operator/posts on a store of its own: published and draft posts, sanitising, slugs, limits, auth, isolation.

let store: NewStore & { host: string };

beforeAll(async () => {
  store = await contentStore();
}, 120_000);

const create = (body: unknown, token = store.op) => api("POST", "/operator/posts", { token, body });

describe("POST /operator/posts", { timeout: 120_000 }, () => {
  it("adds a published post, sanitised, in the blog index and on the storefront at once", async () => {
    const w = word();
    // Warm the cached index: the write must drop it.
    expect((await api("GET", "/cms/posts", { token: store.apiToken })).body.data).toEqual([]);
    const made = await create({
      title: `${w} Harvest`,
      excerpt: "The new crop.",
      content: '<h2>Picked</h2><ul><li>Red</li></ul><a href="https://example.org" onmouseover="x()">More</a><script>x()</script>',
      seoTitle: "Harvest notes",
      status: "published",
    });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({
      slug: `${w}-harvest`,
      title: `${w} Harvest`,
      excerpt: "The new crop.",
      status: "published",
      seo: { title: "Harvest notes", description: "The new crop." },
      publishAt: null,
    });
    expect(made.body.data.content).not.toMatch(/script|onmouseover/);
    expect(made.body.data.content).toContain("<h2>Picked</h2><ul><li>Red</li></ul>");
    expect(made.body.data.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const index = await api("GET", "/cms/posts", { token: store.apiToken });
    expect(index.body.data.map((p: { slug: string }) => p.slug)).toEqual([`${w}-harvest`]);
    expect(await api("GET", `/cms/posts/${w}-harvest`, { token: store.apiToken })).toMatchObject({
      status: 200,
      body: { slug: `${w}-harvest`, title: `${w} Harvest` },
    });
    const html = await storefrontPage(store.host, `/blog/${w}-harvest`);
    expect(html.status).toBe(200);
    expect(html.html).toContain("The new crop.");
  });

  it("keeps a draft off the blog; a taken slug → 409 slug_taken; bad input → 422 naming the field, nothing written", async () => {
    const w = word();
    const draft = await create({ title: `${w} Draft` });
    expect(draft).toMatchObject({ status: 201, body: { data: { slug: `${w}-draft`, status: "draft", publishedAt: null } } });
    expect((await api("GET", `/cms/posts/${w}-draft`, { token: store.apiToken })).status).toBe(404);
    expect((await storefrontPage(store.host, `/blog/${w}-draft`)).status).toBe(404);
    expect(await create({ title: "Again", slug: `${w}-draft` })).toMatchObject({ status: 409, body: { code: "slug_taken" } });
    const refusals: [Record<string, unknown>, string][] = [
      [{ title: "" }, "title"],
      [{ title: `${w} x`, slug: "Not A Slug" }, "slug"],
      [{ title: `${w} x`, featuredImage: "javascript:alert(1)" }, "featuredImage"],
      [{ title: `${w} x`, publishAt: "2026-13-45" }, "publishAt"],
      [{ title: `${w} x`, content: "y".repeat(1_000_001) }, "content"],
    ];
    for (const [body, field] of refusals) {
      const res = await create(body);
      expect({ field, status: res.status, code: res.body.code }).toEqual({ field, status: 422, code: "validation_failed" });
      expect(Object.keys(res.body.errors)).toContain(field);
    }
    const listed = (await api("GET", "/operator/posts?perPage=100", { token: store.op })).body.data as { slug: string }[];
    expect(listed.filter((p) => p.slug.startsWith(w)).map((p) => p.slug)).toEqual([`${w}-draft`]);
  });

  it("is owners' only; another store neither sees nor changes the post", async () => {
    const w = word();
    const made = (await create({ title: `${w} Owners`, status: "published" })).body.data;
    const staff = await newStaff(store, "staff");
    expect(await create({ title: `${w} Staff` }, staff.token)).toMatchObject({ status: 403, body: { code: "owner_only" } });
    expect(await api("DELETE", `/operator/posts/${made.slug}`, { token: staff.token })).toMatchObject({ status: 403 });
    expect((await api("GET", `/operator/posts/${made.slug}`, { token: staff.token })).status).toBe(200);
    const other = await newStore(["--country", "GB"]);
    expect((await api("GET", `/cms/posts/${made.slug}`, { token: other.apiToken })).status).toBe(404);
    expect((await api("PATCH", `/operator/posts/${made.slug}`, { token: other.op, body: { title: "Taken" } })).status).toBe(404);
    expect((await api("DELETE", `/operator/posts/${made.slug}`, { token: other.op })).status).toBe(404);
    expect((await api("GET", `/cms/posts/${made.slug}`, { token: store.apiToken })).body.title).toBe(`${w} Owners`);
  });
});
