import { describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { operatorToken } from "../../support/operator-tokens";

// Reads for the back office's content, collections and events pages. Nothing is written here.
const demo = () => fixtures().demo;
const other = () => fixtures().other;
const get = async (path: string, tenantId = demo().tenantId) => api("GET", path, { token: await operatorToken(tenantId) });

describe("GET /operator/pages and /operator/pages/{pageSlug}", () => {
  it("lists every page, drafts too, and reads a draft in full", async () => {
    const res = await get("/operator/pages");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const pages = res.body.data as { slug: string; status: string; publishedAt: string | null }[];
    expect(pages.map((p) => p.slug)).toEqual(expect.arrayContaining(["about-us", "winter-sale-preview"]));
    expect(pages.find((p) => p.slug === "winter-sale-preview")).toMatchObject({ status: "draft", publishedAt: null });
    const draft = await get("/operator/pages/winter-sale-preview");
    expect(draft.status).toBe(200);
    expect(draft.body.data).toMatchObject({ slug: "winter-sale-preview", status: "draft", content: "<p>Secret prices coming soon.</p>" });
    // The storefront does not serve it.
    expect((await api("GET", "/cms/pages/winter-sale-preview", { token: demo().apiToken })).status).toBe(404);
  });

  it("404 for an unknown page; 401 without an operator token", async () => {
    const res = await get("/operator/pages/no-such-page");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Page not found.", code: "not_found" });
    for (const token of [null, demo().apiToken]) {
      for (const path of ["/operator/pages", "/operator/pages/about-us"]) {
        const r = await api("GET", path, { token });
        expect(r.status).toBe(401);
        expect(r.body).toEqual({ message: "Unauthenticated.", code: "unauthenticated" });
      }
    }
  });
});

describe("GET /operator/posts and /operator/posts/{slug}", () => {
  it("lists every post, drafts first, paginated, and reads a draft in full", async () => {
    const res = await get("/operator/posts?perPage=100");
    expect(res.status).toBe(200);
    const posts = res.body.data as { slug: string; status: string; publishedAt: string | null }[];
    expect(posts[0]).toMatchObject({ slug: "unreleased-spring-menu", status: "draft", publishedAt: null });
    expect(posts.map((p) => p.slug)).toContain("how-we-source-our-coffee");
    expect(res.body.meta).toMatchObject({ currentPage: 1, perPage: 100, total: posts.length });
    const draft = await get("/operator/posts/unreleased-spring-menu");
    expect(draft.status).toBe(200);
    expect(draft.body.data).toMatchObject({ slug: "unreleased-spring-menu", status: "draft", content: "<p>Draft.</p>", publishedAt: null });
    const page = await get("/operator/posts?perPage=2&page=2");
    expect(page.body.data).toHaveLength(2);
  });

  it("422 for a bad page, 404 for an unknown post, 401 without an operator token", async () => {
    const bad = await get("/operator/posts?perPage=500");
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ code: "validation_failed", errors: { perPage: [expect.any(String)] } });
    expect((await get("/operator/posts/nope")).body).toEqual({ message: "Post not found.", code: "not_found" });
    for (const token of [null, demo().apiToken]) expect((await api("GET", "/operator/posts", { token })).status).toBe(401);
  });
});

describe("POST /operator/html-preview", () => {
  it("answers the HTML as a page would store it: scripts and handlers gone", async () => {
    const res = await api("POST", "/operator/html-preview", {
      token: await operatorToken(demo().tenantId),
      body: { html: '<h2 onclick="steal()">Hello</h2><script>alert(1)</script><p>World</p>' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.html).toContain("<h2>Hello</h2>");
    expect(res.body.data.html).toContain("<p>World</p>");
    expect(res.body.data.html).not.toMatch(/script|onclick/);
  });

  it("422 without html or with other fields; 401 without an operator token", async () => {
    const token = await operatorToken(demo().tenantId);
    for (const body of [{}, { html: 5 }, { html: "<p>x</p>", extra: 1 }, { html: "x".repeat(60_001) }]) {
      const res = await api("POST", "/operator/html-preview", { token, body });
      expect(res.status).toBe(422);
      expect(res.body.code).toBe("validation_failed");
    }
    expect((await api("POST", "/operator/html-preview", { token: null, body: { html: "<p>x</p>" } })).status).toBe(401);
  });
});

describe("GET /operator/collections", () => {
  it("lists every collection with its product count; 401 without an operator token", async () => {
    const res = await get("/operator/collections");
    expect(res.status).toBe(200);
    const coffee = res.body.data.find((c: { slug: string }) => c.slug === "coffee");
    expect(coffee).toMatchObject({ title: "Coffee", status: "active" });
    expect(coffee.productCount).toBeGreaterThanOrEqual(5);
    expect((await api("GET", "/operator/collections", { token: null })).status).toBe(401);
  });
});

describe("GET /operator/events", () => {
  it("lists every event, drafts too, each date with capacity and sales", async () => {
    const res = await get("/operator/events");
    expect(res.status).toBe(200);
    type Occurrence = { capacity: number; sold: number; checkedIn: number; held: number; remaining: number; cancelled: boolean };
    const events = res.body.data as { slug: string; status: string; occurrences: Occurrence[] }[];
    const workshop = events.find((e) => e.slug === "latte-art-workshop")!;
    expect(workshop.status).toBe("draft");
    expect(workshop.occurrences.length).toBeGreaterThanOrEqual(1);
    for (const o of events.flatMap((e) => e.occurrences)) {
      expect(o.sold).toBeGreaterThanOrEqual(o.checkedIn);
      if (!o.cancelled) expect(o.remaining).toBe(Math.max(0, o.capacity - o.sold - o.held));
    }
    for (const token of [null, demo().apiToken]) expect((await api("GET", "/operator/events", { token })).status).toBe(401);
  });
});

describe("isolation: the other store's operator", () => {
  it("reads only its own pages, posts, collections and events", async () => {
    const page = await get("/operator/pages/about-us", other().tenantId);
    const demoPage = await get("/operator/pages/about-us");
    expect(page.status).toBe(200);
    expect(demoPage.status).toBe(200);
    const mine = (await get("/operator/collections")).body.data.map((c: { id: string }) => c.id) as string[];
    const theirs = (await get("/operator/collections", other().tenantId)).body.data.map((c: { id: string }) => c.id) as string[];
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((id) => mine.includes(id))).toBe(false);
    const myEvents = (await get("/operator/events")).body.data.map((e: { id: string }) => e.id) as string[];
    const theirEvents = (await get("/operator/events", other().tenantId)).body.data.map((e: { id: string }) => e.id) as string[];
    expect(theirEvents.some((id) => myEvents.includes(id))).toBe(false);
  });
});
