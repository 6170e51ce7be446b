import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { peekCached, putCached } from "../cache/tenant-cache";
import { catalogCachePolicy, catalogTag } from "../catalog/catalog-cache";
import { getStoreSettings } from "../catalog/store-settings";
import { bufferAnalyticsEvents } from "./event-buffer";
import type { AnalyticsEventsInput } from "./schemas";
import { visitorHash } from "./visitor-hash";

export type EventClient = {
  /** The address rate limits count by (lib/http/client-address.ts); hashed, never stored. */
  address: string;
  /** Hashed, never stored. */
  userAgent: string;
  /** ISO 3166 alpha-2 of the address, "XX" when unknown. */
  country: string;
  /** The host the request was sent to: a referrer on it is the store's own page, not a source. */
  ownHost: string | null;
};

/** The referring site's host name (lower case), or null when there is none, it is not a web address or it is the store. */
function referrerHost(referrer: string | undefined, ownHost: string | null): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    const host = url.hostname.toLowerCase();
    return host && host !== ownHost?.split(":")[0]?.toLowerCase() ? host.slice(0, 253) : null;
  } catch {
    return null;
  }
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of `at` in the time zone. */
function dayIn(timeZone: string, at: Date): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    if (dayFormats.size > 500) dayFormats.clear();
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

/**
 * Which of the ids are the store's products: those known from the catalogue's cache entries (dropped with the
 * catalogue's, when a product changes), the rest in one query.
 */
async function ownProducts(tenantId: string, ids: string[]): Promise<Set<string>> {
  const owned = new Set<string>();
  const unknown: string[] = [];
  for (const id of ids) {
    if (peekCached<boolean>({ tenantId, key: ["analytics-product", id] })) owned.add(id);
    else unknown.push(id);
  }
  if (!unknown.length) return owned;
  const db = await getDb();
  const found = await db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(and(eq(schema.products.tenantId, tenantId), inArray(schema.products.id, unknown)));
  for (const { id } of found) {
    owned.add(id);
    putCached({ tenantId, key: ["analytics-product", id], tags: [catalogTag], policy: catalogCachePolicy, value: true });
  }
  return owned;
}

/**
 * POST /analytics/events: keeps the batch's events under the visitor's hash for the store's day (its time zone),
 * each with its path, product, referring host and country; an event naming a product of another store (or none) is
 * dropped. The events are written behind (lib/analytics/event-buffer.ts), with their day marked for the rollup pass.
 * Answers how many were kept.
 */
export async function recordEvents({
  tenantId,
  input,
  client,
}: {
  tenantId: string;
  input: AnalyticsEventsInput;
  client: EventClient;
}): Promise<{ accepted: number }> {
  const occurredAt = new Date();
  const productIds = [...new Set(input.events.flatMap((e) => (e.productId ? [e.productId] : [])))];
  const [settings, owned] = await Promise.all([
    getStoreSettings({ tenantId }),
    productIds.length ? ownProducts(tenantId, productIds) : Promise.resolve(new Set<string>()),
  ]);
  const kept = input.events.filter((e) => !e.productId || owned.has(e.productId));
  if (!kept.length) return { accepted: 0 };
  const day = dayIn(settings.timeZone, occurredAt);
  const visitor = await visitorHash({ day, tenantId, address: client.address, userAgent: client.userAgent });
  bufferAnalyticsEvents(
    kept.map((e) => ({
      tenantId,
      day,
      occurredAt,
      visitor,
      type: e.type,
      path: e.path,
      productId: e.productId ?? null,
      referrerHost: referrerHost(e.referrer, client.ownHost),
      country: client.country,
    })),
  );
  return { accepted: kept.length };
}
