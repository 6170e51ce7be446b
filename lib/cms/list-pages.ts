import { and, asc, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isoMicros } from "@/db/sql";
import { cached } from "../cache/tenant-cache";
import { pageCachePolicy, pagesTag } from "./page-cache";
import type { CmsPageListItem } from "./schemas";

/** GET /cms/pages: the tenant's published pages (drafts are never served to storefront callers), by name; cached per tenant. */
export async function listPages({ tenantId }: { tenantId: string }): Promise<{ data: CmsPageListItem[] }> {
  return cached({ tenantId, key: ["pages"], tags: [pagesTag], policy: pageCachePolicy }, () => loadPages({ tenantId }));
}

async function loadPages({ tenantId }: { tenantId: string }): Promise<{ data: CmsPageListItem[] }> {
  const db = await getDb();
  const p = schema.cmsPages;
  const rows = await db
    .select({
      slug: p.slug,
      name: p.name,
      metaTitle: p.metaTitle,
      metaDescription: p.metaDescription,
      status: p.status,
      createdAt: isoMicros(p.createdAt),
      updatedAt: isoMicros(p.updatedAt),
      publishedAt: isoMicros(p.publishedAt),
    })
    .from(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.status, "published")))
    .orderBy(asc(p.name), asc(p.slug));
  return { data: rows.map((r) => ({ ...r, status: "published" as const })) };
}
