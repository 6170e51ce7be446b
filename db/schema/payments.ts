import { boolean, index, integer, pgTable, text, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, tenantId, ts } from "./columns";
import { tenants } from "./tenants";
import { customers } from "./customers";
import { subscriptions } from "./subscriptions";

export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    provider: varchar("provider", { length: 32 }).notNull(),
    /** card | wallet */
    paymentMethod: varchar("payment_method", { length: 32 }).notNull(),
    providerId: text("provider_id").notNull(),
    cardType: varchar("card_type", { length: 32 }).notNull().default(""),
    cardLast4: varchar("card_last4", { length: 4 }).notNull().default(""),
    cardExpMonth: integer("card_exp_month").notNull().default(0),
    cardExpYear: integer("card_exp_year").notNull().default(0),
    isDefault: boolean("is_default").notNull().default(false),
    subscriptionId: uuid("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("payment_methods_customer_idx").on(t.tenantId, t.customerId)],
);

export const paymentSetups = pgTable(
  "payment_setups",
  {
    /** The tokenisation identifier handed to the client. */
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    gateway: varchar("gateway", { length: 32 }).notNull(),
    subscriptionId: uuid("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    /** pending | completed | expired */
    status: varchar("status", { length: 16 }).notNull().default("pending"),
    paymentMethodId: uuid("payment_method_id").references(() => paymentMethods.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: ts("expires_at").notNull(),
    completedAt: ts("completed_at"),
  },
  (t) => [index("payment_setups_customer_idx").on(t.tenantId, t.customerId)],
);
