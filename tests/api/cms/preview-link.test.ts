import { createHmac } from "node:crypto";
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../support/http";
import { fixtures } from "../../support/fixtures";
import { newStaff, newStore, type NewStore } from "../settings/support";
import { contentStore, storefrontPage, word } from "./support";

// POST /operator/pages/{pageSlug}/preview-link and /operator/posts/{slug}/preview-link, and the reads that take the
// token: a draft shown for an hour without publishing, never cached; an expired, altered or misdirected token → 404.

let store: NewStore & { host: string };
let other: NewStore;

beforeAll(async () => {
  [store, other] = await Promise.all([contentStore(), newStore(["--country", "GB"])]);
}, 120_000);

/** A token signed with the server's preview key but issued two hours ago (so expired an hour ago). */
async function expiredToken(tenantId: string, kind: "page" | "post", slug: string): Promise<string> {
  const key = new Uint8Array(createHmac("sha256", fixtures().authSecret).update("storefront:content-preview:v1").digest());
  const issued = Math.floor(Date.now() / 1000) - 2 * 60 * 60;
  return new SignJWT({ kind, slug })
    .setProtectedHeader({ alg: "HS256", typ: "sf-preview+jwt" })
    .setSubject(tenantId)
    .setIssuer("storefront")
    .setAudience("storefront-content-preview")
    .setIssuedAt(issued)
    .setExpirationTime(issued + 60 * 60)
    .sign(key);
}

/** The token with one character of its signature changed. */
const altered = (token: string) => token.slice(0, -2) + (token.at(-2) === "A" ? "B" : "A") + token.at(-1);

describe("preview links", { timeout: 120_000 }, () => {
  it("shows a draft page through its link for an hour, privately, without publishing it", async () => {
    const w = word();
    const made = await api("POST", "/operator/pages", { token: store.op, body: { name: `${w} Draft`, content: "<h2>Soon</h2>" } });
    expect(made).toMatchObject({ status: 201, body: { data: { slug: `${w}-draft`, status: "draft" } } });
    const before = Date.now();
    const link = await api("POST", `/operator/pages/${w}-draft/preview-link`, { token: store.op });
    expect(link.status).toBe(201);
    const { url, token, expiresAt } = link.body.data as { url: string; token: string; expiresAt: string };
    expect(new URL(url).pathname).toBe(`/pages/${w}-draft`);
    expect(new URL(url).searchParams.get("preview")).toBe(token);
    const lasts = Date.parse(expiresAt) - before;
    expect(lasts).toBeGreaterThan(59 * 60 * 1000);
    expect(lasts).toBeLessThanOrEqual(60 * 60 * 1000 + 5000);

    const shown = await api("GET", `/cms/pages/${w}-draft?preview=${token}`, { token: store.apiToken });
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ slug: `${w}-draft`, content: "<h2>Soon</h2>", status: "draft" });
    expect(shown.headers.get("cache-control")).toBe("private, no-store");
    // Still a draft: the plain read, the list and the storefront page do not show it.
    expect((await api("GET", `/cms/pages/${w}-draft`, { token: store.apiToken })).status).toBe(404);
    expect((await api("GET", "/cms/pages", { token: store.apiToken })).body.data).toEqual([]);
    expect((await storefrontPage(store.host, `/pages/${w}-draft`)).status).toBe(404);

    const page = await storefrontPage(store.host, `/pages/${w}-draft?preview=${token}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain("<h2>Soon</h2>");
    expect(page.html).toMatch(/<aside[^>]*aria-label="Preview"/);
    expect(page.cacheControl).toBe("private, no-store");
    // An edit shows in the next preview at once: no cache kept the first answer.
    await api("PATCH", `/operator/pages/${w}-draft`, { token: store.op, body: { content: "<h2>Sooner</h2>" } });
    expect((await api("GET", `/cms/pages/${w}-draft?preview=${token}`, { token: store.apiToken })).body.content).toBe("<h2>Sooner</h2>");
    expect((await storefrontPage(store.host, `/pages/${w}-draft?preview=${token}`)).html).toContain("<h2>Sooner</h2>");
  });

  it("shows a draft post through its link; the plain read stays 404", async () => {
    const w = word();
    const made = await api("POST", "/operator/posts", { token: store.op, body: { title: `${w} News`, content: "<ul><li>One</li></ul>" } });
    expect(made.status).toBe(201);
    const link = await api("POST", `/operator/posts/${w}-news/preview-link`, { token: store.op });
    expect(link.status).toBe(201);
    const { url, token } = link.body.data as { url: string; token: string };
    expect(new URL(url).pathname).toBe(`/blog/${w}-news`);
    const shown = await api("GET", `/cms/posts/${w}-news?preview=${token}`, { token: store.apiToken });
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ slug: `${w}-news`, title: `${w} News`, content: "<ul><li>One</li></ul>" });
    expect(shown.headers.get("cache-control")).toBe("private, no-store");
    expect((await api("GET", `/cms/posts/${w}-news`, { token: store.apiToken })).status).toBe(404);
    expect((await api("GET", "/cms/posts", { token: store.apiToken })).body.data).toEqual([]);
    const page = await storefrontPage(store.host, `/blog/${w}-news?preview=${token}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain("<li>One</li>");
    expect(page.html).toMatch(/<aside[^>]*aria-label="Preview"/);
    expect(page.cacheControl).toBe("private, no-store");
    expect((await storefrontPage(store.host, `/blog/${w}-news`)).status).toBe(404);
  });

  it("answers the normal 404 for an expired, altered, misdirected or other store's token", async () => {
    const w = word();
    await api("POST", "/operator/pages", { token: store.op, body: { name: `${w} Secret` } });
    await api("POST", "/operator/pages", { token: store.op, body: { name: `${w} Other` } });
    await api("POST", "/operator/posts", { token: store.op, body: { title: `${w} Secret` } });
    const { token } = (await api("POST", `/operator/pages/${w}-secret/preview-link`, { token: store.op })).body.data as { token: string };
    const unknownPage = await api("GET", `/cms/pages/${w}-nothing`, { token: store.apiToken });
    const unknownPost = await api("GET", `/cms/posts/${w}-nothing`, { token: store.apiToken });
    expect([unknownPage.status, unknownPost.status]).toEqual([404, 404]);
    const refused = [
      ["/cms/pages", `${w}-secret`, await expiredToken(store.tenantId, "page", `${w}-secret`), store.apiToken],
      ["/cms/pages", `${w}-secret`, altered(token), store.apiToken],
      ["/cms/pages", `${w}-secret`, "not-a-token", store.apiToken],
      ["/cms/pages", `${w}-other`, token, store.apiToken],
      ["/cms/posts", `${w}-secret`, token, store.apiToken],
      ["/cms/pages", `${w}-secret`, token, other.apiToken],
    ] as const;
    for (const [base, slug, sent, apiToken] of refused) {
      const answer = await api("GET", `${base}/${slug}?preview=${encodeURIComponent(sent)}`, { token: apiToken });
      const unknown = base === "/cms/pages" ? unknownPage : unknownPost;
      expect({ base, slug, status: answer.status, body: answer.body }).toEqual({ base, slug, status: 404, body: unknown.body });
    }
    const expiredPage = await storefrontPage(
      store.host,
      `/pages/${w}-secret?preview=${await expiredToken(store.tenantId, "page", `${w}-secret`)}`,
    );
    expect(expiredPage.status).toBe(404);
    expect((await storefrontPage(store.host, `/pages/${w}-secret?preview=${altered(token)}`)).status).toBe(404);
  });

  it("issues links for the store's own records only, to its staff", async () => {
    const w = word();
    await api("POST", "/operator/posts", { token: store.op, body: { title: `${w} Mine` } });
    expect((await api("POST", `/operator/posts/${w}-mine/preview-link`, { token: other.op })).status).toBe(404);
    expect((await api("POST", `/operator/pages/${w}-none/preview-link`, { token: store.op })).status).toBe(404);
    expect((await api("POST", `/operator/posts/${w}-mine/preview-link`, { token: store.apiToken })).status).toBe(401);
    const staff = await newStaff(store, "staff");
    expect((await api("POST", `/operator/posts/${w}-mine/preview-link`, { token: staff.token })).status).toBe(201);
  });
});
