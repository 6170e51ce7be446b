import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeCallbackUrl } from "@/lib/storefront/safe-redirect";

describe("safeCallbackUrl (where sign-in may send the shopper back to)", () => {
  it.each(["/account/orders", "/cart", "/products/kenya-aa?ref=1#top", "/"])("keeps the same-site path %s", (path) => {
    expect(safeCallbackUrl(path)).toBe(path);
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/account",
    "javascript:alert(1)",
    "account",
    "",
    "/account\r\nSet-Cookie: x=1",
    "/login",
    "/login?callbackUrl=/account",
    "/register",
    "/api/v1/account/logout",
  ])("refuses %j", (value) => {
    expect(safeCallbackUrl(value)).toBe("/account");
  });

  it("takes the first of repeated parameters, and falls back when there is none", () => {
    expect(safeCallbackUrl(["/cart", "//evil.example"])).toBe("/cart");
    expect(safeCallbackUrl(["//evil.example", "/cart"])).toBe("/account");
    expect(safeCallbackUrl(undefined)).toBe("/account");
    expect(safeCallbackUrl(null, "/")).toBe("/");
  });

  it("whatever it returns is a path on this site", () => {
    fc.assert(
      fc.property(
        fc
          .tuple(fc.constantFrom("", "/", "//", "/\\", "\\", "https://", "http:", "javascript:", "/%2F"), fc.string())
          .map(([a, b]) => a + b),
        (value) => {
          const url = new URL(safeCallbackUrl(value), "https://shop.example");
          expect(url.origin).toBe("https://shop.example");
        },
      ),
    );
  });
});
