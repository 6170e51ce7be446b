import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { invalidateTags } from "../cache/tenant-cache";
import { NotFoundError } from "../errors/domain";
import { cleanHtml } from "../media/clean-html";
import { scheduleSearchTermsRefresh } from "../search/refresh-search-terms";
import { catalogTag } from "./catalog-cache";
import type { z } from "zod";
import type { operatorCollection, OperatorCollectionPatch } from "./schemas";

/** PATCH /operator/collections/{slug} (extension): edits a collection and drops the tenant's cached catalogue. */
export async function updateCollection({
  tenantId,
  slug,
  input,
}: {
  tenantId: string;
  slug: string;
  input: OperatorCollectionPatch;
}): Promise<z.infer<typeof operatorCollection>> {
  if (slug.length > 200) throw new NotFoundError("Collection not found.");
  const db = await getDb();
  const c = schema.collections;
  const changes: Partial<typeof c.$inferInsert> = { updatedAt: sql`now()` as unknown as string };
  if (input.title !== undefined) changes.name = input.title;
  if (input.description !== undefined) changes.description = cleanHtml(input.description);
  if (input.status !== undefined) changes.status = input.status;
  const [row] = await db
    .update(c)
    .set(changes)
    .where(and(eq(c.tenantId, tenantId), eq(c.slug, slug)))
    .returning({ id: c.id, slug: c.slug, title: c.name, description: c.description, status: c.status });
  if (!row) throw new NotFoundError("Collection not found.");
  invalidateTags(tenantId, [catalogTag]);
  scheduleSearchTermsRefresh({ tenantId });
  return { ...row, status: row.status as z.infer<typeof operatorCollection>["status"] };
}
