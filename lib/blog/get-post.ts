import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isoSeconds } from "@/db/sql";
import { cachedWithStatus, type CacheStatus } from "../cache/tenant-cache";
import { absoluteUrl } from "../media/absolute-url";
import { isSlug } from "../cms/schemas";
import { postCachePolicy, postTag } from "./post-cache";
import type { BlogPostDetail } from "./schemas";
import { MovedError, NotFoundError } from "../errors/domain";
import { findRedirect } from "../content/redirects";

type PostRow = {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  featuredImage: string | null;
  socialImage: string | null;
  authorName: string | null;
  authorAvatar: string | null;
  seoTitle: string;
  seoDescription: string;
  ogImage: string;
  collections: { slug: string; name: string }[] | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
};

/** Reads one post of the tenant (any status), shaped like the storefront's detail; `status` says whether it is published. */
export async function readPost({ tenantId, slug }: { tenantId: string; slug: string }): Promise<
  | {
      id: string;
      post: BlogPostDetail;
      status: "published" | "draft";
      publishedAt: string | null;
      publishAt: string | null;
      authorStaffId: string | null;
    }
  | undefined
> {
  const db = await getDb();
  const p = schema.blogPosts;
  const a = schema.blogAuthors;
  const s = schema.adminUsers;
  const t = schema.tenants;
  const [row] = await db
    .select({
      id: p.id,
      slug: p.slug,
      title: p.title,
      excerpt: p.excerpt,
      content: p.content,
      featuredImage: p.featuredImage,
      socialImage: t.socialImageUrl,
      // The staff member who signs the post; an imported author's name when none does.
      authorName: sql<string | null>`coalesce(${s.name}, ${a.name})`,
      authorAvatar: s.avatar,
      authorStaffId: p.authorStaffId,
      seoTitle: p.seoTitle,
      seoDescription: p.seoDescription,
      ogImage: p.ogImage,
      status: p.status,
      publishedAt: isoSeconds(p.publishedAt),
      publishAt: isoSeconds(p.publishAt),
      collections: sql<PostRow["collections"]>`(
        select json_agg(json_build_object('slug', c.slug, 'name', c.name) order by c.name, c.slug)
        from ${schema.blogPostCollections} bpc
        join ${schema.collections} c on c.id = bpc.collection_id and c.tenant_id = bpc.tenant_id
        where bpc.post_id = ${p.id} and bpc.tenant_id = ${tenantId} and c.status = 'active'
      )`,
      createdAt: isoSeconds(p.createdAt),
      updatedAt: isoSeconds(p.updatedAt),
    })
    .from(p)
    .innerJoin(t, eq(t.id, p.tenantId))
    .leftJoin(a, and(eq(a.id, p.authorId), eq(a.tenantId, p.tenantId)))
    .leftJoin(s, and(eq(s.id, p.authorStaffId), eq(s.tenantId, p.tenantId)))
    .where(and(eq(p.tenantId, tenantId), eq(p.slug, slug)))
    .limit(1);
  if (!row) return undefined;
  const featured = absoluteUrl(row.featuredImage) ?? absoluteUrl(row.socialImage);
  return {
    id: row.id,
    status: row.status === "published" ? "published" : "draft",
    publishedAt: row.publishedAt,
    publishAt: row.publishAt,
    authorStaffId: row.authorStaffId,
    post: {
      slug: row.slug,
      title: row.title,
      excerpt: row.excerpt,
      content: row.content,
      featuredImage: featured,
      author: { name: row.authorName ?? "", avatar: absoluteUrl(row.authorAvatar) },
      seo: {
        title: row.seoTitle || row.title,
        description: row.seoDescription || row.excerpt,
        ogImage: absoluteUrl(row.ogImage || row.socialImage || ""),
      },
      collections: row.collections ?? [],
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      publishedAt: row.publishedAt ?? row.createdAt,
    },
  };
}

const notFound = () => new NotFoundError("Post not found.");

/** GET /cms/posts/{slug}: a published post, from the tenant's cache (tag post:<slug>) when it is there. */
export async function getPost({
  tenantId,
  slug,
}: {
  tenantId: string;
  slug: string;
}): Promise<{ post: BlogPostDetail; cache: CacheStatus }> {
  if (!isSlug(slug)) throw notFound();
  const { value: post, status } = await cachedWithStatus(
    { tenantId, key: ["post", slug], tags: [postTag(slug)], policy: postCachePolicy },
    async () => {
      const found = await readPost({ tenantId, slug });
      return found && found.status === "published" ? found.post : undefined;
    },
  );
  if (!post) {
    const movedTo = await findRedirect({ tenantId, kind: "post", slug });
    if (movedTo) throw new MovedError(`This post has moved to ${movedTo}.`, movedTo);
    throw notFound();
  }
  return { post, cache: status };
}
