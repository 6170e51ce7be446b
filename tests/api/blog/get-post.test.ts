import { afterAll, describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { expectApiTokenRequired, secondsIso } from "../../support/content";
import { operatorToken } from "../../support/operator-tokens";

const demo = () => fixtures().demo;
const other = () => fixtures().other;
const base = () => fixtures().baseUrl;

// Edits happen in the `other` store only (post meet-the-roasters), so the demo store stays as seeded for everyone.
const editedSlug = "meet-the-roasters";

describe("GET /cms/posts/{slug}", () => {
  afterAll(async () => {
    const token = await operatorToken(other().tenantId);
    await api("PATCH", `/operator/posts/${editedSlug}`, {
      token,
      body: {
        status: "published",
        title: "Meet the Roasters",
        content: "<p>Our roasting team of four tastes every batch before it ships.</p>",
        featuredImage: "/images/blog/roasters.svg",
      },
    });
  });

  it("returns a published post field by field, with second-precision timestamps", async () => {
    const res = await api("GET", "/cms/posts/how-we-source-our-coffee", { token: demo().apiToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      slug: "how-we-source-our-coffee",
      title: "How We Source Our Coffee",
      excerpt: "Direct relationships, fair prices and why we visit every farm we buy from.",
      content:
        "<p>Every coffee we sell comes from a farm we have visited. We pay well above the commodity price.</p><p>This year we travelled to Huila and Nyeri.</p>",
      featuredImage: `${base()}/images/blog/sourcing.svg`,
      author: { name: "Maya Thornton", avatar: null },
      seo: {
        title: "How We Source Our Coffee | Northwind Roasters",
        description: "Direct relationships, fair prices and why we visit every farm we buy from.",
        ogImage: `${base()}/images/social/store-social.svg`,
      },
      collections: [{ slug: "coffee", name: "Coffee" }],
      createdAt: "2026-07-23T09:00:00Z",
      updatedAt: "2026-08-12T09:00:00Z",
      publishedAt: "2026-08-02T09:00:00Z",
    });
    expect(res.body.createdAt).toMatch(secondsIso);
    expect(res.body.updatedAt).toMatch(secondsIso);
    expect(res.body.publishedAt).toMatch(secondsIso);
  });

  it("falls back to the tenant's social image when the post has no featured image, and lists every collection", async () => {
    // Every demo post has its own picture: the other store's copy of meet-the-roasters loses its (put back after all).
    const op = await operatorToken(other().tenantId);
    expect((await api("PATCH", `/operator/posts/${editedSlug}`, { token: op, body: { featuredImage: null } })).status).toBe(200);
    const bare = await api("GET", `/cms/posts/${editedSlug}`, { token: other().apiToken });
    expect(bare.body.featuredImage).toBe(`${base()}/images/social/store-social.svg`);

    const res = await api("GET", "/cms/posts/five-ways-to-use-your-grinder", { token: demo().apiToken });
    expect(res.status).toBe(200);
    expect(res.body.featuredImage).toBe(`${base()}/images/blog/grinder.svg`);
    expect(res.body.collections).toEqual([
      { slug: "brewing-gear", name: "Brewing Gear" },
      { slug: "coffee", name: "Coffee" },
    ]);
    expect(res.body.author).toEqual({ name: "Maya Thornton", avatar: null });
  });

  it("answers an empty collections array when the post has none", async () => {
    const res = await api("GET", "/cms/posts/meet-the-roasters", { token: demo().apiToken });
    expect(res.status).toBe(200);
    expect(res.body.collections).toEqual([]);
  });

  it("sends the spec's cache headers and serves repeats from the server's cache", async () => {
    const first = await api("GET", "/cms/posts/a-beginners-guide-to-loose-leaf-tea", { token: demo().apiToken });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, s-maxage=600, stale-while-revalidate=3600");
    expect(first.headers.get("vary")).toMatch(/(^|,\s*)Authorization(\s*,|$)/i);
    const second = await api("GET", "/cms/posts/a-beginners-guide-to-loose-leaf-tea", { token: demo().apiToken });
    expect(second.headers.get("x-cache")).toBe("hit");
    expect(second.body).toEqual(first.body);
  });

  it("answers 404 {message} saying the post was not found for an unknown slug, a draft and an odd slug", async () => {
    for (const slug of ["no-such-post", "unreleased-spring-menu", "Meet-The-Roasters", "x".repeat(500), "%F0%9F%98%80"]) {
      const res = await api("GET", `/cms/posts/${slug}`, { token: demo().apiToken });
      expect({ slug, status: res.status, body: res.body }).toEqual({
        slug,
        status: 404,
        body: { message: "Post not found.", code: "not_found" },
      });
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("requires an API token: missing, garbage, forged or an account token → 401", async () => {
    await expectApiTokenRequired("GET", "/cms/posts/how-we-source-our-coffee");
  });

  it("keeps tenants apart: the same slug is each store's own post", async () => {
    const ours = await api("GET", "/cms/posts/how-we-source-our-coffee", { token: demo().apiToken });
    const theirs = await api("GET", "/cms/posts/how-we-source-our-coffee", { token: other().apiToken });
    expect(theirs.status).toBe(200);
    expect(ours.body.seo.title).toBe("How We Source Our Coffee | Northwind Roasters");
    expect(theirs.body.seo.title).toBe("How We Source Our Coffee | Other Store");
  });

  it("an operator edit invalidates that tenant's cached post only; a drafted post becomes 404", async () => {
    const op = await operatorToken(other().tenantId);
    // Prime both stores' caches.
    await api("GET", `/cms/posts/${editedSlug}`, { token: other().apiToken });
    await api("GET", `/cms/posts/${editedSlug}`, { token: demo().apiToken });
    const cachedTheirs = await api("GET", `/cms/posts/${editedSlug}`, { token: other().apiToken });
    const cachedOurs = await api("GET", `/cms/posts/${editedSlug}`, { token: demo().apiToken });
    expect(cachedTheirs.headers.get("x-cache")).toBe("hit");
    expect(cachedOurs.headers.get("x-cache")).toBe("hit");
    expect(cachedTheirs.body.title).toBe("Meet the Roasters");
    // Post timestamps have second precision: the edit must fall in a later second than the cached copy's.
    const cachedSecond = Date.parse(cachedTheirs.body.updatedAt);
    if (Date.now() < cachedSecond + 1000) await new Promise((r) => setTimeout(r, cachedSecond + 1000 - Date.now() + 50));

    const edit = await api("PATCH", `/operator/posts/${editedSlug}`, {
      token: op,
      body: {
        title: "Meet the Other Roasters",
        content: "<p>New words.</p><script>alert(1)</script>",
        featuredImage: "/images/blog/roasters.svg",
      },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({
      slug: editedSlug,
      title: "Meet the Other Roasters",
      content: "<p>New words.</p>",
      status: "published",
    });
    expect(edit.body.data.updatedAt).toMatch(secondsIso);

    const after = await api("GET", `/cms/posts/${editedSlug}`, { token: other().apiToken });
    expect(after.status).toBe(200);
    expect(after.headers.get("x-cache")).toBe("miss");
    expect(after.body.title).toBe("Meet the Other Roasters");
    expect(after.body.content).toBe("<p>New words.</p>");
    expect(after.body.featuredImage).toBe(`${base()}/images/blog/roasters.svg`);
    expect(after.body.updatedAt).not.toBe(cachedTheirs.body.updatedAt);

    // The demo store's post of the same slug: untouched, and still served from its own cache entry.
    const ours = await api("GET", `/cms/posts/${editedSlug}`, { token: demo().apiToken });
    expect(ours.headers.get("x-cache")).toBe("hit");
    expect(ours.body).toEqual(cachedOurs.body);
    expect(ours.body.title).toBe("Meet the Roasters");

    const drafted = await api("PATCH", `/operator/posts/${editedSlug}`, { token: op, body: { status: "draft" } });
    expect(drafted.status).toBe(200);
    expect(drafted.body.data.status).toBe("draft");
    const gone = await api("GET", `/cms/posts/${editedSlug}`, { token: other().apiToken });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: "Post not found.", code: "not_found" });
    expect((await api("GET", `/cms/posts/${editedSlug}`, { token: demo().apiToken })).status).toBe(200);

    const republished = await api("PATCH", `/operator/posts/${editedSlug}`, { token: op, body: { status: "published" } });
    expect(republished.status).toBe(200);
    const back = await api("GET", `/cms/posts/${editedSlug}`, { token: other().apiToken });
    expect(back.status).toBe(200);
    expect(back.body.title).toBe("Meet the Other Roasters");
  });
});
