import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { schema } from "@/db/client";
import { toMinorUnits } from "../money";
import { convertPrice } from "./market-price";
import type { PricingMarket } from "./types";

/**
 * The order key of "price" in a market, for SQL sorts (price-asc, price-desc): the market's fixed current price
 * when set, else the primary current price × the market's rate. The same rule as shelfPrice (market-price.ts) up
 * to rounding, which never reorders (every rounding rule is non-decreasing). Needs `product_prices` left-joined
 * on the market (schema.productPrices).
 */
export function marketSortPrice(market: Pick<PricingMarket, "exchangeRate">): SQL {
  const p = schema.products;
  const pp = schema.productPrices;
  return sql`coalesce(least(${pp.salePrice}, ${pp.price}), least(${p.salePrice}, ${p.price}) * ${String(market.exchangeRate)}::numeric)`;
}

/**
 * A bound on the shelf price of a product in a market, for SQL filters (GET /products `minPrice`, `maxPrice`: `bound`
 * in major units of the market's currency, inclusive). The market's fixed current price, when set, is compared with
 * the bound; else the primary current price is compared with the primary amount the bound stands for, worked out
 * here by the one rounding rule (convertPrice, market-price.ts): every rounding rule is non-decreasing, so "the
 * converted, rounded price is at least `bound`" is "the primary price is at least the smallest primary amount that
 * converts to `bound` or more" (at most: the largest that converts to `bound` or less). SQL never rounds money. Needs
 * `product_prices` left-joined on the market (schema.productPrices).
 */
export function marketPriceWithin(
  market: Pick<PricingMarket, "exchangeRate" | "rounding" | "currencyCode">,
  side: "min" | "max",
  bound: number,
): SQL {
  const p = schema.products;
  const pp = schema.productPrices;
  const fixed = sql`least(${pp.salePrice}, ${pp.price})`;
  const primary = sql`least(${p.salePrice}, ${p.price})`;
  const limit = toMinorUnits(bound, market.currencyCode);
  const source = side === "min" ? primaryAtLeast(limit, market) : primaryAtMost(limit, market);
  const op = side === "min" ? sql.raw(">=") : sql.raw("<=");
  const converted = source === null ? sql`false` : sql`${primary} ${op} ${source}`;
  return sql`coalesce(${fixed} ${op} ${limit}, ${converted})`;
}

/** The largest amount a price column holds (integer). */
const maxAmount = 2_147_483_647;

/** The smallest primary amount whose converted price is at least `limit`; null when none is. */
function primaryAtLeast(limit: number, market: Pick<PricingMarket, "exchangeRate" | "rounding" | "currencyCode">): number | null {
  if (convertPrice(maxAmount, market) < limit) return null;
  let lo = 0;
  let hi = maxAmount;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (convertPrice(mid, market) >= limit) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The largest primary amount whose converted price is at most `limit`; null when none is. */
function primaryAtMost(limit: number, market: Pick<PricingMarket, "exchangeRate" | "rounding" | "currencyCode">): number | null {
  if (convertPrice(0, market) > limit) return null;
  let lo = 0;
  let hi = maxAmount;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (convertPrice(mid, market) <= limit) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
