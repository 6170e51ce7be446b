import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../support/http";
import { newStaff, newStore, type NewStore } from "../settings/support";
import { contentStore, storefrontPage, word } from "./support";

// POST /operator/pages on a store of its own: drafts, published pages, sanitising, slugs, limits, auth, isolation.

let store: NewStore & { host: string };

beforeAll(async () => {
  store = await contentStore();
}, 120_000);

const create = (body: unknown, token = store.op) => api("POST", "/operator/pages", { token, body });

describe("POST /operator/pages", { timeout: 120_000 }, () => {
  it("adds a published page with its fields, sanitised, shown at once by the API and the storefront", async () => {
    const w = word();
    // Warm the cached reads: the write must drop them.
    expect((await api("GET", `/cms/pages/${w}-care`, { token: store.apiToken })).status).toBe(404);
    expect((await api("GET", "/cms/pages", { token: store.apiToken })).body.data).toEqual([]);
    const made = await create({
      name: `${w} Care`,
      content: '<h2>Washing</h2><p onclick="steal()">Cold only.</p><script>alert(1)</script>',
      metaTitle: "Care guide",
      metaDescription: "How to look after it.",
      fields: { hero: "/images/hero.jpg", note: "Plain text" },
      status: "published",
    });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({
      slug: `${w}-care`,
      name: `${w} Care`,
      content: "<h2>Washing</h2><p>Cold only.</p>",
      seo: { title: "Care guide", description: "How to look after it." },
      status: "published",
      fields: { note: "Plain text" },
      publishAt: null,
    });
    expect(made.body.data.fields.hero).toMatch(/^https?:\/\/.+\/images\/hero\.jpg$/);
    expect(made.body.data.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    const shown = await api("GET", `/cms/pages/${w}-care`, { token: store.apiToken });
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ slug: `${w}-care`, content: "<h2>Washing</h2><p>Cold only.</p>", status: "published" });
    expect((await api("GET", "/cms/pages", { token: store.apiToken })).body.data.map((p: { slug: string }) => p.slug)).toEqual([
      `${w}-care`,
    ]);
    const html = await storefrontPage(store.host, `/pages/${w}-care`);
    expect(html.status).toBe(200);
    expect(html.html).toContain("Cold only.");
    expect(html.html).not.toContain("steal()");
  });

  it("keeps a draft off the storefront; derives free slugs; a taken slug → 409 slug_taken", async () => {
    const w = word();
    const first = await create({ name: `${w} Terms` });
    const second = await create({ name: `${w} Terms` });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.data).toMatchObject({ slug: `${w}-terms`, status: "draft", publishedAt: null });
    expect(second.body.data.slug).toBe(`${w}-terms-2`);
    expect((await api("GET", `/cms/pages/${w}-terms`, { token: store.apiToken })).status).toBe(404);
    expect((await storefrontPage(store.host, `/pages/${w}-terms`)).status).toBe(404);
    expect(await create({ name: "Again", slug: `${w}-terms` })).toMatchObject({ status: 409, body: { code: "slug_taken" } });
  });

  it("refuses bad input with 422 naming the field, a body over the limit with 413; nothing written", async () => {
    const w = word();
    const refusals: [Record<string, unknown>, string][] = [
      [{ name: "" }, "name"],
      [{ name: `${w} x`, slug: "Not A Slug" }, "slug"],
      [{ name: `${w} x`, status: "archived" }, "status"],
      [{ name: `${w} x`, publishAt: "tomorrow" }, "publishAt"],
      [{ name: `${w} x`, fields: { "bad name": "x" } }, "fields.bad name"],
      [{ name: `${w} x`, content: "x".repeat(1_000_001) }, "content"],
      [{ name: `${w} x`, status: "published", publishAt: new Date(Date.now() + 3_600_000).toISOString() }, "publishAt"],
    ];
    for (const [body, field] of refusals) {
      const res = await create(body);
      expect({ field, status: res.status, code: res.body.code }).toEqual({ field, status: 422, code: "validation_failed" });
      expect(Object.keys(res.body.errors)).toContain(field);
    }
    const huge = await api("POST", "/operator/pages", {
      token: store.op,
      rawBody: JSON.stringify({ name: "Huge", content: "x".repeat(3_000_000) }),
    });
    expect(huge).toMatchObject({ status: 413, body: { code: "body_too_large" } });
    const mine = (await api("GET", "/operator/pages", { token: store.op })).body.data as { slug: string }[];
    expect(mine.filter((p) => p.slug.startsWith(w))).toEqual([]);
  });

  it("takes up to 1 MB of HTML", async () => {
    const w = word();
    const content = `<p>${"a".repeat(999_000)}</p>`;
    const made = await create({ name: `${w} Long`, content });
    expect(made.status).toBe(201);
    expect(made.body.data.content).toBe(content);
  });

  it("is owners' only (staff 403 owner_only, reads allowed); another store cannot see or write the page", async () => {
    const w = word();
    const made = (await create({ name: `${w} Owners`, status: "published" })).body.data;
    const staff = await newStaff(store, "staff");
    expect(await create({ name: `${w} Staff` }, staff.token)).toMatchObject({ status: 403, body: { code: "owner_only" } });
    expect(await api("PATCH", `/operator/pages/${made.slug}`, { token: staff.token, body: { name: "x" } })).toMatchObject({
      status: 403,
      body: { code: "owner_only" },
    });
    expect(await api("DELETE", `/operator/pages/${made.slug}`, { token: staff.token })).toMatchObject({ status: 403 });
    expect((await api("GET", `/operator/pages/${made.slug}`, { token: staff.token })).status).toBe(200);
    const other: NewStore = await newStore(["--country", "GB"]);
    expect((await api("GET", `/cms/pages/${made.slug}`, { token: other.apiToken })).status).toBe(404);
    expect((await api("PATCH", `/operator/pages/${made.slug}`, { token: other.op, body: { name: "Taken" } })).status).toBe(404);
    expect((await api("DELETE", `/operator/pages/${made.slug}`, { token: other.op })).status).toBe(404);
    // The other store may use the same slug for its own page.
    expect((await create({ name: "Theirs", slug: made.slug }, other.op)).status).toBe(201);
    expect((await api("GET", `/cms/pages/${made.slug}`, { token: store.apiToken })).body.name).toBe(`${w} Owners`);
  });
});
