import { describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { expectApiTokenRequired, microsIso } from "../../support/content";

const demo = () => fixtures().demo;

describe("GET /cms/pages", () => {
  it("lists the published pages in a data envelope, field by field", async () => {
    const res = await api("GET", "/cms/pages", { token: demo().apiToken });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(Object.keys(res.body)).toEqual(["data"]);
    expect(Array.isArray(res.body.data)).toBe(true);
    const slugs = res.body.data.map((p: { slug: string }) => p.slug);
    expect(slugs).toEqual(["about-us", "brewing-guide", "shipping-and-returns", "wholesale"]);
    for (const page of res.body.data) {
      expect(Object.keys(page).sort()).toEqual([
        "createdAt",
        "metaDescription",
        "metaTitle",
        "name",
        "publishedAt",
        "slug",
        "status",
        "updatedAt",
      ]);
      expect(typeof page.slug).toBe("string");
      expect(typeof page.name).toBe("string");
      expect(typeof page.metaTitle).toBe("string");
      expect(typeof page.metaDescription).toBe("string");
      expect(page.status).toBe("published");
      expect(page.createdAt).toMatch(microsIso);
      expect(page.updatedAt).toMatch(microsIso);
      expect(page.publishedAt).toMatch(microsIso);
    }
    expect(res.body.data[0]).toEqual({
      slug: "about-us",
      name: "About Us",
      metaTitle: "About Northwind Roasters",
      metaDescription: "A small-batch coffee roaster and tea merchant in Bristol since 2014.",
      status: "published",
      createdAt: "2026-03-15T09:00:00.123456Z",
      updatedAt: "2026-06-23T09:00:00.654321Z",
      publishedAt: "2026-05-04T09:00:00.111111Z",
    });
  });

  it("never lists a draft page", async () => {
    const res = await api("GET", "/cms/pages", { token: demo().apiToken });
    expect(res.body.data.some((p: { slug: string }) => p.slug === "winter-sale-preview")).toBe(false);
    expect(res.body.data.every((p: { status: string }) => p.status === "published")).toBe(true);
  });

  it("keeps the microseconds of the stored timestamps (not milliseconds)", async () => {
    const res = await api("GET", "/cms/pages", { token: demo().apiToken });
    const brewing = res.body.data.find((p: { slug: string }) => p.slug === "brewing-guide");
    expect(brewing.createdAt).toBe("2026-03-17T09:00:00.123458Z");
    expect(brewing.updatedAt).toBe("2026-06-25T09:00:00.654323Z");
  });

  it("answers private, no-store (not a cached endpoint)", async () => {
    const res = await api("GET", "/cms/pages", { token: demo().apiToken });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("requires an API token: missing, garbage, forged or an account token → 401", async () => {
    await expectApiTokenRequired("GET", "/cms/pages");
  });

  it("lists the other store's own pages for its token (same seeded slugs; a page only it publishes is tested in get-page)", async () => {
    const other = await api("GET", "/cms/pages", { token: fixtures().other.apiToken });
    expect(other.status).toBe(200);
    expect(other.body.data.map((p: { slug: string }) => p.slug)).toEqual(
      expect.arrayContaining(["about-us", "brewing-guide", "shipping-and-returns", "wholesale"]),
    );
  });

  it("pages the same list with page and perPage (extension), with meta; no parameters keep the spec's answer", async () => {
    const whole = await api("GET", "/cms/pages", { token: demo().apiToken });
    const slugs = whole.body.data.map((p: { slug: string }) => p.slug);
    const total = slugs.length;
    const second = await api("GET", "/cms/pages?page=2&perPage=2", { token: demo().apiToken });
    expect(second.status).toBe(200);
    expect(Object.keys(second.body)).toEqual(["data", "meta"]);
    expect(second.body.data.map((p: { slug: string }) => p.slug)).toEqual(slugs.slice(2, 4));
    expect(second.body.data[0]).toEqual(whole.body.data[2]);
    expect(second.body.meta).toEqual({ currentPage: 2, lastPage: Math.ceil(total / 2), perPage: 2, total });
    const defaults = await api("GET", "/cms/pages?page=1", { token: demo().apiToken });
    expect(defaults.body.meta).toEqual({ currentPage: 1, lastPage: Math.max(1, Math.ceil(total / 20)), perPage: 20, total });
    expect(defaults.body.data.map((p: { slug: string }) => p.slug)).toEqual(slugs.slice(0, 20));
    const beyond = await api("GET", "/cms/pages?page=50&perPage=1", { token: demo().apiToken });
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.meta.total).toBe(total);
  });

  it("validates page and perPage with 422 {message, errors}", async () => {
    const cases: [string, string, string][] = [
      ["page=0", "page", "The page field must be at least 1."],
      ["perPage=0", "perPage", "The per page field must be at least 1."],
      ["perPage=101", "perPage", "The per page field must not be greater than 100."],
      ["perPage=abc", "perPage", "The per page field must be an integer."],
      ["page=1.5", "page", "The page field must be an integer."],
    ];
    for (const [query, field, message] of cases) {
      const res = await api("GET", `/cms/pages?${query}`, { token: demo().apiToken });
      expect({ query, status: res.status }).toEqual({ query, status: 422 });
      expect(res.body.message).toBe(message);
      expect(res.body.errors[field]).toEqual([message]);
    }
  });

  it("answers other methods with 405", async () => {
    const res = await api("POST", "/cms/pages", { token: demo().apiToken, body: {} });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, OPTIONS");
  });
});
