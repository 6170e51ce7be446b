import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isoSeconds } from "@/db/sql";
import { cached, invalidateTags } from "../cache/tenant-cache";
import { NotFoundError } from "../errors/domain";
import { cleanHtml } from "../media/clean-html";
import { displayEventTime } from "../time/event-time";
import { peopleWaiting, seatsLeft, seatsTaken } from "./seats-taken";
import { shelfPrice } from "../pricing/market-price";
import { marketMoney } from "../pricing/present-totals";
import type { MarketInfo } from "../pricing/resolve-market";
import { buildPageMeta } from "../pagination/schemas";
import { catalogCachePolicy, eventsTag } from "./catalog-cache";
import type { EventDetail, EventList, EventListItem, EventListQuery } from "./schemas";
import { getStoreSettings } from "./store-settings";
import { absoluteUrl } from "../media/absolute-url";

const e = schema.events;
const o = schema.eventOccurrences;
const t = schema.eventTicketPrices;
const img = schema.images;

type Row = {
  id: string;
  slug: string;
  name: string;
  venue: string;
  description: string;
  imagePath: string | null;
  imageAlt: string | null;
};

async function decorate({
  tenantId,
  rows,
  from,
  market,
}: {
  tenantId: string;
  rows: Row[];
  from: string;
  market: MarketInfo;
}): Promise<(EventListItem & { description: string; tickets: EventDetail["tickets"]; seatsValidUntil: number | null })[]> {
  if (rows.length === 0) return [];
  const db = await getDb();
  const { timeZone } = await getStoreSettings({ tenantId });
  const { currencyCode } = market;
  const money = marketMoney(market);
  const priceOf = (price: number) => shelfPrice({ price, salePrice: null, fixed: null }, market).unitPrice;
  const ids = rows.map((r) => r.id);
  const [occurrences, tickets] = await Promise.all([
    db
      .select({
        id: o.id,
        eventId: o.eventId,
        startsAt: isoSeconds(o.startsAt),
        endsAt: isoSeconds(o.endsAt),
        capacity: o.capacity,
        cancelled: sql<boolean>`${o.cancelledAt} is not null`,
      })
      .from(o)
      .where(and(eq(o.tenantId, tenantId), inArray(o.eventId, ids), sql`${o.endsAt} >= ${from}::timestamptz`))
      .orderBy(asc(o.startsAt), asc(o.id)),
    db
      .select({ id: t.id, eventId: t.eventId, name: t.name, price: t.price, capacity: t.capacity })
      .from(t)
      .where(and(eq(t.tenantId, tenantId), inArray(t.eventId, ids)))
      .orderBy(asc(t.price), asc(t.name)),
  ]);
  const taken = await seatsTaken({ executor: db, tenantId, occurrenceIds: occurrences.map((x) => x.id) });
  const expiries = taken.map((x) => x.nextExpiry).filter((x): x is number => x !== null);
  const seatsValidUntil = expiries.length > 0 ? Math.min(...expiries) : null;
  return rows.map((r) => {
    const own = tickets.filter((x) => x.eventId === r.id);
    const lowest = own[0] ? priceOf(own[0].price) : null;
    return {
      id: r.id,
      slug: r.slug,
      title: r.name,
      venue: r.venue,
      image: r.imagePath ? { url: absoluteUrl(r.imagePath), path: r.imagePath, alt: r.imageAlt || r.name } : null,
      timeZone,
      occurrences: occurrences
        .filter((x) => x.eventId === r.id)
        .map((x) => {
          const left = seatsLeft({ occurrenceId: x.id, capacity: x.cancelled ? 0 : x.capacity, types: own, taken });
          return {
            id: x.id,
            startsAt: x.startsAt,
            endsAt: x.endsAt,
            displayStartsAt: displayEventTime(timeZone, x.startsAt),
            capacity: x.capacity,
            remaining: left.remaining,
            soldOut: left.remaining === 0,
            cancelled: Boolean(x.cancelled),
            waitlist: peopleWaiting(taken, x.id),
            ticketTypes: own.map((type) => ({
              id: type.id,
              name: type.name,
              price: money.amount(priceOf(type.price)),
              displayPrice: money.display(priceOf(type.price)),
              remaining: left.byType.get(type.id) ?? 0,
            })),
          };
        }),
      fromPrice: lowest === null ? null : money.amount(lowest),
      displayFromPrice: lowest === null ? null : money.display(lowest),
      currencyCode,
      taxIncluded: market.taxIncluded,
      description: cleanHtml(r.description),
      tickets: own.map((x) => ({
        id: x.id,
        name: x.name,
        price: money.amount(priceOf(x.price)),
        displayPrice: money.display(priceOf(x.price)),
        currencyCode,
      })),
      seatsValidUntil,
    };
  });
}

const columns = {
  id: e.id,
  slug: e.slug,
  name: e.name,
  venue: e.venue,
  description: e.description,
  imagePath: img.path,
  imageAlt: img.alt,
};

/**
 * GET /events (extension): published events with an occurrence ending on or after `from` (default: now), ordered
 * by their next occurrence; times in UTC plus a display string in the store's time zone.
 */
export async function listEvents({
  tenantId,
  query,
  market,
}: {
  tenantId: string;
  query: EventListQuery;
  market: MarketInfo;
}): Promise<EventList> {
  // The default window moves with time: cached per minute.
  const from = query.from ? `${query.from}T00:00:00Z` : new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
  return cached(
    {
      tenantId,
      key: ["events", market.id, from, String(query.page), String(query.perPage)],
      tags: [eventsTag],
      policy: catalogCachePolicy,
    },
    async () => {
      const db = await getDb();
      const next = sql`(select min(${o.startsAt}) from ${o} where ${o.eventId} = ${e.id} and ${o.tenantId} = ${tenantId} and ${o.endsAt} >= ${from}::timestamptz)`;
      const rows = await db
        .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(e)
        .leftJoin(img, and(eq(img.id, e.imageId), eq(img.tenantId, tenantId)))
        .where(and(eq(e.tenantId, tenantId), eq(e.status, "published"), sql`${next} is not null`))
        .orderBy(asc(next), asc(e.name), asc(e.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);
      const items = await decorate({ tenantId, rows, from, market });
      return {
        data: items.map(({ description: _d, tickets: _t, seatsValidUntil: _s, ...item }) => item),
        meta: buildPageMeta({ page: query.page, perPage: query.perPage, total: rows[0]?.total ?? 0 }),
      };
    },
  );
}

/** GET /events/{slug} (extension): a published event with its upcoming occurrences and ticket prices in `market`. */
export async function getEvent({ tenantId, slug, market }: { tenantId: string; slug: string; market: MarketInfo }): Promise<EventDetail> {
  if (slug.length > 200) throw new NotFoundError("Event not found.");
  const from = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
  const options = { tenantId, key: ["event", market.id, slug, from], tags: [eventsTag], policy: catalogCachePolicy };
  let result = await cached(options, load);
  // A hold counted in the cached seats has expired since: its seats are free again, so count afresh.
  if (result?.seatsValidUntil != null && result.seatsValidUntil <= Date.now()) {
    invalidateTags(tenantId, [eventsTag]);
    result = await cached(options, load);
  }
  if (!result) throw new NotFoundError("Event not found.");
  const { seatsValidUntil: _s, ...event } = result;
  return event;

  async function load() {
    const db = await getDb();
    const [row] = await db
      .select(columns)
      .from(e)
      .leftJoin(img, and(eq(img.id, e.imageId), eq(img.tenantId, tenantId)))
      .where(and(eq(e.tenantId, tenantId), eq(e.slug, slug), eq(e.status, "published")))
      .limit(1);
    if (!row) return null;
    const [item] = await decorate({ tenantId, rows: [row], from, market });
    return item ?? null;
  }
}
