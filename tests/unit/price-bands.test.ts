import { describe, expect, it } from "vitest";
import { formatWholeMajorUnits } from "@/lib/money";
import { findPriceBand, priceBandLabel, priceBands } from "@/lib/storefront/price-bands";

describe("the collection page's price bands", () => {
  it("are labelled in whole amounts of the shopper's currency", () => {
    expect(priceBands.map((b) => priceBandLabel(b, "GBP"))).toEqual(["Under £10", "£10 to £20", "£20 to £40", "£40 and over"]);
    expect(priceBands.map((b) => priceBandLabel(b, "EUR"))).toEqual(["Under €10", "€10 to €20", "€20 to €40", "€40 and over"]);
    expect(priceBandLabel(priceBands[1]!, "USD")).toBe("$10 to $20");
    expect(formatWholeMajorUnits(1250, "JPY")).toBe("¥1,250");
  });

  it("meet end to end without overlapping: each band's upper bound is a penny below the next band's lower bound", () => {
    for (let i = 0; i + 1 < priceBands.length; i++) {
      const here = priceBands[i]!;
      const next = priceBands[i + 1]!;
      expect(here.to).toBe(next.from);
      expect(Number(here.query.maxPrice)).toBeCloseTo(Number(next.query.minPrice) - 0.01, 10);
    }
    expect(priceBands[0]!.query).toEqual({ maxPrice: "9.99" });
    expect(priceBands.at(-1)!.query).toEqual({ minPrice: "40" });
  });

  it("are found by their value only", () => {
    expect(findPriceBand("10-20")?.query).toEqual({ minPrice: "10", maxPrice: "19.99" });
    expect(findPriceBand("5-7")).toBeUndefined();
    expect(findPriceBand(undefined)).toBeUndefined();
  });
});
