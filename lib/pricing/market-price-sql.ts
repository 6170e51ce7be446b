import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { schema } from "@/db/client";
import { currencyExponent, toMinorUnits } from "../money";
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
 * The shelf price of a product in a market, in minor units, for SQL filters (GET /products `minPrice`, `maxPrice`):
 * the market's fixed current price when set, else the primary current price converted and rounded by the market's
 * rule. The same amount as shelfPrice (market-price.ts) gives `unitPrice`: rounding never reorders, so converting
 * the lower of the sale and regular prices is the lower of the two converted. Needs `product_prices` left-joined
 * on the market (schema.productPrices).
 */
export function marketShelfPrice(market: Pick<PricingMarket, "exchangeRate" | "rounding" | "currencyCode">): SQL {
  const p = schema.products;
  const pp = schema.productPrices;
  const fixed = sql`least(${pp.salePrice}, ${pp.price})`;
  const primary = sql`least(${p.salePrice}, ${p.price})`;
  if (market.exchangeRate === 1 && market.rounding === "none") return sql`coalesce(${fixed}, ${primary})`;
  const converted = sql`round(${primary} * ${String(market.exchangeRate)}::numeric)`;
  // A whole number of minor units (10 ** exponent of the currency): written into the statement, not a parameter.
  const unit = sql.raw(String(10 ** currencyExponent(market.currencyCode)));
  const rounded =
    market.rounding === "whole"
      ? sql`greatest(${unit}, round(${converted} / ${unit}) * ${unit})`
      : market.rounding === "ninety_nine" && currencyExponent(market.currencyCode) > 0
        ? sql`ceil((${converted} + 1) / ${unit}) * ${unit} - 1`
        : converted;
  return sql`coalesce(${fixed}, case when ${converted} <= 0 then 0 else ${rounded} end)`;
}

/** A price bound in major units of the market's currency (a query's `minPrice`) in its minor units. */
export function boundInMinorUnits(major: number, market: Pick<PricingMarket, "currencyCode">): number {
  return toMinorUnits(major, market.currencyCode);
}
