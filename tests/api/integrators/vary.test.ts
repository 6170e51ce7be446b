import { describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";

/**
 * Next.js adds its router's Vary values (rsc, next-router-state-tree, next-router-prefetch,
 * next-router-segment-prefetch, next-url) to every App Router answer; API answers carry only ours.
 */
const internal = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-url"];
const varyOf = (headers: Headers) =>
  (headers.get("vary") ?? "")
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
const demo = () => fixtures().demo;

describe("Vary on API answers", () => {
  it("has none of Next's internal values, and keeps ours (Authorization, Origin, Accept-Encoding)", async () => {
    const account = await loginAs(demo().customers[0]!);
    const cases: { path: string; token?: string; headers?: Record<string, string>; expect: string[] }[] = [
      // A cacheable answer: Authorization (the store), Accept-Encoding (gzip), Origin (CORS).
      {
        path: "/cms/posts",
        token: demo().apiToken,
        headers: { origin: "https://shop.example", "accept-encoding": "gzip" },
        expect: ["authorization", "accept-encoding", "origin"],
      },
      { path: "/cms/posts", token: demo().apiToken, expect: ["authorization"] },
      { path: "/market", token: demo().apiToken, expect: [] },
      { path: "/account", token: account, headers: { origin: "https://shop.example" }, expect: ["origin"] },
      { path: "/cms/posts/no-such-post", token: demo().apiToken, expect: [] },
      { path: "/market", expect: [] }, // 401
      { path: "/api/health", expect: [] },
    ];
    for (const c of cases) {
      // A router request's own headers must not bring them back either.
      const res = await api("GET", c.path, { token: c.token, headers: { rsc: "1", "next-router-prefetch": "1", ...c.headers } });
      const vary = varyOf(res.headers);
      expect({ path: c.path, internal: vary.filter((v) => internal.includes(v)) }).toEqual({ path: c.path, internal: [] });
      expect(vary, c.path).toEqual(expect.arrayContaining(c.expect));
      expect(new Set(vary).size, c.path).toBe(vary.length);
    }
  });

  it("a preflight's Vary has Origin and nothing of Next's", async () => {
    const res = await fetch(`${fixtures().baseUrl}/api/v1/products`, {
      method: "OPTIONS",
      headers: { origin: new URL(fixtures().baseUrl).origin, "access-control-request-method": "GET" },
    });
    expect(varyOf(res.headers)).toEqual(["origin"]);
  });

  it("pages keep Next's values (the router needs them)", async () => {
    const res = await fetch(`${fixtures().baseUrl}/`, { redirect: "manual" });
    expect(varyOf(res.headers)).toEqual(expect.arrayContaining(["rsc", "next-router-state-tree"]));
  });
});
