import { index, integer, jsonb, pgTable, primaryKey, text, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, tenantId } from "./columns";
import { tenants } from "./tenants";
import { customers } from "./customers";
import { orders } from "./orders";

export const pointsTransactions = pgTable(
  "points_transactions",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    points: integer("points").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    /** order | signup | adjustment | redemption | expiry */
    type: varchar("type", { length: 32 }).notNull(),
    description: text("description").notNull().default(""),
    metadata: jsonb("metadata"),
    createdAt: createdAt(),
  },
  (t) => [index("points_transactions_history_idx").on(t.tenantId, t.customerId, t.createdAt.desc(), t.id.desc())],
);

/**
 * How many points transactions each customer has, kept by statement-level triggers on points_transactions
 * (migration 0003), so the history's `meta.total` is one row read instead of a count over every transaction.
 */
export const pointsTransactionCounts = pgTable(
  "points_transaction_counts",
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    transactionCount: integer("transaction_count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.customerId] })],
);
