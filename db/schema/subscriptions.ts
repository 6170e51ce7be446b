import { date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, tenantId, ts, updatedAt } from "./columns";
import { tenants } from "./tenants";
import { addresses, customers } from "./customers";
import { products } from "./catalog";

export type SubscriptionItem = { productId: string; name: string; quantity: number };

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    /** active | paused | cancelled */
    status: varchar("status", { length: 16 }).notNull().default("active"),
    /** Weeks between deliveries. */
    frequency: integer("frequency").notNull(),
    price: integer("price").notNull(),
    currencyCode: varchar("currency_code", { length: 3 }).notNull(),
    items: jsonb("items").$type<SubscriptionItem[]>().notNull().default([]),
    nextBillingDate: date("next_billing_date", { mode: "string" }),
    /** The saved card that pays the box (a card removed later leaves null). Kept by a trigger when a card is saved for it. */
    paymentMethodId: uuid("payment_method_id"),
    /** The address of the customer's book the box is delivered to. */
    addressId: uuid("address_id").references(() => addresses.id, { onDelete: "set null" }),
    /** While paused: the day it resumes by itself, or null when paused until the customer resumes it. */
    pausedUntil: date("paused_until", { mode: "string" }),
    cancelledAt: ts("cancelled_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("subscriptions_customer_idx").on(t.tenantId, t.customerId)],
);

export const subscriptionCancellations = pgTable(
  "subscription_cancellations",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** customer | admin | payment_failure */
    cancelledBy: varchar("cancelled_by", { length: 32 }).notNull().default("customer"),
    previousStatus: varchar("previous_status", { length: 16 }).notNull(),
    createdAt: createdAt(),
  },
  // A subscription is cancelled once; the unique index makes concurrent cancels record one row.
  (t) => [uniqueIndex("subscription_cancellations_subscription_uq").on(t.subscriptionId)],
);
