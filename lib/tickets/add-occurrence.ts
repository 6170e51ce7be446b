import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isoSeconds } from "@/db/sql";
import { invalidateTags } from "../cache/tenant-cache";
import { eventsTag } from "../catalog/catalog-cache";
import { InvalidInputError, NotFoundError } from "../errors/domain";
import type { AddOccurrenceInput } from "./schemas";

/** POST /operator/events/{slug}/occurrences: a new date of an event (draft or published) with its seats. */
export async function addOccurrence({ tenantId, slug, input }: { tenantId: string; slug: string; input: AddOccurrenceInput }) {
  if (Date.parse(input.endsAt) <= Date.parse(input.startsAt)) throw new InvalidInputError({ endsAt: ["The end must be after the start."] });
  const db = await getDb();
  const e = schema.events;
  const [event] = await db
    .select({ id: e.id })
    .from(e)
    .where(and(eq(e.tenantId, tenantId), eq(e.slug, slug)))
    .limit(1);
  if (!event) throw new NotFoundError("Event not found.");
  const o = schema.eventOccurrences;
  const [row] = await db
    .insert(o)
    .values({ tenantId, eventId: event.id, startsAt: input.startsAt, endsAt: input.endsAt, capacity: input.capacity })
    .returning({ id: o.id, startsAt: isoSeconds(o.startsAt), endsAt: isoSeconds(o.endsAt), capacity: o.capacity });
  invalidateTags(tenantId, [eventsTag]);
  return row!;
}
