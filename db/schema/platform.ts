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

/**
 * What the server's AUTH_SECRET is, without the secret: an HMAC of a fixed text, recorded by each server at start
 * (lib/auth/secret-fingerprint.ts). `npm run cli` compares its own, so a shell with another AUTH_SECRET is warned
 * that the tokens it prints will be refused. One row (`id` = "auth_secret"); the latest start wins.
 */
export const serverSecretChecks = pgTable("server_secret_checks", {
  id: text("id").primaryKey(),
  fingerprint: varchar("fingerprint", { length: 64 }).notNull(),
  recordedAt: ts("recorded_at").notNull(),
});
