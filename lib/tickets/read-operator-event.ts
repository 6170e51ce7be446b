import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import type { z } from "zod";
import type { operatorEvent } from "../catalog/schemas";
import { NotFoundError } from "../errors/domain";
import { absoluteUrl } from "../media/absolute-url";
import { formatMoney, toMajorUnits } from "../money";

export type OperatorEvent = z.infer<typeof operatorEvent>;

/**
 * One event of the store as the operator's event writes answer it: its fields, image and ticket types with their
 * price in the primary market; by `slug` or `id`; unknown (or another store's) → NotFoundError.
 */
export async function readOperatorEvent({ tenantId, slug, id }: { tenantId: string; slug?: string; id?: string }): Promise<OperatorEvent> {
  if (slug !== undefined && slug.length > 200) throw new NotFoundError("Event not found.");
  const db = await getDb();
  const e = schema.events;
  const img = schema.images;
  const [row] = await db
    .select({
      id: e.id,
      slug: e.slug,
      title: e.name,
      description: e.description,
      venue: e.venue,
      status: e.status,
      imageId: img.id,
      imagePath: img.path,
      imageAlt: img.alt,
    })
    .from(e)
    .leftJoin(img, and(eq(img.id, e.imageId), eq(img.tenantId, tenantId)))
    .where(and(eq(e.tenantId, tenantId), id !== undefined ? eq(e.id, id) : eq(e.slug, slug ?? "")))
    .limit(1);
  if (!row) throw new NotFoundError("Event not found.");
  const t = schema.eventTicketPrices;
  const m = schema.markets;
  const [types, [primary]] = await Promise.all([
    db
      .select({ id: t.id, name: t.name, price: t.price, capacity: t.capacity, maxPerOrder: t.maxPerOrder })
      .from(t)
      .where(and(eq(t.tenantId, tenantId), eq(t.eventId, row.id)))
      .orderBy(asc(t.price), asc(t.name)),
    db
      .select({ id: m.id, currencyCode: m.currencyCode })
      .from(m)
      .where(and(eq(m.tenantId, tenantId), eq(m.isPrimary, true)))
      .limit(1),
  ]);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    venue: row.venue,
    image:
      row.imageId && row.imagePath
        ? { id: row.imageId, url: absoluteUrl(row.imagePath), path: row.imagePath, alt: row.imageAlt ?? "" }
        : null,
    status: row.status === "published" || row.status === "archived" ? row.status : "draft",
    ticketTypes: types.map((type) => ({
      id: type.id,
      name: type.name,
      prices: primary
        ? [
            {
              marketId: primary.id,
              currencyCode: primary.currencyCode,
              amount: toMajorUnits(type.price, primary.currencyCode),
              displayPrice: formatMoney(type.price, primary.currencyCode),
            },
          ]
        : [],
      capacity: type.capacity,
      maxPerOrder: type.maxPerOrder,
    })),
  };
}
