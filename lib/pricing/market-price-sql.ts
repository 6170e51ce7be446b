import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { schema } from "@/db/client";
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
