import "server-only";
import { sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { invalidateTags } from "../cache/tenant-cache";
import { chooseSlug, lockCatalogSlugs } from "../catalog/catalog-slug";
import { clearRedirect } from "../content/redirects";
import { publicationChanges, schedulePublication } from "../content/schedule-publication";
import { cleanHtml } from "../media/clean-html";
import { scheduleSearchTermsRefresh } from "../search/refresh-search-terms";
import { getOperatorPost } from "./get-operator-post";
import { checkPostReferences } from "./check-post-references";
import { setPostCollections } from "./set-post-collections";
import { postTag, postsTag } from "./post-cache";
import type { OperatorPost, OperatorPostCreate } from "./schemas";

/**
 * POST /operator/posts (extension): a new post of the operator's store. The slug is derived from the title when absent
 * (a given one another post has → 409 `slug_taken`); one a renamed post left as a redirect is taken over. The HTML is
 * sanitised; `publishAt` schedules a draft's publication (the `content.publish` job), a past one publishes it now.
 */
export async function createPost({ tenantId, input }: { tenantId: string; input: OperatorPostCreate }): Promise<OperatorPost> {
  const publication = publicationChanges({ status: input.status, publishAt: input.publishAt });
  const db = await getDb();
  const p = schema.blogPosts;
  const row = await db.transaction(async (tx) => {
    const refs = await checkPostReferences({ executor: tx, tenantId, authorId: input.authorId, collections: input.collections });
    await lockCatalogSlugs(tx, tenantId);
    const slug = await chooseSlug({ executor: tx, tenantId, table: "posts", given: input.slug, title: input.title });
    await clearRedirect({ executor: tx, tenantId, kind: "post", slug });
    const [created] = await tx
      .insert(p)
      .values({
        tenantId,
        slug,
        title: input.title,
        excerpt: input.excerpt,
        content: cleanHtml(input.content),
        featuredImage: input.featuredImage,
        seoTitle: input.seoTitle,
        seoDescription: input.seoDescription,
        authorStaffId: refs.authorStaffId ?? null,
        status: publication.status ?? "draft",
        publishedAt: publication.publishNow ? (sql`date_trunc('second', now())` as unknown as string) : null,
        publishAt: publication.publishAt ?? null,
      })
      .returning({ id: p.id, slug: p.slug });
    await setPostCollections({ executor: tx, tenantId, postId: created!.id, collectionIds: refs.collectionIds ?? [] });
    return created!;
  });
  invalidateTags(tenantId, [postTag(row.slug), postsTag]);
  scheduleSearchTermsRefresh({ tenantId });
  if (publication.schedule) await schedulePublication({ tenantId, kind: "post", id: row.id, publishAt: publication.schedule });
  return getOperatorPost({ tenantId, slug: row.slug });
}
