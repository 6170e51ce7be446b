import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, tenantId, ts, updatedAt } from "./columns";
import { tenants } from "./tenants";

export const customers = pgTable(
  "customers",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    /** argon2id; null for customers created from a visitor message who never registered. */
    passwordHash: text("password_hash"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    /** Contact number the shopper gave in their profile (PATCH /account); null when none. */
    phone: text("phone"),
    /** When the customer agreed to marketing e-mails (PUT /account/marketing); null: they have not, or took it back. */
    marketingConsentAt: ts("marketing_consent_at"),
    /** Account tokens issued before this instant are refused (password reset, logout everywhere). */
    tokensValidAfter: ts("tokens_valid_after"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("customers_tenant_email_uq").on(t.tenantId, sql`lower(${t.email})`)],
);

export const accountTokens = pgTable(
  "account_tokens",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    jtiHash: varchar("jti_hash", { length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    expiresAt: ts("expires_at").notNull(),
    revokedAt: ts("revoked_at"),
  },
  (t) => [index("account_tokens_customer_idx").on(t.tenantId, t.customerId)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_customer_idx").on(t.tenantId, t.customerId)],
);

export const addresses = pgTable(
  "addresses",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    company: text("company"),
    line1: text("line1").notNull(),
    line2: text("line2"),
    city: text("city").notNull(),
    region: text("region"),
    postalCode: text("postal_code").notNull(),
    countryCode: varchar("country_code", { length: 2 }).notNull(),
    phone: text("phone"),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("addresses_customer_idx").on(t.tenantId, t.customerId)],
);
