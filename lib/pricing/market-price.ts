import { currencyExponent } from "../money";
import type { PricingMarket, ProductPricing, Rounding } from "./types";

/**
 * A product's shelf price in a market (pure; the only place the "current price" rule lives). All amounts are
 * integer minor units.
 *
 * - The market's fixed prices (`product_prices`) when set, else the primary prices × the market's exchange rate,
 *   rounded by its rule (`convertPrice`).
 * - The current price is the sale price when it is below the regular price, else the regular price: a sale price at
 *   or above the regular price (refused at write, and by a database check) is never charged.
 */
export type ShelfPrice = {
  /** What one unit costs now. */
  unitPrice: number;
  /** The regular price when the product is on sale (shown struck through), else null. */
  compareAtPrice: number | null;
};

/**
 * Converts a primary-currency amount into the market's currency and rounds it:
 * - `none`: to the nearest minor unit (half up);
 * - `whole`: to the nearest whole major unit (£12.40 × 1.17 = €14.508 → €15.00);
 * - `ninety_nine`: up to the next price ending in .99 (€14.508 → €14.99; €15.00 → €15.99).
 * The primary market (rate 1, rounding none) gets its amount back unchanged.
 */
export function convertPrice(amount: number, market: Pick<PricingMarket, "exchangeRate" | "rounding" | "currencyCode">): number {
  if (market.exchangeRate === 1 && market.rounding === "none") return amount;
  const converted = Math.round(amount * market.exchangeRate);
  return roundPrice(converted, market.rounding, market.currencyCode);
}

export function roundPrice(amount: number, rounding: Rounding, currencyCode: string): number {
  if (amount <= 0) return 0;
  const unit = 10 ** currencyExponent(currencyCode);
  if (rounding === "whole") return Math.max(unit, Math.round(amount / unit) * unit);
  if (rounding === "ninety_nine") {
    if (unit === 1) return amount; // a currency without minor units has no .99
    return Math.ceil((amount + 1) / unit) * unit - 1;
  }
  return amount;
}

/** The shelf price of one product in a market. */
export function shelfPrice(pricing: ProductPricing, market: Pick<PricingMarket, "exchangeRate" | "rounding" | "currencyCode">): ShelfPrice {
  const source = pricing.fixed ?? pricing;
  const convert = pricing.fixed ? (x: number) => x : (x: number) => convertPrice(x, market);
  const regular = convert(source.price);
  const sale = source.salePrice === null ? null : convert(source.salePrice);
  const onSale = sale !== null && sale < regular;
  return { unitPrice: onSale ? sale : regular, compareAtPrice: onSale ? regular : null };
}

/** The subscriber's unit price in a market: the subscriber price converted, never above the current shelf price. */
export function subscriberShelfPrice(
  pricing: ProductPricing & { subscriberPrice: number },
  market: Pick<PricingMarket, "exchangeRate" | "rounding" | "currencyCode">,
): number {
  return Math.min(convertPrice(pricing.subscriberPrice, market), shelfPrice(pricing, market).unitPrice);
}

/** The current price in the primary currency (sale when lower): what a cart line records as the price when added. */
export function primaryShelfPrice(product: { price: number; salePrice: number | null }): number {
  return shelfPrice({ ...product, fixed: null }, { exchangeRate: 1, rounding: "none", currencyCode: "XXX" }).unitPrice;
}

/** The price a shopper pays now, in whatever unit the two amounts are in: the sale price only when it is lower. */
export function currentUnitPrice(product: { price: number; salePrice: number | null }): number {
  return product.salePrice !== null && product.salePrice < product.price ? product.salePrice : product.price;
}
