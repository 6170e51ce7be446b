import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * lib/pricing is the only code that prices (DESIGN "One order calculator", issue 24). This test reads the sources of
 * lib/, app/, components/ and hooks/ and fails on the pricing rules that used to be scattered: "current price" as
 * `coalesce(sale_price, price)` or `salePrice ?? price`, and delivery computed outside the calculator.
 */
const root = path.resolve(import.meta.dirname, "../..");
const roots = ["lib", "app", "components", "hooks"];

const rules: { name: string; pattern: RegExp }[] = [
  { name: "current price in SQL (coalesce of a sale price)", pattern: /coalesce\(\s*(\$\{\s*\w+\.salePrice\s*\}|[\w."]*sale_price)/ },
  { name: "current price in TypeScript (salePrice ?? …)", pattern: /salePrice\s*\?\?/ },
  { name: "delivery priced outside the calculator", pattern: /\b(shippingFor|quoteShipping)\(/ },
];

/** Files that may still match, each for a stated reason. Keep it empty; every entry is a debt. */
const allowed = new Set<string>([]);

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...sources(full));
    else if (/\.(ts|tsx)$/.test(entry)) out.push(full);
  }
  return out;
}

describe("nothing outside lib/pricing computes money", () => {
  it("finds no pricing rule outside lib/pricing (and the allow-list)", () => {
    const offences: string[] = [];
    for (const r of roots) {
      for (const file of sources(path.join(root, r))) {
        const rel = path.relative(root, file).split(path.sep).join("/");
        if (rel.startsWith("lib/pricing/") || allowed.has(rel)) continue;
        const text = readFileSync(file, "utf8");
        for (const rule of rules) if (rule.pattern.test(text)) offences.push(`${rel}: ${rule.name}`);
      }
    }
    expect(offences).toEqual([]);
  });

  it("the rules catch what they are meant to", () => {
    const [sqlRule, tsRule, shipRule] = rules;
    expect(sqlRule?.pattern.test("sql`coalesce(${p.salePrice}, ${p.price})`")).toBe(true);
    expect(sqlRule?.pattern.test("'unitPrice', coalesce(pr.sale_price, pr.price)")).toBe(true);
    expect(sqlRule?.pattern.test("coalesce(name, '')")).toBe(false);
    expect(tsRule?.pattern.test("row.salePrice ?? row.price")).toBe(true);
    expect(shipRule?.pattern.test("shippingFor(rates, 'GB', 10)")).toBe(true);
  });
});
