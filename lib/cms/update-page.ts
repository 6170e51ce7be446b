import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { invalidateTags } from "../cache/tenant-cache";
import { chooseSlug, lockCatalogSlugs } from "../catalog/catalog-slug";
import { clearRedirect, recordRedirect } from "../content/redirects";
import { publicationChanges, schedulePublication } from "../content/schedule-publication";
import { cleanHtml } from "../media/clean-html";
import { addSearchTerms, scheduleSearchTermsRefresh } from "../search/refresh-search-terms";
import { readPage } from "./get-page";
import { pageTag, pagesTag } from "./page-cache";
import { isSlug, type OperatorPage, type OperatorPagePatch } from "./schemas";
import { NotFoundError } from "../errors/domain";

/**
 * PATCH /operator/pages/{pageSlug} (extension): edits a page of the operator's tenant. A new slug must be free (409
 * `slug_taken`); the old one becomes a redirect to the page. `publishAt` schedules a draft's publication. A new name's
 * words join the search vocabulary at once (typo correction finds them); the full refresh follows in the background.
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
  const publication = publicationChanges({ status: input.status, publishAt: input.publishAt });
  const db = await getDb();
  const p = schema.cmsPages;
  const changes: Partial<typeof p.$inferInsert> = { updatedAt: sql`now()` as unknown as string };
  if (input.name !== undefined) changes.name = input.name;
  if (input.metaTitle !== undefined) changes.metaTitle = input.metaTitle;
  if (input.metaDescription !== undefined) changes.metaDescription = input.metaDescription;
  if (input.ogImage !== undefined) changes.ogImage = input.ogImage;
  if (input.content !== undefined) changes.content = cleanHtml(input.content);
  if (input.fields !== undefined) changes.fields = input.fields;
  if (publication.status !== undefined) changes.status = publication.status;
  if (publication.publishAt !== undefined) changes.publishAt = publication.publishAt;
  if (publication.publishNow) changes.publishedAt = sql`coalesce(${p.publishedAt}, now())` as unknown as string;
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: p.id })
      .from(p)
      .where(and(eq(p.tenantId, tenantId), eq(p.slug, slug)))
      .for("update");
    if (!current) throw new NotFoundError("Page not found.");
    if (input.slug !== undefined && input.slug !== slug) {
      await lockCatalogSlugs(tx, tenantId);
      changes.slug = await chooseSlug({ executor: tx, tenantId, table: "pages", given: input.slug, title: "", exceptId: current.id });
      await clearRedirect({ executor: tx, tenantId, kind: "page", slug: changes.slug });
      await recordRedirect({ executor: tx, tenantId, kind: "page", oldSlug: slug, targetId: current.id });
    }
    const [updated] = await tx
      .update(p)
      .set(changes)
      .where(and(eq(p.tenantId, tenantId), eq(p.id, current.id)))
      .returning({ id: p.id, slug: p.slug, name: p.name, status: p.status });
    return updated!;
  });
  invalidateTags(tenantId, [pageTag(slug), pageTag(row.slug), pagesTag]);
  if (row.status === "published") await addSearchTerms({ tenantId, texts: [row.name] });
  scheduleSearchTermsRefresh({ tenantId });
  if (publication.schedule) await schedulePublication({ tenantId, kind: "page", id: row.id, publishAt: publication.schedule });
  const page = await readPage({ tenantId, slug: row.slug, publishedOnly: false });
  if (!page) throw new NotFoundError("Page not found.");
  return page;
}
