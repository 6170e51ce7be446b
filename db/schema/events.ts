import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, tenantId, ts, tsvector, updatedAt } from "./columns";
import { tenants } from "./tenants";
import { images } from "./catalog";

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
  },
  (t) => [index("event_ticket_prices_event_idx").on(t.eventId)],
);
