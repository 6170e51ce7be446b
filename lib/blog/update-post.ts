import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { invalidateTags } from "../cache/tenant-cache";
import { isSlug } from "../cms/schemas";
import { cleanHtml } from "../media/clean-html";
import { scheduleSearchTermsRefresh } from "../search/refresh-search-terms";
import { postTag, postsTag } from "./post-cache";
import { readPost } from "./get-post";
import type { OperatorPost, OperatorPostPatch } from "./schemas";
import { NotFoundError } from "../errors/domain";

/**
 * PATCH /operator/posts/{slug} (extension): edits a post of the operator's tenant and invalidates the cached copies
 * of that post and of the blog index, in that tenant only.
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
  const db = await getDb();
  const p = schema.blogPosts;
  const changes: Partial<typeof p.$inferInsert> = { updatedAt: sql`now()` as unknown as string };
  if (input.title !== undefined) changes.title = input.title;
  if (input.excerpt !== undefined) changes.excerpt = input.excerpt;
  if (input.content !== undefined) changes.content = cleanHtml(input.content);
  if (input.featuredImage !== undefined) changes.featuredImage = input.featuredImage;
  if (input.status !== undefined) {
    changes.status = input.status;
    // Publishing keeps the first publication time; drafting keeps it too, for the record.
    if (input.status === "published") changes.publishedAt = sql`coalesce(${p.publishedAt}, now())` as unknown as string;
  }
  const updated = await db
    .update(p)
    .set(changes)
    .where(and(eq(p.tenantId, tenantId), eq(p.slug, slug)))
    .returning({ id: p.id });
  if (updated.length === 0) throw new NotFoundError("Post not found.");
  invalidateTags(tenantId, [postTag(slug), postsTag]);
  scheduleSearchTermsRefresh({ tenantId });
  const found = await readPost({ tenantId, slug });
  if (!found) throw new NotFoundError("Post not found.");
  return { ...found.post, status: found.status, publishedAt: found.publishedAt };
}
