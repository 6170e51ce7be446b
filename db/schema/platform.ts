import { index, integer, jsonb, pgTable, primaryKey, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, tenantId, ts } from "./columns";
import { tenants } from "./tenants";

/** Stored first answers for requests sent with an Idempotency-Key header. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    /** The caller: tenant token or customer, so keys never collide across callers. */
    scope: text("scope").notNull(),
    key: varchar("key", { length: 255 }).notNull(),
    requestHash: varchar("request_hash", { length: 64 }).notNull(),
    /** null while the first request is still running. */
    responseStatus: integer("response_status"),
    responseBody: jsonb("response_body"),
    createdAt: createdAt(),
    expiresAt: ts("expires_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.scope, t.key] }), index("idempotency_keys_expiry_idx").on(t.expiresAt)],
);
