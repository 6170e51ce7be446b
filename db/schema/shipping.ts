import { integer, pgTable, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, tenantId, updatedAt } from "./columns";
import { markets, tenants } from "./tenants";

/**
 * Delivery price per market: a flat rate, free when the order's subtotal reaches `freeOver` (null: never free).
 * Amounts in minor units of the store's primary currency, like product prices.
 */
export const shippingRates = pgTable(
  "shipping_rates",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    marketId: uuid("market_id")
      .notNull()
      .references(() => markets.id, { onDelete: "cascade" }),
    flatRate: integer("flat_rate").notNull(),
    freeOver: integer("free_over"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("shipping_rates_market_uq").on(t.tenantId, t.marketId)],
);
