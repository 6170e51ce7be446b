import { shippingFor } from "./shipping-strategy";
import type { AppliedDiscount, CalculatorInput, DiscountRule } from "./types";

/** A line as the discount step sees it: its key, product and shelf amount. */
export type DiscountableLine = { key: string; productId: string | null; lineSubtotal: number };

export type DiscountResult = {
  /** Discount per line key (minor units, 0 ≤ discount ≤ lineSubtotal). */
  lineDiscounts: Map<string, number>;
  /** Waive delivery (a free-shipping discount). */
  freeShipping: boolean;
  /** Every discount weighed, with what it saves and whether it was applied. */
  discounts: AppliedDiscount[];
};

/** Why a rule does not apply to these lines (null: it applies). Pure; the cart's code refusals say the same. */
export type DiscountRefusal = "minimum_not_met" | "not_for_these_products" | "not_in_currency";

export function refuseDiscount(rule: DiscountRule, lines: readonly DiscountableLine[]): DiscountRefusal | null {
  if (rule.kind === "fixed" && (rule.amount === null || rule.amount === undefined || rule.amount <= 0)) return "not_in_currency";
  const eligible = eligibleLines(rule, lines);
  if (eligible.every((l) => l.lineSubtotal <= 0)) return "not_for_these_products";
  const subtotal = sum(lines.map((l) => l.lineSubtotal));
  if (rule.minSubtotal !== null && rule.minSubtotal !== undefined && subtotal < rule.minSubtotal) return "minimum_not_met";
  return null;
}

/**
 * The discounts step of the calculator (docs/commerce.md, "Discounts"). Each usable rule is worked out on the shelf
 * amounts (never on another discount's result, so the order codes were applied in does not matter):
 *
 * - `percentage`: percent of each eligible line, rounded per line;
 * - `fixed`: the amount (capped at the eligible lines' subtotal) shared over the eligible lines in proportion to
 *   their amounts, remainders to the largest;
 * - `free_shipping`: waives delivery; it saves what delivery would have cost.
 *
 * Combination: all combinable discounts stack together; a discount that is not combinable stands alone. Of these
 * candidates the one saving the most applies (ties: the earliest id, so the answer is stable); the rest are
 * reported with `applied: false`. A line's discount never exceeds the line, so nothing goes below zero. In a
 * tax-inclusive market the tax step then takes VAT from the discounted line, which reduces it in proportion.
 */
export function applyDiscounts(input: CalculatorInput, lines: readonly DiscountableLine[]): DiscountResult {
  const rules = [...(input.discounts ?? [])].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const usable = rules.filter((r) => refuseDiscount(r, lines) === null);
  const effects = new Map(usable.map((r) => [r.id, effectOf(r, lines)]));

  const candidates: DiscountRule[][] = [];
  const stackable = usable.filter((r) => r.combinable);
  if (stackable.length > 0) candidates.push(stackable);
  for (const r of usable) if (!r.combinable) candidates.push([r]);

  const delivers = lines.some((l) => l.lineSubtotal > 0);
  let best: { stack: DiscountRule[]; lineDiscounts: Map<string, number>; freeShipping: boolean; saving: number } | null = null;
  for (const stack of candidates) {
    const lineDiscounts = new Map<string, number>();
    let freeShipping = false;
    for (const rule of stack) {
      const effect = effects.get(rule.id)!;
      freeShipping ||= effect.freeShipping;
      for (const [key, amount] of effect.lineDiscounts) lineDiscounts.set(key, (lineDiscounts.get(key) ?? 0) + amount);
    }
    let discounted = 0;
    for (const l of lines) {
      const d = Math.min(l.lineSubtotal, Math.max(0, lineDiscounts.get(l.key) ?? 0));
      lineDiscounts.set(l.key, d);
      discounted += d;
    }
    const goods = sum(lines.map((l) => l.lineSubtotal)) - discounted;
    const saving = discounted + (freeShipping && delivers ? Math.max(0, shippingFor(input.shipping, goods)) : 0);
    if (best === null || saving > best.saving) best = { stack, lineDiscounts, freeShipping, saving };
  }

  const chosen = new Set((best?.stack ?? []).map((r) => r.id));
  const goodsBefore = sum(lines.map((l) => l.lineSubtotal));
  // Each applied discount's share of the lines' discount: its own amount, scaled down when stacked discounts
  // together reach a line's cap, so the shares add up to what was taken off.
  const own = rules.map((r) => (chosen.has(r.id) ? sum([...effects.get(r.id)!.lineDiscounts.values()]) : 0));
  const appliedLines = best ? sum([...best.lineDiscounts.values()]) : 0;
  const shares =
    sum(own) > appliedLines
      ? shareOut(
          appliedLines,
          rules.map((r, i) => ({ key: r.id, productId: null, lineSubtotal: own[i]! })),
        )
      : new Map(rules.map((r, i) => [r.id, own[i]!]));
  const shippingSaved = best?.freeShipping && delivers ? Math.max(0, shippingFor(input.shipping, goodsBefore - appliedLines)) : 0;
  let shippingTold = false;
  const discounts: AppliedDiscount[] = rules.map((rule) => {
    let amount = chosen.has(rule.id) ? (shares.get(rule.id) ?? 0) : 0;
    if (chosen.has(rule.id) && rule.kind === "free_shipping" && !shippingTold) {
      amount += shippingSaved;
      shippingTold = true;
    }
    return { id: rule.id, code: rule.code, description: rule.description, amount, applied: chosen.has(rule.id) };
  });

  return { lineDiscounts: best?.lineDiscounts ?? new Map<string, number>(), freeShipping: best?.freeShipping ?? false, discounts };
}

type Effect = { lineDiscounts: Map<string, number>; freeShipping: boolean };

function effectOf(rule: DiscountRule, lines: readonly DiscountableLine[]): Effect {
  const eligible = eligibleLines(rule, lines);
  const lineDiscounts = new Map<string, number>();
  if (rule.kind === "percentage") {
    const percent = Math.min(100, Math.max(0, rule.percent ?? 0));
    for (const l of eligible) lineDiscounts.set(l.key, Math.round((l.lineSubtotal * percent) / 100));
  } else if (rule.kind === "fixed") {
    const base = sum(eligible.map((l) => l.lineSubtotal));
    const amount = Math.min(base, Math.max(0, Math.round(rule.amount ?? 0)));
    for (const [key, share] of shareOut(amount, eligible)) lineDiscounts.set(key, share);
  }
  return { lineDiscounts, freeShipping: rule.kind === "free_shipping" };
}

/** `amount` over the lines in proportion to their amounts; remainders (largest fractions first) keep the sum exact. */
export function shareOut(amount: number, lines: readonly DiscountableLine[]): Map<string, number> {
  const base = sum(lines.map((l) => l.lineSubtotal));
  const out = new Map<string, number>();
  if (base <= 0 || amount <= 0) return out;
  const parts = lines.map((l) => {
    const exact = (amount * l.lineSubtotal) / base;
    return { key: l.key, floor: Math.floor(exact), frac: exact - Math.floor(exact), cap: l.lineSubtotal };
  });
  let left = amount - sum(parts.map((p) => p.floor));
  for (const p of [...parts].sort((a, b) => b.frac - a.frac || (a.key < b.key ? -1 : 1))) {
    if (left <= 0) break;
    if (p.floor < p.cap) {
      p.floor += 1;
      left -= 1;
    }
  }
  for (const p of parts) out.set(p.key, p.floor);
  return out;
}

function eligibleLines(rule: DiscountRule, lines: readonly DiscountableLine[]): DiscountableLine[] {
  if (!rule.productIds) return [...lines];
  const ids = new Set(rule.productIds);
  return lines.filter((l) => l.productId !== null && ids.has(l.productId));
}

function sum(xs: readonly number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  return s;
}
