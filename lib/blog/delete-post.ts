import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { invalidateTags } from "../cache/tenant-cache";
import { isSlug } from "../cms/schemas";
import { NotFoundError } from "../errors/domain";
import { scheduleSearchTermsRefresh } from "../search/refresh-search-terms";
import { postTag, postsTag } from "./post-cache";

/** DELETE /operator/posts/{slug} (extension): removes the post, its redirects and any scheduled publication. */
export async function deletePost({ tenantId, slug }: { tenantId: string; slug: string }): Promise<{ message: string }> {
  if (!isSlug(slug)) throw new NotFoundError("Post not found.");
  const db = await getDb();
  const p = schema.blogPosts;
  const removed = await db
    .delete(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.slug, slug)))
    .returning({ id: p.id });
  if (removed.length === 0) throw new NotFoundError("Post not found.");
  invalidateTags(tenantId, [postTag(slug), postsTag]);
  scheduleSearchTermsRefresh({ tenantId });
  return { message: "Post deleted." };
}
