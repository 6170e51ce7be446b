import "server-only";
import { sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { invalidateTags } from "../cache/tenant-cache";
import { chooseSlug, lockCatalogSlugs } from "../catalog/catalog-slug";
import { clearRedirect } from "../content/redirects";
import { publicationChanges, schedulePublication } from "../content/schedule-publication";
import { cleanHtml } from "../media/clean-html";
import { addSearchTerms, scheduleSearchTermsRefresh } from "../search/refresh-search-terms";
import { NotFoundError } from "../errors/domain";
import { readPage } from "./get-page";
import { pageTag, pagesTag } from "./page-cache";
import type { OperatorPage, OperatorPageCreate } from "./schemas";

/**
 * POST /operator/pages (extension): a new page of the operator's store. The slug is derived from the name when absent
 * (a given one another page has → 409 `slug_taken`); one a renamed page left as a redirect is taken over. The HTML is
 * sanitised; `publishAt` schedules a draft's publication (the `content.publish` job), a past one publishes it now.
 */
export async function createPage({ tenantId, input }: { tenantId: string; input: OperatorPageCreate }): Promise<OperatorPage> {
  const publication = publicationChanges({ status: input.status, publishAt: input.publishAt });
  const db = await getDb();
  const p = schema.cmsPages;
  const row = await db.transaction(async (tx) => {
    await lockCatalogSlugs(tx, tenantId);
    const slug = await chooseSlug({ executor: tx, tenantId, table: "pages", given: input.slug, title: input.name });
    await clearRedirect({ executor: tx, tenantId, kind: "page", slug });
    const [created] = await tx
      .insert(p)
      .values({
        tenantId,
        slug,
        name: input.name,
        content: cleanHtml(input.content),
        metaTitle: input.metaTitle,
        metaDescription: input.metaDescription,
        ogImage: input.ogImage,
        fields: input.fields,
        status: publication.status ?? "draft",
        publishedAt: publication.publishNow ? (sql`now()` as unknown as string) : null,
        publishAt: publication.publishAt ?? null,
      })
      .returning({ id: p.id, slug: p.slug });
    return created!;
  });
  invalidateTags(tenantId, [pageTag(row.slug), pagesTag]);
  if (publication.publishNow) await addSearchTerms({ tenantId, texts: [input.name] });
  scheduleSearchTermsRefresh({ tenantId });
  if (publication.schedule) await schedulePublication({ tenantId, kind: "page", id: row.id, publishAt: publication.schedule });
  const page = await readPage({ tenantId, slug: row.slug, publishedOnly: false });
  if (!page) throw new NotFoundError("Page not found.");
  return page;
}
