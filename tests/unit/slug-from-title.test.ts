import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalogSlug } from "@/lib/catalog/schemas";
import { slugFromTitle } from "@/lib/catalog/slug-from-title";

describe("slugFromTitle: the slug POST /operator/products and /operator/collections derive from a title", () => {
  it("folds accents, lowers case and joins words with single hyphens", () => {
    expect(slugFromTitle("Hand Burr Grinder", "product")).toBe("hand-burr-grinder");
    expect(slugFromTitle("Café Crème — 250 g!", "product")).toBe("cafe-creme-250-g");
    expect(slugFromTitle("Große Straße", "product")).toBe("grosse-strasse");
    expect(slugFromTitle("  --Ça va?--  ", "product")).toBe("ca-va");
  });

  it("falls back when nothing of the title can be kept", () => {
    expect(slugFromTitle("日本茶", "product")).toBe("product");
    expect(slugFromTitle("!!!", "collection")).toBe("collection");
  });

  it("always gives a slug the API accepts, leaving room for a -N suffix", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (title) => {
        const slug = slugFromTitle(title, "product");
        expect(catalogSlug.safeParse(slug).success).toBe(true);
        expect(slug.length).toBeLessThanOrEqual(190);
      }),
    );
  });
});
