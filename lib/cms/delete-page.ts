import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { invalidateTags } from "../cache/tenant-cache";
import { NotFoundError } from "../errors/domain";
import { scheduleSearchTermsRefresh } from "../search/refresh-search-terms";
import { pageTag, pagesTag } from "./page-cache";
import { isSlug } from "./schemas";

/** DELETE /operator/pages/{pageSlug} (extension): removes the page, its redirects and any scheduled publication. */
export async function deletePage({ tenantId, slug }: { tenantId: string; slug: string }): Promise<{ message: string }> {
  if (!isSlug(slug)) throw new NotFoundError("Page not found.");
  const db = await getDb();
  const p = schema.cmsPages;
  const removed = await db
    .delete(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.slug, slug)))
    .returning({ id: p.id });
  if (removed.length === 0) throw new NotFoundError("Page not found.");
  invalidateTags(tenantId, [pageTag(slug), pagesTag]);
  scheduleSearchTermsRefresh({ tenantId });
  return { message: "Page deleted." };
}
