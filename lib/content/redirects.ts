import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema, type Executor } from "@/db/client";

export type ContentKind = "page" | "post";

/**
 * A renamed page or post keeps its old slug as a redirect to the record itself (not to a slug), so a chain of renames
 * collapses: every old slug leads to the slug the record has now.
 */
export async function recordRedirect({
  executor,
  tenantId,
  kind,
  oldSlug,
  targetId,
}: {
  executor: Executor;
  tenantId: string;
  kind: ContentKind;
  oldSlug: string;
  targetId: string;
}): Promise<void> {
  const r = schema.contentRedirects;
  const target = kind === "page" ? { pageId: targetId, postId: null } : { pageId: null, postId: targetId };
  await executor
    .insert(r)
    .values({ tenantId, kind, oldSlug, ...target })
    .onConflictDoUpdate({ target: [r.tenantId, r.kind, r.oldSlug], set: { ...target, createdAt: sql`now()` } });
}

/** A page or post that takes a slug (new, or renamed to it) ends the redirect an earlier record left there. */
export async function clearRedirect({
  executor,
  tenantId,
  kind,
  slug,
}: {
  executor: Executor;
  tenantId: string;
  kind: ContentKind;
  slug: string;
}): Promise<void> {
  const r = schema.contentRedirects;
  await executor.delete(r).where(and(eq(r.tenantId, tenantId), eq(r.kind, kind), eq(r.oldSlug, slug)));
}

/** The slug a published page or post that once had `slug` has now, or undefined. */
export async function findRedirect({
  tenantId,
  kind,
  slug,
}: {
  tenantId: string;
  kind: ContentKind;
  slug: string;
}): Promise<string | undefined> {
  const db = await getDb();
  const r = schema.contentRedirects;
  const target = kind === "page" ? schema.cmsPages : schema.blogPosts;
  const [row] = await db
    .select({ slug: target.slug })
    .from(r)
    .innerJoin(target, and(eq(target.id, kind === "page" ? r.pageId : r.postId), eq(target.tenantId, r.tenantId)))
    .where(and(eq(r.tenantId, tenantId), eq(r.kind, kind), eq(r.oldSlug, slug), eq(target.status, "published")))
    .limit(1);
  return row?.slug;
}
