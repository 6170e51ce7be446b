import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { invalidateTags } from "../cache/tenant-cache";
import { NotFoundError } from "../errors/domain";
import { cleanHtml } from "../media/clean-html";
import { scheduleSearchTermsRefresh } from "../search/refresh-search-terms";
import { readOperatorEvent, type OperatorEvent } from "./read-operator-event";
import { eventsTag } from "../catalog/catalog-cache";
import { storeImageIds } from "../catalog/catalog-references";
import { chooseSlug, lockCatalogSlugs } from "../catalog/catalog-slug";
import type { OperatorEventPatch } from "../catalog/schemas";
import { replaceTicketTypes } from "./replace-ticket-types";

/**
 * PATCH /operator/events/{slug} (extension): edits, publishes or archives an event and drops the tenant's cached
 * events. A new slug must be free (409 `slug_taken`); an image must be the store's (422 `unknown_image`); `ticketTypes`
 * replaces the event's ticket types (a sold one cannot be removed: 409 `ticket_type_sold`).
 */
export async function updateEvent({
  tenantId,
  slug,
  input,
}: {
  tenantId: string;
  slug: string;
  input: OperatorEventPatch;
}): Promise<OperatorEvent> {
  if (slug.length > 200) throw new NotFoundError("Event not found.");
  const db = await getDb();
  const e = schema.events;
  const changes: Partial<typeof e.$inferInsert> = { updatedAt: sql`now()` as unknown as string };
  if (input.title !== undefined) changes.name = input.title;
  if (input.description !== undefined) changes.description = cleanHtml(input.description);
  if (input.venue !== undefined) changes.venue = input.venue;
  if (input.status !== undefined) changes.status = input.status;
  const id = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: e.id })
      .from(e)
      .where(and(eq(e.tenantId, tenantId), eq(e.slug, slug)))
      .for("update");
    if (!current) throw new NotFoundError("Event not found.");
    if (input.image !== undefined)
      changes.imageId =
        input.image === null ? null : ((await storeImageIds({ executor: tx, tenantId, ids: [input.image], field: "image" }))[0] ?? null);
    if (input.slug !== undefined && input.slug !== slug) {
      await lockCatalogSlugs(tx, tenantId);
      changes.slug = await chooseSlug({ executor: tx, tenantId, table: "events", given: input.slug, title: "", exceptId: current.id });
    }
    if (input.ticketTypes !== undefined)
      await replaceTicketTypes({ executor: tx, tenantId, eventId: current.id, ticketTypes: input.ticketTypes });
    await tx
      .update(e)
      .set(changes)
      .where(and(eq(e.tenantId, tenantId), eq(e.id, current.id)));
    return current.id;
  });
  invalidateTags(tenantId, [eventsTag]);
  scheduleSearchTermsRefresh({ tenantId });
  return readOperatorEvent({ tenantId, id });
}
