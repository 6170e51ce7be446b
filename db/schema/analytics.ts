import { date, index, integer, pgTable, primaryKey, text, uuid, varchar } from "drizzle-orm/pg-core";
import { id, tenantId, ts } from "./columns";
import { tenants } from "./tenants";

/**
 * One secret per calendar day (UTC) that visitor hashes are keyed with. Deleted once its day is over (the rollup
 * pass), so a day's hashes can no longer be linked to an address and user agent, nor to another day's.
 */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: varchar("salt", { length: 64 }).notNull(),
});

/**
 * What the storefront's beacon reported (POST /analytics/events). No address, no user agent, no cookie: `visitor` is
 * an HMAC of the day's salt, the store, the address and the user agent. `day` is the store's calendar day (its time
 * zone) the event happened on.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    occurredAt: ts("occurred_at").notNull().defaultNow(),
    visitor: varchar("visitor", { length: 64 }).notNull(),
    /** page_view | product_view | add_to_cart | checkout_started | search */
    type: varchar("type", { length: 24 }).notNull(),
    path: text("path").notNull(),
    productId: uuid("product_id"),
    /** The referring site's host name only (never its path or query); null for a visit from the store itself or none. */
    referrerHost: varchar("referrer_host", { length: 253 }),
    /** ISO 3166 alpha-2 from the address (geoip), "XX" when unknown. */
    country: varchar("country", { length: 2 }).notNull().default("XX"),
  },
  (t) => [index("analytics_events_day_idx").on(t.tenantId, t.day, t.type)],
);

/**
 * The events of a store's day summed by the rollup pass, one row per dimension value: `dimension` is `type` (key
 * ''), `path`, `product` (key: the product id), `referrer` or `country`. Visitors are distinct per day, so a range's
 * visitors are the sum of its days'.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    dimension: varchar("dimension", { length: 16 }).notNull(),
    key: text("key").notNull(),
    type: varchar("type", { length: 24 }).notNull(),
    events: integer("events").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.day, t.dimension, t.type, t.key] }),
    // The reports' daily totals and series read the type and visit rows of a long range without the ranked ones.
    index("analytics_daily_dimension_idx").on(t.tenantId, t.dimension, t.day),
  ],
);

/**
 * analytics_daily summed by calendar month of the store (`month`: its first day), kept by the rollup pass in the
 * transaction that rewrites any of the month's days. Reports read it for the whole months of a long range, so a year
 * reads twelve months of rows instead of 365 days of them; sums of per-day figures, so they equal the days' sums.
 */
export const analyticsMonthly = pgTable(
  "analytics_monthly",
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    month: date("month", { mode: "string" }).notNull(),
    dimension: varchar("dimension", { length: 16 }).notNull(),
    key: text("key").notNull(),
    type: varchar("type", { length: 24 }).notNull(),
    events: integer("events").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.month, t.dimension, t.type, t.key] })],
);

/** The store days that received events since their rollup: the next pass recomputes them (late events included). */
export const analyticsDirtyDays = pgTable(
  "analytics_dirty_days",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day] })],
);
