import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { invalidateTags } from "../cache/tenant-cache";
import { cleanHtml } from "../media/clean-html";
import { addSearchTerms, scheduleSearchTermsRefresh } from "../search/refresh-search-terms";
import { readPage } from "./get-page";
import { pageTag, pagesTag } from "./page-cache";
import { isSlug, type OperatorPage, type OperatorPagePatch } from "./schemas";
import { NotFoundError } from "../errors/domain";

/**
 * PATCH /operator/pages/{pageSlug} (extension): edits a page of the operator's tenant. A new name's words join the
 * search vocabulary at once (typo correction finds them); the full vocabulary refresh follows in the background.
 */
export async function updatePage({
  tenantId,
  slug,
  input,
}: {
  tenantId: string;
  slug: string;
  input: OperatorPagePatch;
}): Promise<OperatorPage> {
  if (!isSlug(slug)) throw new NotFoundError("Page not found.");
  const db = await getDb();
  const p = schema.cmsPages;
  const changes: Partial<typeof p.$inferInsert> = { updatedAt: sql`now()` as unknown as string };
  if (input.name !== undefined) changes.name = input.name;
  if (input.metaTitle !== undefined) changes.metaTitle = input.metaTitle;
  if (input.metaDescription !== undefined) changes.metaDescription = input.metaDescription;
  if (input.content !== undefined) changes.content = cleanHtml(input.content);
  if (input.status !== undefined) {
    changes.status = input.status;
    if (input.status === "published") changes.publishedAt = sql`coalesce(${p.publishedAt}, now())` as unknown as string;
  }
  const updated = await db
    .update(p)
    .set(changes)
    .where(and(eq(p.tenantId, tenantId), eq(p.slug, slug)))
    .returning({ name: p.name, status: p.status });
  const row = updated[0];
  if (!row) throw new NotFoundError("Page not found.");
  invalidateTags(tenantId, [pageTag(slug), pagesTag]);
  if (row.status === "published") await addSearchTerms({ tenantId, texts: [row.name] });
  scheduleSearchTermsRefresh({ tenantId });
  const page = await readPage({ tenantId, slug, publishedOnly: false });
  if (!page) throw new NotFoundError("Page not found.");
  return page;
}
