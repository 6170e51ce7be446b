import { date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, tenantId, ts, updatedAt } from "./columns";
import { tenants } from "./tenants";
import { addresses, customers } from "./customers";
import { products } from "./catalog";

/** A box's item: its product and variant (absent on items stored before boxes named variants: the product's lead variant). */
export type SubscriptionItem = { productId: string; variantId?: string; name: string; quantity: number };

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
    /** active | past_due | paused | cancelled */
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
    /** The billing date the last reminder mail was sent for (one reminder per charge). */
    remindedFor: date("reminded_for", { mode: "string" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("subscriptions_due_idx").on(t.tenantId, t.status, t.nextBillingDate),
    index("subscriptions_customer_idx").on(t.tenantId, t.customerId),
  ],
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

export type RenewalAttempt = {
  attempt: number;
  at: string;
  /** paid | declined | skipped | unknown */
  outcome: string;
  orderNumber: string | null;
  code: string | null;
  message: string | null;
};

/**
 * One renewal per (subscription, cycle): the unique index is what bills each cycle once, whatever number of passes
 * or workers reach it. `cycle` is the billing date billed. Each payment attempt is listed in `attempts`.
 */
export const subscriptionRenewals = pgTable(
  "subscription_renewals",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    cycle: date("cycle", { mode: "string" }).notNull(),
    /** pending | charging | paid | retrying | failed | skipped */
    status: varchar("status", { length: 16 }).notNull().default("pending"),
    attempt: integer("attempt").notNull().default(0),
    /** The order of the attempt in flight or paid (a declined attempt's order is released). */
    orderId: uuid("order_id"),
    orderNumber: text("order_number"),
    amount: integer("amount"),
    currencyCode: varchar("currency_code", { length: 3 }),
    /** Names of the items left out of this cycle because they were out of stock. */
    leftOut: jsonb("left_out").$type<string[]>().notNull().default([]),
    attempts: jsonb("attempts").$type<RenewalAttempt[]>().notNull().default([]),
    firstFailedAt: ts("first_failed_at"),
    nextRetryAt: ts("next_retry_at"),
    failureCode: varchar("failure_code", { length: 32 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("subscription_renewals_cycle_uq").on(t.subscriptionId, t.cycle),
    index("subscription_renewals_list_idx").on(t.tenantId, t.subscriptionId, t.cycle),
    index("subscription_renewals_retry_idx").on(t.tenantId, t.status, t.nextRetryAt),
  ],
);
