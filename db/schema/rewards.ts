import { index, integer, jsonb, pgTable, text, uuid, varchar } from "drizzle-orm/pg-core";
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
