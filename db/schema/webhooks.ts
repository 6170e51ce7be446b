import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, text, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, tenantId, ts, updatedAt } from "./columns";
import { tenants } from "./tenants";

/** A store's webhook endpoint (lib/webhooks): where events are POSTed, which events, and the signing secret. */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    /** The event types it receives (`order.paid`…). */
    events: text("events").array().notNull(),
    /** `whsec_…`: signs each delivery (HMAC-SHA256); shown to the operator once, at creation. */
    secret: text("secret").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("webhook_endpoints_tenant_idx").on(t.tenantId, t.createdAt)],
);

/**
 * One event for one endpoint (the outbox of webhooks): written in the transaction of the change, sent by a
 * `webhook.deliver` job. `body` is the exact JSON sent (and signed), so every retry sends the same bytes.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    /** The event's id (shared by its deliveries to every endpoint): `Storefront-Event-Id`. */
    eventId: uuid("event_id").notNull(),
    eventType: varchar("event_type", { length: 48 }).notNull(),
    /** The record the event is about (`order:<id>`): deliveries of one record go out in `seq` order. */
    subject: text("subject").notNull(),
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity().notNull(),
    body: text("body").notNull(),
    /** pending | delivered | failed */
    status: varchar("status", { length: 16 }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastResponseStatus: integer("last_response_status"),
    lastError: text("last_error"),
    nextAttemptAt: ts("next_attempt_at"),
    deliveredAt: ts("delivered_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("webhook_deliveries_endpoint_idx").on(t.tenantId, t.endpointId, t.createdAt),
    index("webhook_deliveries_pending_subject_idx")
      .on(t.endpointId, t.subject, t.seq)
      .where(sql`${t.status} = 'pending'`),
  ],
);
