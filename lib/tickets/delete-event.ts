import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { invalidateTags } from "../cache/tenant-cache";
import { eventsTag } from "../catalog/catalog-cache";
import { ConflictError, NotFoundError } from "../errors/domain";
import { scheduleSearchTermsRefresh } from "../search/refresh-search-terms";
import { eventHasSales } from "./create-event";

/**
 * DELETE /operator/events/{slug} (extension): removes an event with its dates and ticket types. One that has sold
 * tickets is refused (409 `event_has_tickets`): archive it instead (`PATCH … {status: "archived"}`), which keeps its
 * tickets and orders and hides it from the storefront.
 */
export async function deleteEvent({ tenantId, slug }: { tenantId: string; slug: string }): Promise<{ message: string }> {
  if (slug.length > 200) throw new NotFoundError("Event not found.");
  const db = await getDb();
  const e = schema.events;
  await db.transaction(async (tx) => {
    const [event] = await tx
      .select({ id: e.id })
      .from(e)
      .where(and(eq(e.tenantId, tenantId), eq(e.slug, slug)))
      .for("update");
    if (!event) throw new NotFoundError("Event not found.");
    if (await eventHasSales({ executor: tx, tenantId, eventId: event.id }))
      throw new ConflictError("This event has sold tickets: archive it instead (status archived), which keeps them.").withCode(
        "event_has_tickets",
      );
    await tx.delete(e).where(and(eq(e.tenantId, tenantId), eq(e.id, event.id)));
  });
  invalidateTags(tenantId, [eventsTag]);
  scheduleSearchTermsRefresh({ tenantId });
  return { message: "Event deleted." };
}
