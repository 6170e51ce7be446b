import http from "node:http";
import { gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { seedId } from "../../../db/seed/ids";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { operatorToken } from "../../support/operator-tokens";
import { newStore, type NewStore } from "../settings/support";

// Cacheable answers are kept serialized per tenant with a strong ETag; If-None-Match answers 304 with no
// body (and no database work); JSON over 1 KiB is gzip-compressed when asked, with Vary: Accept-Encoding.
// The reads run on a demo store of this file's own (no other file writes to it, so an answer changes only when
// this file changes it); edits touch only the `norewards` store's content, always back to the seeded values.

const demo = () => fixtures().demo;
const other = () => fixtures().other;
const norewards = () => fixtures().norewards;
const strongEtag = /^"[A-Za-z0-9_-]+(-gz)?"$/;

type Raw = { status: number; headers: http.IncomingHttpHeaders; bytes: Buffer };

/** One GET whose body is not decompressed (fetch would hide the encoding). */
function rawGet(path: string, headers: Record<string, string>): Promise<Raw> {
  const url = new URL(`${fixtures().baseUrl}${path.startsWith("/api") ? "" : "/api/v1"}${path}`);
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

const varyOf = (value: string | string[] | undefined | null) =>
  String(value ?? "")
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);

let own: NewStore;
let boxId: string;
beforeAll(async () => {
  own = await newStore(["--demo"], "Conditional Requests");
  const products = await api("GET", "/products?perPage=100", { token: own.apiToken });
  expect(products.status).toBe(200);
  boxId = (products.body.data as { id: string; slug: string }[]).find((p) => p.slug === "coffee-lovers-box")!.id;
}, 120_000);

const cacheable = () => [
  "/cms/posts/how-we-source-our-coffee",
  "/cms/posts",
  `/subscription-packages/${boxId}/configuration`,
  "/cms/pages",
  "/cms/pages/about-us",
  "/products",
  "/search?q=coffee",
];

/** Three reads of `path` with `If-None-Match: etag`, one after another. */
async function conditionalRepeats(path: string, etag: string) {
  const answers = [];
  for (let i = 0; i < 3; i++) answers.push(await api("GET", path, { token: own.apiToken, headers: { "if-none-match": etag } }));
  return answers;
}

describe("ETag and If-None-Match on cacheable answers", () => {
  it("every cacheable answer carries a strong ETag; the same answer the same ETag", async () => {
    for (const path of cacheable()) {
      const first = await api("GET", path, { token: own.apiToken });
      const second = await api("GET", path, { token: own.apiToken });
      expect(first.status, path).toBe(200);
      expect(first.headers.get("etag"), path).toMatch(strongEtag);
      expect(second.headers.get("etag"), path).toBe(first.headers.get("etag"));
      expect(second.body, path).toEqual(first.body);
    }
  });

  it("If-None-Match with the current ETag answers 304, no body, with the answer's caching headers and no SQL", async () => {
    for (const path of cacheable()) {
      const first = await api("GET", path, { token: own.apiToken });
      const repeats = await conditionalRepeats(path, first.headers.get("etag")!);
      const etag = first.headers.get("etag")!;
      for (const again of repeats) {
        expect(again.status, path).toBe(304);
        expect(again.text, path).toBe("");
        expect(again.headers.get("etag"), path).toBe(etag);
        expect(again.headers.get("cache-control"), path).toBe(first.headers.get("cache-control"));
        for (const name of varyOf(first.headers.get("vary"))) expect(varyOf(again.headers.get("vary")), path).toContain(name);
      }
      // Tokens are cached per process; a repeat is served from the tenant's cache: no SQL at all.
      expect(Math.min(...repeats.map((r) => Number(r.headers.get("x-query-count") ?? "0"))), path).toBe(0);
    }
  });

  it("a weak, listed or wildcard If-None-Match also matches; a different one gets the full answer", async () => {
    const path = "/cms/posts/how-we-source-our-coffee";
    const first = await api("GET", path, { token: demo().apiToken });
    const etag = first.headers.get("etag")!;
    for (const header of [`W/${etag}`, `"nope", ${etag}`, "*"]) {
      expect((await api("GET", path, { token: demo().apiToken, headers: { "if-none-match": header } })).status, header).toBe(304);
    }
    const miss = await api("GET", path, { token: demo().apiToken, headers: { "if-none-match": '"something-else"' } });
    expect(miss.status).toBe(200);
    expect(miss.body).toEqual(first.body);
  });

  it("tenant A's ETag never gets a 304 from tenant B: each store's answer has its own ETag", async () => {
    for (const path of ["/cms/posts/how-we-source-our-coffee", "/cms/pages/about-us", "/cms/posts"]) {
      const ours = await api("GET", path, { token: demo().apiToken });
      const theirs = await api("GET", path, { token: other().apiToken });
      expect(theirs.status, path).toBe(200);
      expect(theirs.headers.get("etag"), path).not.toBe(ours.headers.get("etag"));
      const crossed = await api("GET", path, { token: other().apiToken, headers: { "if-none-match": ours.headers.get("etag")! } });
      expect(crossed.status, path).toBe(200);
      expect(crossed.body, path).toEqual(theirs.body); // equal bodies in two stores still have two ETags
    }
  });

  it("the same slug is each store's own post, whichever ETag is sent", async () => {
    const path = "/cms/posts/how-we-source-our-coffee";
    const ours = await api("GET", path, { token: demo().apiToken });
    const theirs = await api("GET", path, { token: other().apiToken, headers: { "if-none-match": ours.headers.get("etag")! } });
    expect(ours.body.seo.title).toBe("How We Source Our Coffee | Northwind Roasters");
    expect(theirs.body.seo.title).toBe("How We Source Our Coffee | Other Store");
  });

  it("an error answer carries no ETag and is never 304", async () => {
    const res = await api("GET", "/cms/posts/no-such-post", { token: demo().apiToken, headers: { "if-none-match": "*" } });
    expect(res.status).toBe(404);
    expect(res.headers.get("etag")).toBeNull();
    expect(res.body).toEqual({ message: "Post not found.", code: "not_found" });
  });

  it("private answers are not given ETags or 304s by this layer", async () => {
    const res = await api("GET", "/market", { token: demo().apiToken, headers: { "if-none-match": "*" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("operator edits change the ETag", () => {
  it("a post edit: the old ETag gets the new answer, the new ETag 304", async () => {
    const slug = "a-beginners-guide-to-loose-leaf-tea";
    const path = `/cms/posts/${slug}`;
    const before = await api("GET", path, { token: norewards().apiToken });
    const listBefore = await api("GET", "/cms/posts", { token: norewards().apiToken });
    expect(before.status).toBe(200);
    const op = await operatorToken(norewards().tenantId);
    const original = before.body.title as string;
    try {
      expect((await api("PATCH", `/operator/posts/${slug}`, { token: op, body: { title: `${original} (edited)` } })).status).toBe(200);
      const after = await api("GET", path, { token: norewards().apiToken, headers: { "if-none-match": before.headers.get("etag")! } });
      expect(after.status).toBe(200);
      expect(after.body.title).toBe(`${original} (edited)`);
      expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
      const again = await api("GET", path, { token: norewards().apiToken, headers: { "if-none-match": after.headers.get("etag")! } });
      expect(again.status).toBe(304);
      const listAfter = await api("GET", "/cms/posts", {
        token: norewards().apiToken,
        headers: { "if-none-match": listBefore.headers.get("etag")! },
      });
      expect(listAfter.status).toBe(200);
      expect(listAfter.headers.get("etag")).not.toBe(listBefore.headers.get("etag"));
    } finally {
      expect((await api("PATCH", `/operator/posts/${slug}`, { token: op, body: { title: original } })).status).toBe(200);
    }
  });

  it("a page edit changes the page's and the page list's ETags", async () => {
    const slug = "shipping-and-returns";
    const page = await api("GET", `/cms/pages/${slug}`, { token: norewards().apiToken });
    const list = await api("GET", "/cms/pages", { token: norewards().apiToken });
    expect(page.status).toBe(200);
    const op = await operatorToken(norewards().tenantId);
    const original = page.body.name as string;
    try {
      expect((await api("PATCH", `/operator/pages/${slug}`, { token: op, body: { name: `${original} (edited)` } })).status).toBe(200);
      const pageAfter = await api("GET", `/cms/pages/${slug}`, {
        token: norewards().apiToken,
        headers: { "if-none-match": page.headers.get("etag")! },
      });
      expect(pageAfter.status).toBe(200);
      expect(pageAfter.body.name).toBe(`${original} (edited)`);
      const listAfter = await api("GET", "/cms/pages", {
        token: norewards().apiToken,
        headers: { "if-none-match": list.headers.get("etag")! },
      });
      expect(listAfter.status).toBe(200);
      expect(listAfter.headers.get("etag")).not.toBe(list.headers.get("etag"));
    } finally {
      expect((await api("PATCH", `/operator/pages/${slug}`, { token: op, body: { name: original } })).status).toBe(200);
    }
  });

  it("a package edit changes the configuration's ETag", async () => {
    const path = `/subscription-packages/${seedId("norewards", "product", "coffee-lovers-box")}/configuration`;
    const before = await api("GET", path, { token: norewards().apiToken });
    expect(before.status).toBe(200);
    const op = await operatorToken(norewards().tenantId);
    const original = before.body.data.minItems as number;
    const edit = (minItems: number) =>
      api("PATCH", `/operator/subscription-packages/${seedId("norewards", "product", "coffee-lovers-box")}`, {
        token: op,
        body: { minItems },
      });
    try {
      expect((await edit(original + 1)).status).toBe(200);
      const after = await api("GET", path, { token: norewards().apiToken, headers: { "if-none-match": before.headers.get("etag")! } });
      expect(after.status).toBe(200);
      expect(after.body.data.minItems).toBe(original + 1);
      expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
    } finally {
      expect((await edit(original)).status).toBe(200);
    }
  });
});

describe("compression", () => {
  it("JSON over 1 KiB is gzip-compressed when asked, with Vary: Accept-Encoding; the bytes decompress to the same answer", async () => {
    const token = own.apiToken;
    for (const path of ["/openapi.json", "/cms/posts", `/subscription-packages/${boxId}/configuration`]) {
      const plain = await rawGet(path, { authorization: `Bearer ${token}` });
      const gz = await rawGet(path, { authorization: `Bearer ${token}`, "accept-encoding": "gzip, deflate, br" });
      expect(plain.status, path).toBe(200);
      expect(plain.bytes.length, path).toBeGreaterThan(1024);
      expect(plain.headers["content-encoding"], path).toBeUndefined();
      expect(gz.headers["content-encoding"], path).toBe("gzip");
      expect(gz.bytes.length, path).toBeLessThan(plain.bytes.length);
      expect(gunzipSync(gz.bytes).equals(plain.bytes), path).toBe(true);
      expect(varyOf(plain.headers.vary), path).toContain("accept-encoding");
      expect(varyOf(gz.headers.vary), path).toContain("accept-encoding");
      // Each coding has its own strong validator; either one validates a conditional request.
      expect(gz.headers.etag, path).not.toBe(plain.headers.etag);
      for (const etag of [plain.headers.etag!, gz.headers.etag!]) {
        const conditional = await rawGet(path, { authorization: `Bearer ${token}`, "accept-encoding": "gzip", "if-none-match": etag });
        expect(conditional.status, path).toBe(304);
        expect(conditional.bytes.length, path).toBe(0);
      }
    }
  });

  it("gzip;q=0 and identity-only clients get identity bytes", async () => {
    for (const accept of ["gzip;q=0", "identity", "br;q=0.5, gzip;q=0"]) {
      const res = await rawGet("/openapi.json", { "accept-encoding": accept });
      expect(res.status, accept).toBe(200);
      expect(res.headers["content-encoding"], accept).toBeUndefined();
      expect(() => JSON.parse(res.bytes.toString("utf8")) as unknown, accept).not.toThrow();
    }
  });

  it("small answers are sent as they are", async () => {
    const res = await rawGet("/cms/posts/meet-the-roasters", { authorization: `Bearer ${demo().apiToken}`, "accept-encoding": "gzip" });
    expect(res.status).toBe(200);
    expect(res.bytes.length).toBeLessThan(1024);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers.etag).toMatch(strongEtag);
  });
});
