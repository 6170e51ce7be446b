import { describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { expectApiTokenRequired, secondsIso } from "../../support/content";

const demo = () => fixtures().demo;
const base = () => fixtures().baseUrl;

const newestFirst = [
  "holiday-gift-ideas",
  "meet-the-roasters",
  "five-ways-to-use-your-grinder",
  "a-beginners-guide-to-loose-leaf-tea",
  "how-we-source-our-coffee",
];

describe("GET /cms/posts (blog index, extension)", () => {
  it("lists published posts newest first with {data, meta}, field by field", async () => {
    const res = await api("GET", "/cms/posts", { token: demo().apiToken });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["data", "meta"]);
    expect(res.body.meta).toEqual({ currentPage: 1, lastPage: 1, perPage: 12, total: 5 });
    expect(res.body.data.map((p: { slug: string }) => p.slug)).toEqual(newestFirst);
    for (const post of res.body.data) {
      expect(Object.keys(post).sort()).toEqual([
        "author",
        "createdAt",
        "excerpt",
        "featuredImage",
        "publishedAt",
        "slug",
        "title",
        "updatedAt",
      ]);
      expect(post.publishedAt).toMatch(secondsIso);
      expect(post.createdAt).toMatch(secondsIso);
      expect(post.updatedAt).toMatch(secondsIso);
      expect(typeof post.author.name).toBe("string");
      expect(post.featuredImage.startsWith(`${base()}/images/`)).toBe(true);
    }
    expect(res.body.data[0]).toEqual({
      slug: "holiday-gift-ideas",
      title: "Holiday Gift Ideas for Coffee Lovers",
      excerpt: "From grinders to gift cards: presents that get used every day.",
      featuredImage: `${base()}/images/blog/gifts.svg`,
      author: { name: "Maya Thornton", avatar: null },
      publishedAt: "2026-08-30T09:00:00Z",
      createdAt: "2026-08-20T09:00:00Z",
      updatedAt: "2026-09-09T09:00:00Z",
    });
    expect(res.headers.get("cache-control")).toBe("public, s-maxage=600, stale-while-revalidate=3600");
  });

  it("never lists a draft", async () => {
    const res = await api("GET", "/cms/posts?perPage=100", { token: demo().apiToken });
    expect(res.body.data.map((p: { slug: string }) => p.slug)).not.toContain("unreleased-spring-menu");
  });

  it("pages with page and perPage", async () => {
    const page2 = await api("GET", "/cms/posts?page=2&perPage=2", { token: demo().apiToken });
    expect(page2.status).toBe(200);
    expect(page2.body.meta).toEqual({ currentPage: 2, lastPage: 3, perPage: 2, total: 5 });
    expect(page2.body.data.map((p: { slug: string }) => p.slug)).toEqual(newestFirst.slice(2, 4));
    const beyond = await api("GET", "/cms/posts?page=9&perPage=2", { token: demo().apiToken });
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.meta).toEqual({ currentPage: 9, lastPage: 3, perPage: 2, total: 5 });
  });

  it("validates the paging parameters with 422 {message, errors}", async () => {
    const cases: [string, string, string][] = [
      ["page=0", "page", "The page field must be at least 1."],
      ["perPage=101", "perPage", "The per page field must not be greater than 100."],
      ["perPage=abc", "perPage", "The per page field must be an integer."],
      ["page=1.5", "page", "The page field must be an integer."],
    ];
    for (const [query, field, message] of cases) {
      const res = await api("GET", `/cms/posts?${query}`, { token: demo().apiToken });
      expect({ query, status: res.status }).toEqual({ query, status: 422 });
      expect(res.body.message).toBe(message);
      expect(res.body.errors[field]).toEqual([message]);
    }
  });

  it("requires an API token: missing, garbage, forged or an account token → 401", async () => {
    await expectApiTokenRequired("GET", "/cms/posts");
  });

  it("lists only the caller's store's posts", async () => {
    const theirs = await api("GET", "/cms/posts?perPage=100", { token: fixtures().other.apiToken });
    expect(theirs.status).toBe(200);
    // The other store's published set may change while get-post.test.ts edits its copy of meet-the-roasters.
    expect(theirs.body.data.length).toBeGreaterThanOrEqual(4);
    const ours = await api("GET", "/cms/posts?perPage=100", { token: demo().apiToken });
    expect(ours.body.meta.total).toBe(5);
    expect(ours.body.data.map((p: { title: string }) => p.title)).not.toContain("Meet the Other Roasters");
  });
});
