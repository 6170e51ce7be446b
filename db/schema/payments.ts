import { boolean, index, integer, pgTable, text, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, tenantId, ts } from "./columns";
import { tenants } from "./tenants";
import { customers } from "./customers";
import { subscriptions } from "./subscriptions";
import { carts, orders } from "./orders";

export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** A gateway's name (lib/payments/gateways; the API's `paymentProvider`). */
    provider: varchar("provider", { length: 32 }).$type<"sandbox">().notNull(),
    paymentMethod: varchar("payment_method", { length: 32 }).$type<"card" | "wallet">().notNull(),
    providerId: text("provider_id").notNull(),
    /** The card's brand; "" for a wallet (the API's `cardType`). */
    cardType: varchar("card_type", { length: 32 }).$type<"visa" | "mastercard" | "amex" | "">().notNull().default(""),
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
    /** null for a guest's setup, which belongs to a guest cart instead (the card is used once, never saved). */
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    cartId: uuid("cart_id").references(() => carts.id, { onDelete: "cascade" }),
    gateway: varchar("gateway", { length: 32 }).notNull(),
    subscriptionId: uuid("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    /** pending | completed | expired */
    status: varchar("status", { length: 16 }).notNull().default("pending"),
    paymentMethodId: uuid("payment_method_id").references(() => paymentMethods.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: ts("expires_at").notNull(),
    completedAt: ts("completed_at"),
    /**
     * Charges tried with a guest's setup (counted when a checkout claims it; a checkout that fails before the charge
     * takes its count back). A setup with 5 is spent: the shopper starts a new one.
     */
    charges: integer("charges").notNull().default(0),
  },
  (t) => [index("payment_setups_customer_idx").on(t.tenantId, t.customerId)],
);

/**
 * One record per payment step sent to a gateway: an authorisation, a capture, a void or a refund, with the gateway's
 * reference. `pending` while the step is out (a refund reserves its amount before it is sent), then `succeeded` or
 * `failed`.
 */
export const payments = pgTable(
  "payments",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    /** null once a declined checkout's order was released (the record of the attempt stays). */
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** authorization | capture | void | refund */
    kind: varchar("kind", { length: 16 }).notNull(),
    /** pending | succeeded | failed */
    status: varchar("status", { length: 16 }).notNull(),
    gateway: varchar("gateway", { length: 32 }).notNull(),
    amount: integer("amount").notNull(),
    currencyCode: varchar("currency_code", { length: 3 }).notNull(),
    /** The key the step was sent with (namespaced by tenant and payer): the gateway answers a repeat the same. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** The gateway's reference of the step (null until it answered). */
    reference: text("reference"),
    /** A refund's reason, or the gateway's message for a failure. */
    reason: text("reason"),
    failureCode: varchar("failure_code", { length: 32 }),
    createdAt: createdAt(),
    settledAt: ts("settled_at"),
  },
  (t) => [index("payments_order_idx").on(t.tenantId, t.orderId), uniqueIndex("payments_key_uq").on(t.tenantId, t.idempotencyKey)],
);

/**
 * The sandbox provider's own ledger: what it authorised, captured, voided and refunded, by merchant (the tenant) and
 * the caller's idempotency key, as a real provider's dashboard would show it. Only lib/payments/gateways/sandbox*.ts
 * writes it, outside the store's transactions, so a crash of the store never loses what the provider did.
 */
export const sandboxLedger = pgTable(
  "sandbox_ledger",
  {
    id: id(),
    merchant: uuid("merchant").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    /** authorize | capture | void | refund */
    operation: varchar("operation", { length: 16 }).notNull(),
    /** succeeded | declined */
    outcome: varchar("outcome", { length: 16 }).notNull(),
    reference: text("reference").notNull(),
    /** The authorisation a capture or void settles, the capture a refund returns. */
    parentReference: text("parent_reference"),
    providerId: text("provider_id"),
    /** The card's last four digits (the sandbox's test cards behave by them). */
    cardLast4: varchar("card_last4", { length: 4 }),
    amount: integer("amount").notNull(),
    currencyCode: varchar("currency_code", { length: 3 }).notNull(),
    declineCode: varchar("decline_code", { length: 32 }),
    message: text("message"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("sandbox_ledger_key_uq").on(t.merchant, t.idempotencyKey),
    index("sandbox_ledger_parent_idx").on(t.merchant, t.parentReference),
  ],
);
