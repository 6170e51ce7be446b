import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, tenantId, ts, tsvector, updatedAt } from "./columns";
import { tenants } from "./tenants";
import { images } from "./catalog";
import { carts, orderLines, orders } from "./orders";
import { customers } from "./customers";

export const events = pgTable(
  "events",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    venue: text("venue").notNull().default(""),
    /** published | draft */
    status: varchar("status", { length: 16 }).notNull().default("draft"),
    imageId: uuid("image_id").references(() => images.id, { onDelete: "set null" }),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(venue, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("events_tenant_slug_uq").on(t.tenantId, t.slug), index("events_search_idx").using("gin", t.searchVector)],
);

export const eventOccurrences = pgTable(
  "event_occurrences",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    startsAt: ts("starts_at").notNull(),
    endsAt: ts("ends_at").notNull(),
    capacity: integer("capacity").notNull().default(0),
    /** Set when the operator cancelled this date: its tickets are cancelled and refunded, nothing more is sold. */
    cancelledAt: ts("cancelled_at"),
  },
  (t) => [index("event_occurrences_event_idx").on(t.eventId, t.startsAt)],
);

export const eventTicketPrices = pgTable(
  "event_ticket_prices",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Minor units of the primary market's currency. */
    price: integer("price").notNull(),
    /** Seats of this type per occurrence (null: only the occurrence's capacity bounds it). */
    capacity: integer("capacity"),
    /** The most of this type one order may hold. */
    maxPerOrder: integer("max_per_order").notNull().default(10),
  },
  (t) => [index("event_ticket_prices_event_idx").on(t.eventId)],
);

/**
 * Seats held by a cart while the shopper pays (docs/events.md): they count against capacity until
 * `expiresAt`, or for as long as a checkout is paying for them (`orderId` set; a released order sets it back to null).
 */
export const ticketHolds = pgTable(
  "ticket_holds",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    occurrenceId: uuid("occurrence_id")
      .notNull()
      .references(() => eventOccurrences.id, { onDelete: "cascade" }),
    ticketTypeId: uuid("ticket_type_id")
      .notNull()
      .references(() => eventTicketPrices.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    expiresAt: ts("expires_at").notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    /**
     * The client address the seats were held from, as rate limits count it (an IPv6 address by its /64); null for an
     * address exempt from rate limits. Seats held per address per date are capped by the store's maxSeatsPerBuyer.
     */
    clientAddress: varchar("client_address", { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("ticket_holds_cart_uq").on(t.cartId, t.occurrenceId, t.ticketTypeId),
    index("ticket_holds_occurrence_idx").on(t.tenantId, t.occurrenceId),
  ],
);

/** An admission: issued when its order is paid; its code is signed (lib/tickets/ticket-code.ts). */
export const tickets = pgTable(
  "tickets",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    occurrenceId: uuid("occurrence_id")
      .notNull()
      .references(() => eventOccurrences.id, { onDelete: "cascade" }),
    ticketTypeId: uuid("ticket_type_id")
      .notNull()
      .references(() => eventTicketPrices.id, { onDelete: "cascade" }),
    /** The order line that paid for it (what a cancelled date refunds). */
    orderLineId: uuid("order_line_id").references(() => orderLines.id, { onDelete: "set null" }),
    /** valid | checked_in | cancelled */
    status: varchar("status", { length: 16 }).notNull().default("valid"),
    checkedInAt: ts("checked_in_at"),
    cancelledAt: ts("cancelled_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("tickets_occurrence_idx").on(t.tenantId, t.occurrenceId),
    index("tickets_customer_idx").on(t.tenantId, t.customerId, t.createdAt),
    index("tickets_order_idx").on(t.tenantId, t.orderId),
  ],
);

/**
 * A place in line for a sold-out date (docs/events.md): first come, first offered. When seats free up,
 * the first entry whose `quantity` fits is `offered` them for 24 hours (the seats count as taken by the offer until
 * `offerExpiresAt`); the mail's link lets the shopper hold them in a cart (`claimed`). An offer not taken in time is
 * `expired` and the seats go to the next in line. One entry per e-mail and date.
 */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    occurrenceId: uuid("occurrence_id")
      .notNull()
      .references(() => eventOccurrences.id, { onDelete: "cascade" }),
    /** Lower-cased. */
    email: text("email").notNull(),
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    quantity: integer("quantity").notNull().default(1),
    /** waiting | offered | claimed | expired | cancelled */
    status: varchar("status", { length: 16 }).notNull().default("waiting"),
    offeredAt: ts("offered_at"),
    offerExpiresAt: ts("offer_expires_at"),
    claimedAt: ts("claimed_at"),
    /** When the e-mail was confirmed through the link of the confirmation mail; only confirmed entries are offered seats. */
    confirmedAt: ts("confirmed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("waitlist_entries_email_uq").on(t.tenantId, t.occurrenceId, t.email),
    index("waitlist_entries_line_idx").on(t.tenantId, t.occurrenceId, t.status, t.createdAt),
  ],
);
