import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, tenantId, updatedAt } from "./columns";
import { markets, tenants } from "./tenants";
import { customers } from "./customers";
import { products } from "./catalog";

export const orders = pgTable(
  "orders",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** Public order reference shown to the customer, e.g. SF-100042. */
    orderNumber: text("order_number").notNull(),
    /** pending | paid | fulfilled | cancelled */
    status: varchar("status", { length: 16 }).notNull().default("paid"),
    currencyCode: varchar("currency_code", { length: 3 }).notNull(),
    total: integer("total").notNull(),
    /** Sum of the lines (minor units); null on orders from before checkout existed (total only). */
    subtotal: integer("subtotal"),
    shippingTotal: integer("shipping_total").notNull().default(0),
    pointsEarned: integer("points_earned").notNull().default(0),
    /** The address the order ships to, copied at checkout so later edits of the book do not change it. */
    shippingAddress: jsonb("shipping_address").$type<Record<string, string | null>>(),
    paymentMethodId: uuid("payment_method_id"),
    /** The cart the order was placed from (one order per cart). */
    cartId: uuid("cart_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("orders_cart_uq").on(t.tenantId, t.cartId),
    uniqueIndex("orders_tenant_number_uq").on(t.tenantId, t.orderNumber),
    index("orders_customer_idx").on(t.tenantId, t.customerId, t.createdAt),
  ],
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
    name: text("name").notNull(),
    quantity: integer("quantity").notNull(),
    unitPrice: integer("unit_price").notNull(),
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
    quantity: integer("quantity").notNull(),
    unitPrice: integer("unit_price").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("cart_lines_cart_product_uq").on(t.cartId, t.productId)],
);

/** The last public order number handed out per tenant (SF-<n>); checkout takes the next under a row lock. */
export const orderSequences = pgTable("order_sequences", {
  tenantId: uuid("tenant_id")
    .primaryKey()
    .references(() => tenants.id, { onDelete: "cascade" }),
  lastNumber: integer("last_number").notNull(),
});
