/**
 * The order calculator's contract (DESIGN.md "Round three", "One order calculator"). Every amount is an integer in
 * minor units of `currencyCode`. The calculator (lib/pricing/calculate-order.ts) is pure; one loader
 * (lib/pricing/price-cart.ts) reads what it needs and calls it. Checkout, guest checkout, renewals and tickets price
 * through these types and nothing else.
 *
 * Invariant, to the minor unit: total = subtotal − discountTotal − pointsValue + shipping + (taxIncluded ? 0 : taxTotal),
 * and nothing is below zero.
 */

export type TaxClass = "standard" | "reduced" | "zero";

export type Destination = { countryCode: string; region?: string | null };

export type TaxLine = { name: string; rate: number; amount: number };

/** One priced line: `unitPrice` is the market's shelf price (VAT inside it when `taxIncluded`). */
export type PricedLine = {
  /** The cart line's id (or another stable key for lines that are not cart lines). */
  key: string;
  productId: string | null;
  name: string;
  quantity: number;
  taxClass: TaxClass;
  unitPrice: number;
  /** unitPrice × quantity, before discounts. */
  lineSubtotal: number;
  /** The line's share of every discount. */
  discount: number;
  /** Tax on the discounted line: inside lineSubtotal − discount when taxIncluded, added on top otherwise. */
  tax: number;
  /** lineSubtotal − discount (+ tax when not taxIncluded). */
  lineTotal: number;
};

export type OrderTotals = {
  currencyCode: string;
  marketId: string;
  taxIncluded: boolean;
  subtotal: number;
  discountTotal: number;
  pointsValue: number;
  shipping: number;
  taxTotal: number;
  taxLines: TaxLine[];
  total: number;
  pointsEarned: number;
  /** True until a destination is known (tax and shipping then follow the market's default country). */
  estimated: boolean;
};

export type PricedOrder = { lines: PricedLine[]; totals: OrderTotals };
