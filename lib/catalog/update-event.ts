import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { invalidateTags } from "../cache/tenant-cache";
import { NotFoundError } from "../errors/domain";
import { cleanHtml } from "../media/clean-html";
import { scheduleSearchTermsRefresh } from "../search/refresh-search-terms";
import { eventsTag } from "./catalog-cache";
import type { z } from "zod";
import type { operatorEvent, OperatorEventPatch } from "./schemas";

/** PATCH /operator/events/{slug} (extension): edits or publishes an event and drops the tenant's cached events. */
export async function updateEvent({
  tenantId,
  slug,
  input,
}: {
  tenantId: string;
  slug: string;
  input: OperatorEventPatch;
}): Promise<z.infer<typeof operatorEvent>> {
  if (slug.length > 200) throw new NotFoundError("Event not found.");
  const db = await getDb();
  const e = schema.events;
  const changes: Partial<typeof e.$inferInsert> = { updatedAt: sql`now()` as unknown as string };
  if (input.title !== undefined) changes.name = input.title;
  if (input.description !== undefined) changes.description = cleanHtml(input.description);
  if (input.venue !== undefined) changes.venue = input.venue;
  if (input.status !== undefined) changes.status = input.status;
  const [row] = await db
    .update(e)
    .set(changes)
    .where(and(eq(e.tenantId, tenantId), eq(e.slug, slug)))
    .returning({ id: e.id, slug: e.slug, title: e.name, venue: e.venue, status: e.status });
  if (!row) throw new NotFoundError("Event not found.");
  invalidateTags(tenantId, [eventsTag]);
  scheduleSearchTermsRefresh({ tenantId });
  return { ...row, status: row.status as z.infer<typeof operatorEvent>["status"] };
}
