import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { invalidateTags } from "../cache/tenant-cache";
import { chooseSlug, lockCatalogSlugs } from "../catalog/catalog-slug";
import { isSlug } from "../cms/schemas";
import { clearRedirect, recordRedirect } from "../content/redirects";
import { publicationChanges, schedulePublication } from "../content/schedule-publication";
import { cleanHtml } from "../media/clean-html";
import { scheduleSearchTermsRefresh } from "../search/refresh-search-terms";
import { postTag, postsTag } from "./post-cache";
import { getOperatorPost } from "./get-operator-post";
import { checkPostReferences } from "./check-post-references";
import { setPostCollections } from "./set-post-collections";
import type { OperatorPost, OperatorPostPatch } from "./schemas";
import { NotFoundError } from "../errors/domain";

/**
 * PATCH /operator/posts/{slug} (extension): edits a post of the operator's tenant and invalidates the cached copies
 * of that post and of the blog index, in that tenant only. A new slug must be free (409 `slug_taken`); the old one
 * becomes a redirect to the post. `publishAt` schedules a draft's publication.
 */
export async function updatePost({
  tenantId,
  slug,
  input,
}: {
  tenantId: string;
  slug: string;
  input: OperatorPostPatch;
}): Promise<OperatorPost> {
  if (!isSlug(slug)) throw new NotFoundError("Post not found.");
  const publication = publicationChanges({ status: input.status, publishAt: input.publishAt });
  const db = await getDb();
  const p = schema.blogPosts;
  const changes: Partial<typeof p.$inferInsert> = { updatedAt: sql`now()` as unknown as string };
  if (input.title !== undefined) changes.title = input.title;
  if (input.excerpt !== undefined) changes.excerpt = input.excerpt;
  if (input.content !== undefined) changes.content = cleanHtml(input.content);
  if (input.featuredImage !== undefined) changes.featuredImage = input.featuredImage;
  if (input.seoTitle !== undefined) changes.seoTitle = input.seoTitle;
  if (input.seoDescription !== undefined) changes.seoDescription = input.seoDescription;
  if (publication.status !== undefined) changes.status = publication.status;
  if (publication.publishAt !== undefined) changes.publishAt = publication.publishAt;
  // Publishing keeps the first publication time; drafting keeps it too, for the record.
  if (publication.publishNow) changes.publishedAt = sql`coalesce(${p.publishedAt}, date_trunc('second', now()))` as unknown as string;
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: p.id })
      .from(p)
      .where(and(eq(p.tenantId, tenantId), eq(p.slug, slug)))
      .for("update");
    if (!current) throw new NotFoundError("Post not found.");
    const refs = await checkPostReferences({ executor: tx, tenantId, authorId: input.authorId, collections: input.collections });
    if (refs.authorStaffId !== undefined) changes.authorStaffId = refs.authorStaffId;
    if (refs.collectionIds !== undefined)
      await setPostCollections({ executor: tx, tenantId, postId: current.id, collectionIds: refs.collectionIds });
    if (input.slug !== undefined && input.slug !== slug) {
      await lockCatalogSlugs(tx, tenantId);
      changes.slug = await chooseSlug({ executor: tx, tenantId, table: "posts", given: input.slug, title: "", exceptId: current.id });
      await clearRedirect({ executor: tx, tenantId, kind: "post", slug: changes.slug });
      await recordRedirect({ executor: tx, tenantId, kind: "post", oldSlug: slug, targetId: current.id });
    }
    const [updated] = await tx
      .update(p)
      .set(changes)
      .where(and(eq(p.tenantId, tenantId), eq(p.id, current.id)))
      .returning({ id: p.id, slug: p.slug });
    return updated!;
  });
  invalidateTags(tenantId, [postTag(slug), postTag(row.slug), postsTag]);
  scheduleSearchTermsRefresh({ tenantId });
  if (publication.schedule) await schedulePublication({ tenantId, kind: "post", id: row.id, publishAt: publication.schedule });
  return getOperatorPost({ tenantId, slug: row.slug });
}
