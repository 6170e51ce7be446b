import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, text, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, tenantId, updatedAt } from "./columns";
import { products, productVariants } from "./catalog";
import { markets, tenants } from "./tenants";

/**
 * A variant's fixed price in a market, in that market's currency (minor units). Without a row the primary price is
 * converted by the market's exchange rate and rounding (lib/pricing/market-price.ts).
 */
export const productPrices = pgTable(
  "product_prices",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: uuid("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    marketId: uuid("market_id")
      .notNull()
      .references(() => markets.id, { onDelete: "cascade" }),
    price: integer("price").notNull(),
    salePrice: integer("sale_price"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("product_prices_variant_market_uq").on(t.tenantId, t.variantId, t.marketId),
    index("product_prices_market_idx").on(t.tenantId, t.marketId),
    check("product_prices_price_non_negative", sql`${t.price} >= 0`),
    check("product_prices_sale_not_above_price", sql`${t.salePrice} is null or (${t.salePrice} >= 0 and ${t.salePrice} <= ${t.price})`),
  ],
);

/**
 * Tax rates per country (and US state: `region`, '' for the whole country) per tax class, in percent. A class
 * without a row is untaxed there.
 */
export const taxRates = pgTable(
  "tax_rates",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    countryCode: varchar("country_code", { length: 2 }).notNull(),
    region: varchar("region", { length: 8 }).notNull().default(""),
    /** standard | reduced | zero */
    taxClass: varchar("tax_class", { length: 16 }).notNull(),
    rate: numeric("rate", { precision: 7, scale: 4 }).notNull(),
    /** Shown on tax lines: "VAT", "Sales tax (NY)". */
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("tax_rates_uq").on(t.tenantId, t.countryCode, t.region, t.taxClass),
    check("tax_rates_rate_range", sql`${t.rate} >= 0 and ${t.rate} < 100`),
    check("tax_rates_class_known", sql`${t.taxClass} in ('standard', 'reduced', 'zero')`),
  ],
);
