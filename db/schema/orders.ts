import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, tenantId, ts, updatedAt } from "./columns";
import { adminUsers, markets, tenants } from "./tenants";
import { customers } from "./customers";
import { products, productVariants } from "./catalog";

export const orders = pgTable(
  "orders",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    /** null for a guest order (read with its access token, never joined to an account later). */
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    /** Public order reference shown to the customer, e.g. SF-100042. */
    orderNumber: text("order_number").notNull(),
    /** pending_payment | paid | fulfilled | partially_refunded | refunded | cancelled (lib/orders/order-status.ts) */
    status: varchar("status", { length: 24 }).notNull().default("paid"),
    /** order (a cart's checkout) | renewal | tickets */
    kind: varchar("kind", { length: 16 }).notNull().default("order"),
    /** Where the confirmation and the shipping mail go (the customer's at checkout, or the guest's). */
    email: text("email"),
    /** SHA-256 (hex) of a guest order's access token; the token itself is only ever in the 201 answer and the mail. */
    accessTokenHash: text("access_token_hash"),
    currencyCode: varchar("currency_code", { length: 3 }).notNull(),
    total: integer("total").notNull(),
    /** Sum of the lines (minor units); null on orders from before checkout existed (total only). */
    subtotal: integer("subtotal"),
    shippingTotal: integer("shipping_total").notNull().default(0),
    /** The calculator's breakdown, as charged (minor units). */
    discountTotal: integer("discount_total").notNull().default(0),
    pointsValue: integer("points_value").notNull().default(0),
    /** Points redeemed for `pointsValue` (given back when the order is cancelled). */
    pointsRedeemed: integer("points_redeemed").notNull().default(0),
    taxTotal: integer("tax_total").notNull().default(0),
    taxIncluded: boolean("tax_included").notNull().default(false),
    taxLines: jsonb("tax_lines").$type<{ name: string; rate: number; amount: number }[]>().notNull().default([]),
    marketId: uuid("market_id"),
    /** What the gateway captured, and what was refunded of it (minor units; refunds reserve before they are sent). */
    capturedTotal: integer("captured_total").notNull().default(0),
    refundedTotal: integer("refunded_total").notNull().default(0),
    pointsEarned: integer("points_earned").notNull().default(0),
    /** The address the order ships to, copied at checkout so later edits of the book do not change it. */
    shippingAddress: jsonb("shipping_address").$type<Record<string, string | null>>(),
    paymentMethodId: uuid("payment_method_id"),
    /** The card as shown on the order ({cardType, cardLast4}); a guest's card is not saved, so it lives here. */
    paymentCard: jsonb("payment_card").$type<{ paymentMethod: string; cardType: string; cardLast4: string }>(),
    /** The gateway and the key (namespaced by tenant and payer) its payment steps were sent with. */
    gateway: varchar("gateway", { length: 32 }),
    paymentKey: text("payment_key"),
    paidAt: ts("paid_at"),
    fulfilledAt: ts("fulfilled_at"),
    cancelledAt: ts("cancelled_at"),
    /** The cart the order was placed from (one order per cart). */
    cartId: uuid("cart_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("orders_cart_uq").on(t.tenantId, t.cartId),
    uniqueIndex("orders_tenant_number_uq").on(t.tenantId, t.orderNumber),
    index("orders_customer_idx").on(t.tenantId, t.customerId, t.createdAt),
    index("orders_status_idx").on(t.tenantId, t.status, t.createdAt),
    // The analytics reports' range of days: orders by the time they were paid (placed, for those that never were).
    index("orders_paid_at_idx").on(t.tenantId, sql`coalesce(${t.paidAt}, ${t.createdAt})`),
  ],
);

/** A shipment of an order: carrier and tracking number, as the operator recorded them. */
export const fulfilments = pgTable(
  "fulfilments",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    carrier: text("carrier").notNull(),
    trackingNumber: text("tracking_number").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("fulfilments_order_idx").on(t.tenantId, t.orderId)],
);

/** A staff member's note on an order, shown on its timeline; the author's name is kept as it was when written. */
export const orderNotes = pgTable(
  "order_notes",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** null when written with a CLI operator token, or once the staff member is removed. */
    adminUserId: uuid("admin_user_id").references(() => adminUsers.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("order_notes_order_idx").on(t.tenantId, t.orderId, t.createdAt)],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** product | subscription | balance_payment */
    kind: varchar("kind", { length: 32 }).notNull(),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    variantId: uuid("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    quantity: integer("quantity").notNull(),
    unitPrice: integer("unit_price").notNull(),
    /** What the line cost after its share of discounts, with tax (null on lines from before it was kept). */
    lineTotal: integer("line_total"),
    /** A ticket line's hold (its cart line), so the tickets it becomes know the line that paid for them. */
    holdId: uuid("hold_id"),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId)],
);

export const carts = pgTable(
  "carts",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    /** null for a guest cart (reached by its id with the tenant's API token). */
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    /** active | converted | merged | abandoned */
    status: varchar("status", { length: 16 }).notNull().default("active"),
    currencyCode: varchar("currency_code", { length: 3 }).notNull(),
    /** The market the cart is priced in (its currency is currencyCode); null on carts from before markets priced. */
    marketId: uuid("market_id").references(() => markets.id, { onDelete: "set null" }),
    /** Where the shopper said it goes (PATCH /carts/{cartId}); null until then (totals are estimated). */
    shippingCountry: varchar("shipping_country", { length: 2 }),
    shippingRegion: varchar("shipping_region", { length: 8 }),
    /** Points the customer chose to spend on this cart (PATCH /carts/{cartId} {pointsToRedeem}); 0 for none. */
    pointsToRedeem: integer("points_to_redeem").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One active cart per customer, so two concurrent buy-agains cannot create two.
    uniqueIndex("carts_one_active_uq")
      .on(t.tenantId, t.customerId)
      .where(sql`${t.status} = 'active'`),
  ],
);

export const cartLines = pgTable(
  "cart_lines",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: uuid("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    unitPrice: integer("unit_price").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("cart_lines_cart_variant_uq").on(t.cartId, t.variantId)],
);

/** The last public order number handed out per tenant (SF-<n>); checkout takes the next under a row lock. */
export const orderSequences = pgTable("order_sequences", {
  tenantId: uuid("tenant_id")
    .primaryKey()
    .references(() => tenants.id, { onDelete: "cascade" }),
  lastNumber: integer("last_number").notNull(),
});
