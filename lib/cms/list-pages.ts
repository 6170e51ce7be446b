import { and, asc, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { cached } from "../cache/tenant-cache";
import { pageCachePolicy, pagesTag } from "./page-cache";
import { buildPageMeta, type PageMeta } from "../pagination/schemas";
import { pageListColumns } from "./page-list-columns";
import type { CmsPageListItem, CmsPageListQuery } from "./schemas";

/** GET /cms/pages: the tenant's published pages (drafts are never served to storefront callers), by name; cached per tenant. */
export async function listPages({ tenantId }: { tenantId: string }): Promise<{ data: CmsPageListItem[] }> {
  return cached({ tenantId, key: ["pages"], tags: [pagesTag], policy: pageCachePolicy }, () => loadPages({ tenantId }));
}

/**
 * GET /cms/pages with `page` or `perPage` (an extension): that slice of the same cached list, with its page meta
 * (perPage defaults to 20). Without either parameter the whole list, exactly as the spec has it.
 */
export async function listPagesPaged({
  tenantId,
  query,
}: {
  tenantId: string;
  query: CmsPageListQuery;
}): Promise<{ data: CmsPageListItem[]; meta?: PageMeta }> {
  const all = await listPages({ tenantId });
  if (query.page === undefined && query.perPage === undefined) return all;
  const page = query.page ?? 1;
  const perPage = query.perPage ?? 20;
  return {
    data: all.data.slice((page - 1) * perPage, page * perPage),
    meta: buildPageMeta({ page, perPage, total: all.data.length }),
  };
}

async function loadPages({ tenantId }: { tenantId: string }): Promise<{ data: CmsPageListItem[] }> {
  const db = await getDb();
  const p = schema.cmsPages;
  const rows = await db
    .select(pageListColumns)
    .from(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.status, "published")))
    .orderBy(asc(p.name), asc(p.slug));
  return { data: rows.map((r) => ({ ...r, status: "published" as const })) };
}
