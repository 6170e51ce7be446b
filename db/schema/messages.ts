import { index, integer, pgTable, text, uuid, varchar } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt, id, tenantId, ts } from "./columns";
import { tenants } from "./tenants";
import { customers } from "./customers";

export const visitorMessages = pgTable(
  "visitor_messages",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    name: text("name"),
    email: text("email").notNull(),
    subject: text("subject"),
    message: text("message"),
    source: text("source"),
    company: text("company"),
    /** Set when a staff member marks the message handled in the back office. */
    handledAt: ts("handled_at"),
    createdAt: createdAt(),
  },
  (t) => [index("visitor_messages_tenant_idx").on(t.tenantId, t.createdAt)],
);

/** Mail leaves only through this table, written in the same transaction as the change that causes it. */
export const outbox = pgTable(
  "outbox",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    /** admin_message_notification | password_reset */
    kind: varchar("kind", { length: 48 }).notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    bodyText: text("body_text").notNull(),
    bodyHtml: text("body_html"),
    /** pending | sent | failed */
    status: varchar("status", { length: 16 }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: ts("next_attempt_at").notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: ts("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("outbox_tenant_idx").on(t.tenantId, t.createdAt),
  ],
);
