import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, tenantId, ts, updatedAt } from "./columns";

export const tenants = pgTable(
  "tenants",
  {
    id: id(),
    slug: varchar("slug", { length: 100 }).notNull().unique(),
    name: text("name").notNull(),
    socialImageUrl: text("social_image_url"),
    rewardsEnabled: boolean("rewards_enabled").notNull().default(true),
    /** What one point is worth when spent, in minor units of the primary currency (1: 100 points = 1.00). */
    pointValueMinor: integer("point_value_minor").notNull().default(1),
    /** Points are spent in multiples of this. */
    pointsRedeemStep: integer("points_redeem_step").notNull().default(100),
    /** The largest share of the discounted product subtotal points may pay, in percent. */
    pointsMaxSharePercent: integer("points_max_share_percent").notNull().default(50),
    /** IANA time zone the store shows event times in. */
    timeZone: text("time_zone").notNull().default("Europe/London"),
    /** Days after a renewal's first failed charge on which it is tried again (lib/billing). */
    billingRetryDays: jsonb("billing_retry_days").$type<number[]>().notNull().default([1, 3, 5, 7]),
    /** What happens to a subscription after the last failed try: pause | cancel. */
    billingFinalAction: varchar("billing_final_action", { length: 16 }).notNull().default("pause"),
    /** Days before a charge the reminder mail goes out. */
    reminderDays: integer("reminder_days").notNull().default(3),
    /** Browser origins allowed to call the API with this store's tokens, beside CORS_ORIGINS (patterns: https://*.example.dev). */
    corsOrigins: jsonb("cors_origins").$type<string[]>().notNull().default([]),
    /** Seats of one event date that one client address may hold in carts at once (lib/tickets/hold-tickets.ts). */
    maxSeatsPerBuyer: integer("max_seats_per_buyer").notNull().default(10),
    /** The store's settings (GET/PATCH /operator/store): how customers reach it and where it is. */
    contactEmail: text("contact_email"),
    phone: varchar("phone", { length: 40 }),
    address: jsonb("address").$type<Record<string, string | null>>(),
    /** Media ids of the store's logo and social image: images of its media library (checked when set; lib/media). */
    logoMediaId: varchar("logo_media_id", { length: 100 }),
    socialImageMediaId: varchar("social_image_media_id", { length: 100 }),
    /** kg | g | lb | oz: the unit product weights are entered and shown in. */
    weightUnit: varchar("weight_unit", { length: 4 }).notNull().default("kg"),
    /** One line on what the store sells: the home page's heading, the footer and the pages' default title. */
    tagline: text("tagline"),
    /** The announcement bar's message (delivery terms, a sale); none when null. */
    announcement: text("announcement"),
    /** Whether a shopper may check out without an account. */
    guestCheckout: boolean("guest_checkout").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("tenants_point_value_positive", sql`${t.pointValueMinor} > 0`),
    check("tenants_points_redeem_step_positive", sql`${t.pointsRedeemStep} > 0`),
    check("tenants_points_max_share_percent", sql`${t.pointsMaxSharePercent} between 0 and 100`),
    check("tenants_max_seats_per_buyer_positive", sql`${t.maxSeatsPerBuyer} > 0`),
    check("tenants_weight_unit_known", sql`${t.weightUnit} in ('kg', 'g', 'lb', 'oz')`),
  ],
);

/** Host names a store's storefront and back office answer on (a request's Host picks the store; lower case, no port). */
export const storeDomains = pgTable(
  "store_domains",
  {
    host: varchar("host", { length: 253 }).primaryKey(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("store_domains_tenant_idx").on(t.tenantId), check("store_domains_host_lower", sql`${t.host} = lower(${t.host})`)],
);

/** API tokens identify a tenant; only a hash of the JWT's jti is kept so a leaked table cannot mint tokens. */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    jtiHash: varchar("jti_hash", { length: 64 }).notNull().unique(),
    name: text("name").notNull().default("default"),
    /** A private token is kept on a server (a server-side storefront): it may name the buyer's address in X-Buyer-IP. */
    private: boolean("private").notNull().default(false),
    createdAt: createdAt(),
    revokedAt: ts("revoked_at"),
  },
  (t) => [index("api_tokens_tenant_idx").on(t.tenantId)],
);

export const adminUsers = pgTable(
  "admin_users",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** A portrait shown beside the member's name where they sign a blog post: an absolute URL or a path under the app. */
    avatar: text("avatar"),
    notifyOnMessage: boolean("notify_on_message").notNull().default(false),
    /** Staff who can sign in to the back office have a password (argon2id); the others only receive notifications. */
    passwordHash: text("password_hash"),
    /** owner | staff: owners alone change settings, webhooks and staff, and refund. */
    role: varchar("role", { length: 8 }).notNull().default("staff"),
    failedLogins: integer("failed_logins").notNull().default(0),
    lockedUntil: ts("locked_until"),
    /** Sessions created before this moment are refused (password change, sign-out everywhere). */
    sessionsValidAfter: ts("sessions_valid_after"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("admin_users_tenant_email_uq").on(t.tenantId, sql`lower(${t.email})`),
    check("admin_users_role_ck", sql`${t.role} in ('owner', 'staff')`),
  ],
);

/** A signed-in staff member's back-office session; the cookie holds the token, the table its SHA-256. */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    adminUserId: uuid("admin_user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    expiresAt: ts("expires_at").notNull(),
    revokedAt: ts("revoked_at"),
  },
  (t) => [index("admin_sessions_user_idx").on(t.adminUserId)],
);

/** Every staff write through the operator operations: who, what, when, the record before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    adminUserId: uuid("admin_user_id").references(() => adminUsers.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    operationId: varchar("operation_id", { length: 80 }).notNull(),
    method: varchar("method", { length: 8 }).notNull(),
    path: text("path").notNull(),
    status: integer("status").notNull(),
    request: jsonb("request").$type<Record<string, unknown>>(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_tenant_idx").on(t.tenantId, t.createdAt)],
);

export const markets = pgTable(
  "markets",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    currencyCode: varchar("currency_code", { length: 3 }).notNull(),
    currencySymbol: varchar("currency_symbol", { length: 8 }).notNull(),
    isPrimary: boolean("is_primary").notNull().default(false),
    /** Prices include VAT (GB, euro area) or tax is added at checkout (US). */
    taxIncluded: boolean("tax_included").notNull().default(true),
    /** Units of this market's currency per unit of the primary currency (1 for the primary market). */
    exchangeRate: numeric("exchange_rate", { precision: 12, scale: 6 }).notNull().default("1"),
    /** How converted prices are rounded: none | whole | ninety_nine. */
    rounding: varchar("rounding", { length: 16 }).notNull().default("none"),
    /** The country tax and delivery are estimated for until the shopper gives a destination. */
    defaultCountry: varchar("default_country", { length: 2 }),
    /** BCP 47 locale its prices are formatted in (en-GB, en-IE, en-US). */
    locale: varchar("locale", { length: 35 }).notNull().default("en-GB"),
    createdAt: createdAt(),
  },
  (t) => [
    index("markets_tenant_idx").on(t.tenantId),
    check("markets_exchange_rate_positive", sql`${t.exchangeRate} > 0`),
    check("markets_rounding_known", sql`${t.rounding} in ('none', 'whole', 'ninety_nine')`),
    check("markets_currency_code_iso", sql`${t.currencyCode} ~ '^[A-Z]{3}$'`),
    check("markets_primary_rate_one", sql`not ${t.isPrimary} or ${t.exchangeRate} = 1`),
    uniqueIndex("markets_one_primary_uq")
      .on(t.tenantId)
      .where(sql`${t.isPrimary}`),
  ],
);

export const marketCountries = pgTable(
  "market_countries",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    marketId: uuid("market_id")
      .notNull()
      .references(() => markets.id, { onDelete: "cascade" }),
    countryCode: varchar("country_code", { length: 2 }).notNull(),
  },
  (t) => [uniqueIndex("market_countries_tenant_country_uq").on(t.tenantId, t.countryCode)],
);
