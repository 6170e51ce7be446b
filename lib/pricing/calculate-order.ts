import { applyDiscounts } from "./apply-discounts";
import { pointsEarnedOn } from "./earn-points";
import { lineSubtotal } from "./line-amounts";
import { shelfPrice } from "./market-price";
import { redeemPoints } from "./redeem-points";
import { shippingFor } from "./shipping-strategy";
import { findRate, taxOn } from "./tax-strategy";
import type { CalculatorInput, PricedLine, PricedOrder, TaxLine } from "./types";

/**
 * The order calculator (docs/commerce.md): pure, no database, no clock. The one place money is
 * computed; the loader (price-cart.ts) reads its input, and catalogue, cart, checkout, renewals and buy-again all
 * price through it. Steps, in order (Vendure's OrderCalculator is the model):
 *
 * 1. price lines: each line's shelf price in the market (fixed price, else converted and rounded; the sale price
 *    only when below the regular price) × quantity, or the line's set `amount` (a fixed-price box's share) →
 *    `subtotal`;
 * 2. discounts (hook, apply-discounts.ts) → per-line `discount`, `discountTotal`;
 * 3. points (hook, redeem-points.ts) → `pointsValue`;
 * 4. shipping (shipping-strategy.ts): the market's flat rate, free over its threshold, none for an order with
 *    nothing to deliver (empty, or tickets only) →
 *    `shipping`;
 * 5. tax (tax-strategy.ts): per line, rounded per line, inside the price when the market is tax-inclusive, else on
 *    top; `taxLines` group the lines' tax by rate → `taxTotal`.
 *
 * Invariant, to the minor unit: total = subtotal − discountTotal − pointsValue + shipping + (taxIncluded ? 0 :
 * taxTotal), and no amount is below zero.
 */
export function calculateOrder(input: CalculatorInput): PricedOrder {
  const { market } = input;
  const estimated = !input.destination;
  const destination = input.destination ?? { countryCode: market.defaultCountry, region: null };

  // 1. Price lines.
  const priced = input.lines.map((line) => {
    const quantity = Math.max(0, Math.trunc(line.quantity));
    const shelf = shelfPrice(line.pricing, market).unitPrice;
    if (line.amount !== undefined && quantity > 0) {
      const amount = Math.max(0, Math.round(line.amount));
      return { line, quantity, unitPrice: Math.round(amount / quantity), lineSubtotal: amount };
    }
    return { line, quantity, unitPrice: shelf, lineSubtotal: lineSubtotal(shelf, quantity) };
  });
  const subtotal = sum(priced.map((x) => x.lineSubtotal));

  // 2. Discounts.
  const discounts = applyDiscounts(
    input,
    priced.map((x) => ({ key: x.line.key, productId: x.line.productId, lineSubtotal: x.lineSubtotal })),
  );
  const lineDiscount = (key: string, lineSubtotal: number) => clamp(discounts.lineDiscounts.get(key) ?? 0, 0, lineSubtotal);
  const discountTotal = sum(priced.map((x) => lineDiscount(x.line.key, x.lineSubtotal)));
  const goods = subtotal - discountTotal;

  // 3. Points.
  const redemption = redeemPoints(input, goods);
  const pointsValue = clamp(redemption.value, 0, goods);

  // 4. Shipping (nothing to deliver, nothing to pay: tickets are not delivered).
  const delivers = priced.some((x) => x.quantity > 0 && (x.line.kind ?? "product") === "product");
  const shipping = discounts.freeShipping || !delivers ? 0 : Math.max(0, shippingFor(input.shipping, goods));

  // 5. Tax, per line.
  const byRate = new Map<string, TaxLine>();
  const lines: PricedLine[] = priced.map(({ line, quantity, unitPrice, lineSubtotal }) => {
    const discount = lineDiscount(line.key, lineSubtotal);
    const rate = findRate(input.taxRates, destination, line.taxClass);
    const tax = taxOn(lineSubtotal - discount, rate, market.taxIncluded);
    if (rate !== null && tax > 0) {
      const key = `${rate.name}\u0000${rate.milli}`;
      const entry = byRate.get(key) ?? { name: rate.name, rate: rate.rate, amount: 0 };
      entry.amount += tax;
      byRate.set(key, entry);
    }
    return {
      key: line.key,
      kind: line.kind ?? "product",
      productId: line.productId,
      variantId: line.variantId ?? null,
      name: line.name,
      quantity,
      taxClass: line.taxClass,
      unitPrice,
      lineSubtotal,
      discount,
      tax,
      lineTotal: lineSubtotal - discount + (market.taxIncluded ? 0 : tax),
    };
  });
  const taxLines = [...byRate.values()].sort((a, b) => b.rate - a.rate || a.name.localeCompare(b.name));
  const taxTotal = sum(lines.map((l) => l.tax));
  const total = subtotal - discountTotal - pointsValue + shipping + (market.taxIncluded ? 0 : taxTotal);

  return {
    lines,
    discounts: discounts.discounts,
    totals: {
      currencyCode: market.currencyCode,
      marketId: market.id,
      taxIncluded: market.taxIncluded,
      subtotal,
      discountTotal,
      pointsValue,
      pointsRedeemed: pointsValue > 0 ? redemption.points : 0,
      shipping,
      taxTotal,
      taxLines,
      total,
      pointsEarned: pointsEarnedOn({
        goods: goods - pointsValue,
        currencyCode: market.currencyCode,
        exchangeRate: market.exchangeRate,
        pointsPerUnit: input.pointsPerUnit ?? 0,
      }),
      estimated,
    },
  };
}

function sum(xs: readonly number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  return s;
}

function clamp(x: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, Math.round(x)));
}
