import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { pageListColumns } from "./page-list-columns";
import type { CmsPageListItem } from "./schemas";

/** GET /operator/pages: every page of the store, drafts too, by name (never cached: the back office edits them). */
export async function listOperatorPages({ tenantId }: { tenantId: string }): Promise<{ data: CmsPageListItem[] }> {
  const db = await getDb();
  const p = schema.cmsPages;
  const rows = await db.select(pageListColumns).from(p).where(eq(p.tenantId, tenantId)).orderBy(asc(p.name), asc(p.slug));
  return { data: rows.map((r) => ({ ...r, status: r.status === "published" ? "published" : "draft" })) };
}
