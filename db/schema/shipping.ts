import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, tenantId, updatedAt } from "./columns";
import { markets, tenants } from "./tenants";

/**
 * Delivery price per market: a flat rate, free when the order's subtotal reaches `freeOver` (null: never free).
 * Amounts in minor units of the market's own currency. One rate per market: the calculator charges it.
 */
export const shippingRates = pgTable(
  "shipping_rates",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    marketId: uuid("market_id")
      .notNull()
      .references(() => markets.id, { onDelete: "cascade" }),
    /** Shown to shoppers: "Standard delivery". */
    name: text("name").notNull().default("Standard delivery"),
    flatRate: integer("flat_rate").notNull(),
    freeOver: integer("free_over"),
    /** Working days a parcel usually takes (shown, not enforced); null when not said. */
    deliveryDays: integer("delivery_days"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("shipping_rates_market_uq").on(t.tenantId, t.marketId),
    check("shipping_rates_amounts_non_negative", sql`${t.flatRate} >= 0 and (${t.freeOver} is null or ${t.freeOver} >= 0)`),
  ],
);
