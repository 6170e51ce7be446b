/**
 * The order calculator's contract (docs/commerce.md). Every amount is an integer in
 * minor units of `currencyCode`. The calculator (lib/pricing/calculate-order.ts) is pure; one loader
 * (lib/pricing/price-cart.ts) reads what it needs and calls it. Checkout, guest checkout, renewals and tickets price
 * through these types and nothing else.
 *
 * Invariant, to the minor unit: total = subtotal − discountTotal − pointsValue + shipping + (taxIncluded ? 0 : taxTotal),
 * and nothing is below zero.
 */

export type TaxClass = "standard" | "reduced" | "zero";

export type LineKind = "product" | "ticket";

export type Destination = { countryCode: string; region?: string | null };

export type TaxLine = { name: string; rate: number; amount: number };

/** One priced line: `unitPrice` is the market's shelf price (VAT inside it when `taxIncluded`). */
export type PricedLine = {
  /** The cart line's id (or another stable key for lines that are not cart lines). */
  key: string;
  kind: LineKind;
  productId: string | null;
  /** The variant bought (its stock is taken); absent: the product's lead variant. */
  variantId?: string | null;
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
  /** The points spent for `pointsValue` (the cart's pointsToRedeem, less what the share cap leaves out). */
  pointsRedeemed: number;
  shipping: number;
  taxTotal: number;
  taxLines: TaxLine[];
  total: number;
  pointsEarned: number;
  /** True until a destination is known (tax and shipping then follow the market's default country). */
  estimated: boolean;
};

/** A discount the calculator weighed: `amount` is what it saves (its lines' share, plus delivery it waives). */
export type AppliedDiscount = {
  id: string;
  /** null for an automatic discount. */
  code: string | null;
  description: string;
  amount: number;
  /** False when another discount saved more and this one was left out (combination rules). */
  applied: boolean;
};

export type PricedOrder = {
  lines: PricedLine[];
  totals: OrderTotals;
  /** The discounts weighed (the cart's codes and automatic discounts), applied or not; absent: none. */
  discounts?: AppliedDiscount[];
};

/**
 * A discount as the calculator takes it, already in the order's currency: the loader (load-discounts.ts) resolved
 * codes, dates, activity, limits and first-order rules, collections to product ids, and the currency's amounts.
 */
export type DiscountRule = {
  id: string;
  code: string | null;
  description: string;
  kind: "percentage" | "fixed" | "free_shipping";
  /** percentage: 1–100. */
  percent?: number | null;
  /** fixed: minor units in the order's currency (null: not offered in this currency). */
  amount?: number | null;
  /** Minimum product subtotal (minor units, this currency) before discounts; null: none. */
  minSubtotal?: number | null;
  /** The products it is for; null: every product. */
  productIds?: readonly string[] | null;
  combinable: boolean;
};

/** How a market rounds a price converted from the primary currency (docs/commerce.md). */
export type Rounding = "none" | "whole" | "ninety_nine";
export const roundings = ["none", "whole", "ninety_nine"] as const satisfies readonly Rounding[];
export const taxClasses = ["standard", "reduced", "zero"] as const satisfies readonly TaxClass[];

/** What the calculator needs of a market. */
export type PricingMarket = {
  id: string;
  currencyCode: string;
  /** Prices include VAT (GB, euro area) or tax is added on top (US). */
  taxIncluded: boolean;
  /** Units of this market's currency per unit of the primary currency (1 for the primary market). */
  exchangeRate: number;
  rounding: Rounding;
  /** The country tax and shipping follow while the destination is unknown (totals are then `estimated`). */
  defaultCountry: string;
};

/**
 * A product's prices as stored: the primary market's regular and sale price (minor units of the primary currency),
 * and the market's fixed prices (`product_prices`) when the operator set them.
 */
export type ProductPricing = {
  price: number;
  salePrice: number | null;
  /** The market's own fixed prices, in its currency; null: convert the primary prices. */
  fixed: { price: number; salePrice: number | null } | null;
};

/** A line as the calculator takes it: what was bought, how many, and the product's stored prices. */
export type LineInput = {
  key: string;
  /** A product (delivered) or seats at an event (not delivered: a ticket-only order pays no delivery). Default product. */
  kind?: LineKind;
  productId: string | null;
  /** The variant whose prices `pricing` holds; absent: the product's lead variant. */
  variantId?: string | null;
  name: string;
  quantity: number;
  taxClass: TaxClass;
  pricing: ProductPricing;
  /**
   * The line's amount before discounts (minor units) when it is not the shelf price × quantity: a fixed-price box's
   * share of its fixed price (price-box.ts). The line's unitPrice is then this amount per unit, rounded.
   */
  amount?: number;
};

/** One tax rate row: a country (and US state) and class; `rate` in percent (8.875). */
export type TaxRate = { countryCode: string; region: string | null; taxClass: TaxClass; rate: number; name: string };

/** The market's delivery terms in its currency: a flat rate, free from `freeOver` (null: never free). */
export type ShippingTerms = { flatRate: number; freeOver: number | null };

export type CalculatorInput = {
  market: PricingMarket;
  lines: readonly LineInput[];
  /** Where the order goes; null or absent → the market's default country, totals `estimated`. */
  destination?: Destination | null;
  /** The market's delivery terms; null: the market delivers free. */
  shipping: ShippingTerms | null;
  /** The tax rates of the destination's country (other rows are ignored). */
  taxRates: readonly TaxRate[];
  customer?: { id: string } | null;
  /** The discounts to weigh: the cart's codes and the store's automatic discounts (see DiscountRule). */
  discounts?: readonly DiscountRule[];
  /** Points the customer asks to redeem (checkout checks the balance under the customer's lock). */
  pointsToRedeem?: number;
  /** The store's points terms: a point's value in minor units of the primary currency, the share of the goods
   *  points may pay (0–1), and the step points are spent in. Absent: points cannot be redeemed. */
  points?: { minorPerPoint: number; maxShare: number; step: number } | null;
  /** The store's points rule: points per whole major unit of the discounted product subtotal; 0 or absent: none. */
  pointsPerUnit?: number;
};
