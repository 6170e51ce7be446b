import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, tenantId, ts, updatedAt } from "./columns";
import { carts, orders } from "./orders";
import { customers } from "./customers";
import { tenants } from "./tenants";

/**
 * A discount (docs/commerce.md, "Discounts"): a code shoppers type (`code`, matched case-insensitively through
 * `code_key`) or an automatic one (`code` null). `percent` for `percentage`; `amounts` (currency → minor units) for
 * `fixed`; `minSubtotal` likewise per currency. `appliesTo` narrows it to products or collections (all when null).
 */
export const discounts = pgTable(
  "discounts",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    code: varchar("code", { length: 64 }),
    /** lower(code): one code per tenant whatever its case. */
    codeKey: varchar("code_key", { length: 64 }),
    description: text("description").notNull().default(""),
    /** percentage | fixed | free_shipping */
    kind: varchar("kind", { length: 16 }).notNull(),
    percent: integer("percent"),
    amounts: jsonb("amounts").$type<Record<string, number>>(),
    minSubtotal: jsonb("min_subtotal").$type<Record<string, number>>(),
    appliesTo: jsonb("applies_to").$type<{ productIds?: string[]; collectionSlugs?: string[] }>(),
    startsAt: ts("starts_at"),
    endsAt: ts("ends_at"),
    usageLimit: integer("usage_limit"),
    perCustomerLimit: integer("per_customer_limit"),
    firstOrderOnly: boolean("first_order_only").notNull().default(false),
    combinable: boolean("combinable").notNull().default(false),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("discounts_code_uq").on(t.tenantId, t.codeKey),
    index("discounts_automatic_idx")
      .on(t.tenantId)
      .where(sql`${t.code} is null`),
    check("discounts_kind_known", sql`${t.kind} in ('percentage', 'fixed', 'free_shipping')`),
    check("discounts_percent_range", sql`${t.percent} is null or (${t.percent} > 0 and ${t.percent} <= 100)`),
    check("discounts_dates_ordered", sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    check("discounts_limits_positive", sql`coalesce(${t.usageLimit}, 1) >= 1 and coalesce(${t.perCustomerLimit}, 1) >= 1`),
  ],
);

/** The codes a shopper applied to a cart, in the order applied. */
export const cartDiscountCodes = pgTable(
  "cart_discount_codes",
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    discountId: uuid("discount_id")
      .notNull()
      .references(() => discounts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("cart_discount_codes_uq").on(t.tenantId, t.cartId, t.discountId)],
);

/**
 * One use of a discount by an order, written by the order writer in the checkout's transaction with the discount's
 * row locked; a released order's rows go with it, a cancelled order's are deleted (the use is freed).
 */
export const discountRedemptions = pgTable(
  "discount_redemptions",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    discountId: uuid("discount_id")
      .notNull()
      .references(() => discounts.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    /** lower(e-mail): a guest's per-customer limit counts by it. */
    email: text("email").notNull(),
    amount: integer("amount").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("discount_redemptions_order_uq").on(t.tenantId, t.orderId, t.discountId),
    index("discount_redemptions_discount_idx").on(t.tenantId, t.discountId),
  ],
);
