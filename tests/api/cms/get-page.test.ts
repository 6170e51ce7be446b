import { afterAll, describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { expectApiTokenRequired, microsIso } from "../../support/content";
import { operatorToken } from "../../support/operator-tokens";

const demo = () => fixtures().demo;
const other = () => fixtures().other;
const base = () => fixtures().baseUrl;

describe("GET /cms/pages/{pageSlug}", () => {
  afterAll(async () => {
    // Put the other store's draft back as seeded.
    const token = await operatorToken(other().tenantId);
    await api("PATCH", "/operator/pages/winter-sale-preview", { token, body: { status: "draft", name: "Winter Sale Preview" } });
  });

  it("returns one published page, not enveloped, field by field", async () => {
    const res = await api("GET", "/cms/pages/about-us", { token: demo().apiToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      slug: "about-us",
      name: "About Us",
      content: expect.stringContaining("<h2>Roasted in small batches</h2>"),
      seo: {
        title: "About Northwind Roasters",
        description: "A small-batch coffee roaster and tea merchant in Bristol since 2014.",
        ogImage: `${base()}/images/social/about-og.svg`,
      },
      status: "published",
      fields: {
        heroImage: `${base()}/images/pages/about-hero.svg`,
        teamPhoto: `${base()}/images/pages/team.svg`,
      },
      createdAt: "2026-03-15T09:00:00.123456Z",
      updatedAt: "2026-06-23T09:00:00.654321Z",
      publishedAt: "2026-05-04T09:00:00.111111Z",
    });
    expect(res.body.createdAt).toMatch(microsIso);
    expect(res.body.updatedAt).toMatch(microsIso);
    expect(res.body.publishedAt).toMatch(microsIso);
  });

  it("returns absolute image URLs, and a field that is not a path as it is", async () => {
    const res = await api("GET", "/cms/pages/wholesale", { token: demo().apiToken });
    expect(res.status).toBe(200);
    expect(res.body.fields).toEqual({ form: "wholesale-enquiry" });
    expect(res.body.seo.ogImage).toBe(`${base()}/images/social/store-social.svg`);
    expect(new URL(res.body.seo.ogImage).origin).toBe(new URL(base()).origin);
  });

  it("answers 404 {message} for an unknown slug", async () => {
    const res = await api("GET", "/cms/pages/no-such-page", { token: demo().apiToken });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Page not found.", code: "not_found" });
  });

  it("answers a draft page exactly like an unknown one", async () => {
    const draft = await api("GET", "/cms/pages/winter-sale-preview", { token: demo().apiToken });
    const unknown = await api("GET", "/cms/pages/no-such-page", { token: demo().apiToken });
    expect(draft.status).toBe(404);
    expect(draft.body).toEqual(unknown.body);
    expect(draft.text).not.toMatch(/Secret|Winter/);
  });

  it("answers 404, never 500, for odd slugs", async () => {
    for (const slug of ["About-Us", "about_us", "%E2%9C%93", "a".repeat(300), "about-us%00", "..%2F..%2Fetc", "'%20or%201=1--"]) {
      const res = await api("GET", `/cms/pages/${slug}`, { token: demo().apiToken });
      expect({ slug, status: res.status, body: res.body }).toEqual({
        slug,
        status: 404,
        body: { message: "Page not found.", code: "not_found" },
      });
    }
  });

  it("requires an API token: missing, garbage, forged or an account token → 401", async () => {
    await expectApiTokenRequired("GET", "/cms/pages/about-us");
  });

  it("keeps tenants apart: a page published in one store stays a 404 in the other", async () => {
    // The other store publishes its copy of the draft under a name only it has.
    const op = await operatorToken(other().tenantId);
    const published = await api("PATCH", "/operator/pages/winter-sale-preview", {
      token: op,
      body: { status: "published", name: "Winter Sale Preview Other" },
    });
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ slug: "winter-sale-preview", status: "published", name: "Winter Sale Preview Other" });
    expect(published.body.data.publishedAt).toMatch(microsIso);

    const theirs = await api("GET", "/cms/pages/winter-sale-preview", { token: other().apiToken });
    expect(theirs.status).toBe(200);
    expect(theirs.body.name).toBe("Winter Sale Preview Other");
    const theirList = await api("GET", "/cms/pages", { token: other().apiToken });
    expect(theirList.body.data.map((p: { slug: string }) => p.slug)).toContain("winter-sale-preview");

    const ours = await api("GET", "/cms/pages/winter-sale-preview", { token: demo().apiToken });
    expect(ours.status).toBe(404);
    const ourList = await api("GET", "/cms/pages", { token: demo().apiToken });
    expect(ourList.body.data.map((p: { slug: string }) => p.slug)).not.toContain("winter-sale-preview");
  });
});
