import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * lib/pricing and lib/money are the only code that computes money. This test reads the sources of lib/, app/,
 * components/ and hooks/ and fails on the pricing rules that used to be scattered: "current price" as
 * `coalesce(sale_price, price)` or `salePrice ?? price`, delivery computed outside the calculator, a line's amount
 * recomputed as unit price × quantity (order answers and screens show the stored line total), major and minor units
 * converted by hand (`10 ** currencyExponent(…)`: lib/money converts), arithmetic on stored amounts (captured,
 * refunded, totals, prices: lib/pricing has a function for each), and amounts rounded in SQL (rounding is JS, in
 * lib/pricing).
 */
const root = path.resolve(import.meta.dirname, "../..");
const roots = ["lib", "app", "components", "hooks"];

/** Stored and computed amounts by name, in TypeScript and in SQL. */
const amountNames = String.raw`(?:capturedTotal|refundedTotal|captured_total|refunded_total|lineTotal|line_total|lineSubtotal|unitPrice|unit_price|subtotal|discountTotal|discount_total|taxTotal|tax_total|shippingTotal|shipping_total|pointsValue|points_value|salePrice|sale_price|subscriberPrice|subscriber_price|fixedPrice|fixed_price|flatRate|flat_rate|freeOver|free_over)`;

const rules: { name: string; pattern: RegExp }[] = [
  { name: "current price in SQL (coalesce of a sale price)", pattern: /coalesce\(\s*(\$\{\s*\w+\.salePrice\s*\}|[\w."]*sale_price)/ },
  { name: "current price in TypeScript (salePrice ?? …)", pattern: /salePrice\s*\?\?/ },
  { name: "delivery priced outside the calculator", pattern: /\b(shippingFor|quoteShipping)\(/ },
  {
    name: "a line amount recomputed (unit price × quantity)",
    pattern: /\b(unitPrice|unit_price)\b\s*\*\s*[\w.]*quantity\b|\b[\w.]*quantity\b\s*\*\s*[\w.]*\b(unitPrice|unit_price)\b/i,
  },
  { name: "major/minor units converted outside lib/money", pattern: /10\s*\*\*\s*\(?\s*currencyExponent|Math\.pow\(\s*10\s*,/ },
  {
    name: "arithmetic on amounts",
    pattern: new RegExp(
      String.raw`\b${amountNames}\b\s+[-+*/]\s+[\w($]|[\w)]\s+[-+*/]\s+(?:[\w$]+\.)*${amountNames}\b|\b${amountNames}\b\s*[-+*/]=`,
    ),
  },
  {
    name: "an amount rounded in SQL",
    pattern:
      /(?<![\w.])(round|ceil|floor|trunc)\([^\n]*\b(price|total|amount|exchange_rate|exchangeRate|sale_price|unit_price|line_total)/i,
  },
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

describe("nothing outside lib/pricing and lib/money computes money", () => {
  it("finds no pricing rule or arithmetic on amounts outside lib/pricing and lib/money (and the allow-list)", () => {
    const offences: string[] = [];
    for (const r of roots) {
      for (const file of sources(path.join(root, r))) {
        const rel = path.relative(root, file).split(path.sep).join("/");
        if (rel.startsWith("lib/pricing/") || rel.startsWith("lib/money/") || allowed.has(rel)) continue;
        // Code only: comments may describe what the code does ("refunded_total += amount").
        const code = readFileSync(file, "utf8")
          .split("\n")
          .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
          .join("\n");
        for (const rule of rules) if (rule.pattern.test(code)) offences.push(`${rel}: ${rule.name}`);
      }
    }
    expect(offences).toEqual([]);
  });

  it("the rules catch what they are meant to", () => {
    const [sqlRule, tsRule, shipRule, lineRule, unitsRule, arithmeticRule, roundRule] = rules;
    expect(sqlRule?.pattern.test("sql`coalesce(${p.salePrice}, ${p.price})`")).toBe(true);
    expect(sqlRule?.pattern.test("'unitPrice', coalesce(pr.sale_price, pr.price)")).toBe(true);
    expect(sqlRule?.pattern.test("coalesce(name, '')")).toBe(false);
    expect(tsRule?.pattern.test("row.salePrice ?? row.price")).toBe(true);
    expect(shipRule?.pattern.test("shippingFor(rates, 'GB', 10)")).toBe(true);
    // What the code did before the money rules had one home each.
    expect(lineRule?.pattern.test("lineTotal: money(l.unitPrice * l.quantity),")).toBe(true);
    expect(lineRule?.pattern.test("coalesce(ol.line_total, ol.unit_price * ol.quantity)")).toBe(true);
    expect(lineRule?.pattern.test("select sum(quantity * unit_price) from order_lines")).toBe(true);
    expect(unitsRule?.pattern.test("const scaled = amount * 10 ** currencyExponent(currencyCode);")).toBe(true);
    expect(arithmeticRule?.pattern.test("const left = order.capturedTotal - order.refundedTotal;")).toBe(true);
    expect(arithmeticRule?.pattern.test("maxPointsWithin(input, totals.subtotal - totals.discountTotal, balance)")).toBe(true);
    expect(arithmeticRule?.pattern.test("set refunded_total = refunded_total + ${amount}")).toBe(true);
    expect(arithmeticRule?.pattern.test("subtotal += line.unitPrice;")).toBe(true);
    expect(roundRule?.pattern.test("round(${primary} * ${rate}::numeric) as sale_price")).toBe(true);
    expect(roundRule?.pattern.test("sql`round(${p.price} * 1.17)`")).toBe(true);
    // Not money: names in strings, time in SQL, percentages of a share.
    expect(arithmeticRule?.pattern.test("name={`salePrice-${m.marketId}`}")).toBe(false);
    expect(arithmeticRule?.pattern.test('<span data-testid="cart-subtotal">')).toBe(false);
    expect(roundRule?.pattern.test("ceil(extract(epoch from (${u.lockedUntil} - now())))")).toBe(false);
    expect(arithmeticRule?.pattern.test("Math.ceil(meta.total / meta.perPage)")).toBe(false);
  });
});
