import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { pageTag, pagesTag } from "../cms/page-cache";
import { postTag, postsTag } from "./post-cache";
import { invalidateTags } from "../cache/tenant-cache";
import { addSearchTerms, scheduleSearchTermsRefresh } from "../search/refresh-search-terms";
import type { ScheduledPublication } from "../content/schedule-publication";

/**
 * The `content.publish` job: publishes a draft page or post whose scheduled time has come, with `publishedAt` the
 * scheduled time (a post's to the second, as its timestamps are shown). Nothing happens when the record was
 * published, rescheduled, unscheduled or deleted meanwhile. Answers whether it published.
 */
export async function publishScheduled({ tenantId, kind, id, publishAt }: ScheduledPublication): Promise<boolean> {
  const db = await getDb();
  const table = kind === "page" ? schema.cmsPages : schema.blogPosts;
  const publishedAt = kind === "post" ? sql`date_trunc('second', ${table.publishAt})` : sql`${table.publishAt}`;
  const [row] = await db
    .update(table)
    .set({
      status: "published",
      publishedAt: publishedAt,
      publishAt: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(eq(table.tenantId, tenantId), eq(table.id, id), eq(table.status, "draft"), sql`${table.publishAt} = ${publishAt}::timestamptz`),
    )
    .returning({ slug: table.slug });
  if (!row) return false;
  invalidateTags(tenantId, kind === "page" ? [pageTag(row.slug), pagesTag] : [postTag(row.slug), postsTag]);
  if (kind === "page") {
    const [page] = await db.select({ name: schema.cmsPages.name }).from(schema.cmsPages).where(eq(schema.cmsPages.id, id));
    if (page) await addSearchTerms({ tenantId, texts: [page.name] });
  }
  scheduleSearchTermsRefresh({ tenantId });
  return true;
}
