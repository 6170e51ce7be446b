import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
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

/**
 * POST /analytics/events: keeps the batch's events under the visitor's hash for the store's day (its time zone),
 * each with its path, product, referring host and country; an event naming a product of another store (or none) is
 * dropped. Marks the day for the rollup pass. Answers how many were kept.
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
  const db = await getDb();
  const [store] = await db
    .select({ day: sql<string>`to_char((now() at time zone ${schema.tenants.timeZone})::date, 'YYYY-MM-DD')` })
    .from(schema.tenants)
    .where(eq(schema.tenants.id, tenantId));
  if (!store) return { accepted: 0 };
  const productIds = [...new Set(input.events.flatMap((e) => (e.productId ? [e.productId] : [])))];
  const owned = new Set(
    productIds.length
      ? (
          await db
            .select({ id: schema.products.id })
            .from(schema.products)
            .where(and(eq(schema.products.tenantId, tenantId), inArray(schema.products.id, productIds)))
        ).map((p) => p.id)
      : [],
  );
  const kept = input.events.filter((e) => !e.productId || owned.has(e.productId));
  if (!kept.length) return { accepted: 0 };
  const visitor = await visitorHash({ day: store.day, tenantId, address: client.address, userAgent: client.userAgent });
  await db.transaction(async (tx) => {
    await tx.insert(schema.analyticsEvents).values(
      kept.map((e) => ({
        tenantId,
        day: store.day,
        visitor,
        type: e.type,
        path: e.path,
        productId: e.productId ?? null,
        referrerHost: referrerHost(e.referrer, client.ownHost),
        country: client.country,
      })),
    );
    await tx.insert(schema.analyticsDirtyDays).values({ tenantId, day: store.day }).onConflictDoNothing();
  });
  return { accepted: kept.length };
}
