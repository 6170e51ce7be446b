import { describe, expect, it } from "vitest";
import { lhciVerdict, type LhciAssertionResult } from "../../scripts/support/lhci-verdict.mjs";

// Shaped as `lhci assert --includePassedAssertions` writes .lighthouseci/assertion-results.json.
const result = (url: string, category: string, actual: number, expected: number, extra: Partial<LhciAssertionResult> = {}) => ({
  name: "minScore",
  url,
  auditId: "categories",
  auditProperty: category,
  actual,
  expected,
  operator: ">=",
  level: "error" as const,
  passed: actual >= expected,
  ...extra,
});

describe("lhci assert's results, read per page", () => {
  it("lists every page checked and no failure when all assertions pass", () => {
    const { failures, asserted } = lhciVerdict([
      result("http://127.0.0.1:4100/", "performance", 0.99, 0.9),
      result("http://127.0.0.1:4100/cart", "performance", 0.91, 0.9),
      result("http://127.0.0.1:4100/cart", "accessibility", 1, 1),
    ]);
    expect(failures.size).toBe(0);
    expect([...asserted].sort()).toEqual(["/", "/cart"]);
  });

  it("names what an error-level miss failed, by page path", () => {
    const { failures } = lhciVerdict([
      result("http://127.0.0.1:4100/cart", "performance", 0.87, 0.9),
      result("http://127.0.0.1:4100/cart", "seo", 0.92, 0.95),
      result("http://127.0.0.1:4100/account", "performance", 0.95, 0.9),
    ]);
    expect(failures.get("/cart")).toEqual(["performance 0.87 (expected >= 0.9)", "seo 0.92 (expected >= 0.95)"]);
    expect(failures.has("/account")).toBe(false);
  });

  it("rounds the median lhci takes of two runs (their mean)", () => {
    const { failures } = lhciVerdict([result("http://127.0.0.1:4100/", "performance", (0.66 + 0.7) / 2, 0.9)]);
    expect(failures.get("/")).toEqual(["performance 0.68 (expected >= 0.9)"]);
  });

  it("does not count a warning-level miss (performance under LIGHTHOUSE_PERFORMANCE=report)", () => {
    const { failures, asserted } = lhciVerdict([result("http://127.0.0.1:4100/", "performance", 0.85, 0.9, { level: "warn" })]);
    expect(failures.size).toBe(0);
    expect(asserted.has("/")).toBe(true);
  });
});
