import { describe, expect, it } from "vitest";
import { withoutInternalVary } from "@/lib/http/node-server.mjs";

describe("Next's internal Vary values are dropped from API answers (lib/http/node-server.mjs)", () => {
  it("drops rsc and next-router-* and next-url, whatever the case, and keeps ours in order", () => {
    expect(
      withoutInternalVary(["RSC, Next-Router-State-Tree, Next-Router-Prefetch, Next-Router-Segment-Prefetch", "Authorization, Origin"]),
    ).toEqual(["Authorization, Origin"]);
    expect(
      withoutInternalVary("rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, next-url"),
    ).toBeUndefined();
    expect(withoutInternalVary("Accept-Encoding")).toEqual(["Accept-Encoding"]);
    expect(withoutInternalVary(["Authorization", "rsc", "Accept-Encoding"])).toEqual(["Authorization, Accept-Encoding"]);
    expect(withoutInternalVary("*")).toEqual(["*"]);
  });
});
