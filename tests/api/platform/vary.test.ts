import { describe, expect, it } from "vitest";
import { seeded } from "../../support/content";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";

// With an Origin header, CORS's `Vary: Origin` is added to `Vary: Authorization` on the cacheable answers, never in
// its place: a shared cache keying on URL + Origin would serve one store's content to another.
const varyOf = (headers: Headers) =>
  (headers.get("vary") ?? "")
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)
    .sort();

const cacheable = () => [
  "/cms/posts",
  "/cms/posts/how-we-source-our-coffee",
  `/subscription-packages/${seeded.product("demo", "coffee-lovers-box")}/configuration`,
];

describe("Vary is merged, never replaced", () => {
  for (const origin of [undefined, "https://shop.example", fixtures().baseUrl]) {
    it(`cacheable answers keep Vary: Authorization${origin ? ` with Origin ${origin}` : ""}`, async () => {
      for (const path of cacheable()) {
        const res = await api("GET", path, { token: fixtures().demo.apiToken, headers: origin ? { origin } : {} });
        expect(res.status, path).toBe(200);
        expect(res.headers.get("cache-control"), path).toMatch(/^public, s-maxage=\d+/);
        const vary = varyOf(res.headers);
        expect(vary, path).toContain("authorization");
        if (origin) expect(vary, path).toContain("origin");
        expect(new Set(vary).size, path).toBe(vary.length); // merged: each name once
      }
    });
  }

  it("each header name appears once, on errors and private answers too", async () => {
    const res = await api("GET", "/cms/posts/no-such-post", {
      token: fixtures().demo.apiToken,
      headers: { origin: "https://shop.example" },
    });
    expect(res.status).toBe(404);
    const vary = varyOf(res.headers);
    expect(new Set(vary).size).toBe(vary.length);
    expect(vary).toContain("origin");
  });
});
