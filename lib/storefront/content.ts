import "server-only";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isoMicros, isoSeconds } from "@/db/sql";

// TEMPORARY adapter: reads CMS pages and posts in the API's shapes until feat/content's lib lands; then these
// functions delegate to lib/cms and lib/blog.

export type CmsPageListItem = { slug: string; name: string; metaTitle: string; metaDescription: string; status: string; createdAt: string; updatedAt: string; publishedAt: string | null };
export type CmsPageDetail = {
  slug: string;
  name: string;
  content: string;
  seo: { title: string; description: string; ogImage: string };
  status: string;
  fields: Record<string, string>;
  createdAt: string;
  updatedAt: string;
  publishedAt: string;
};
export type BlogPost = {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  featuredImage: string;
  author: { name: string };
  seo: { title: string; description: string; ogImage: string };
  collections: { slug: string; name: string }[];
  createdAt: string;
  updatedAt: string;
};
export type BlogPostSummary = Omit<BlogPost, "content" | "seo"> & { publishedAt: string };
export type Paged<T> = { data: T[]; meta: { currentPage: number; lastPage: number; perPage: number; total: number } };

const cp = schema.cmsPages;

export async function listPublishedPages({ tenantId }: { tenantId: string }): Promise<CmsPageListItem[]> {
  const db = await getDb();
  return db
    .select({
      slug: cp.slug,
      name: cp.name,
      metaTitle: cp.metaTitle,
      metaDescription: cp.metaDescription,
      status: cp.status,
      createdAt: isoMicros(cp.createdAt),
      updatedAt: isoMicros(cp.updatedAt),
      publishedAt: isoMicros(cp.publishedAt),
    })
    .from(cp)
    .where(and(eq(cp.tenantId, tenantId), eq(cp.status, "published")))
    .orderBy(asc(cp.createdAt));
}

export async function getPublishedPage({ tenantId, slug }: { tenantId: string; slug: string }): Promise<CmsPageDetail | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      slug: cp.slug,
      name: cp.name,
      content: cp.content,
      metaTitle: cp.metaTitle,
      metaDescription: cp.metaDescription,
      ogImage: cp.ogImage,
      status: cp.status,
      fields: cp.fields,
      createdAt: isoMicros(cp.createdAt),
      updatedAt: isoMicros(cp.updatedAt),
      publishedAt: isoMicros(cp.publishedAt),
    })
    .from(cp)
    .where(and(eq(cp.tenantId, tenantId), eq(cp.slug, slug), eq(cp.status, "published")))
    .limit(1);
  if (!row) return null;
  const { metaTitle, metaDescription, ogImage, ...rest } = row;
  return { ...rest, seo: { title: metaTitle, description: metaDescription, ogImage } };
}

const bp = schema.blogPosts;

async function postRows({ tenantId, slug, limit, offset }: { tenantId: string; slug?: string; limit: number; offset: number }) {
  const db = await getDb();
  const [tenant] = await db.select({ social: schema.tenants.socialImageUrl }).from(schema.tenants).where(eq(schema.tenants.id, tenantId));
  const rows = await db
    .select({
      id: bp.id,
      slug: bp.slug,
      title: bp.title,
      excerpt: bp.excerpt,
      content: bp.content,
      featuredImage: bp.featuredImage,
      authorName: schema.blogAuthors.name,
      seoTitle: bp.seoTitle,
      seoDescription: bp.seoDescription,
      ogImage: bp.ogImage,
      publishedAt: isoSeconds(bp.publishedAt),
      createdAt: isoSeconds(bp.createdAt),
      updatedAt: isoSeconds(bp.updatedAt),
    })
    .from(bp)
    .leftJoin(schema.blogAuthors, eq(schema.blogAuthors.id, bp.authorId))
    .where(and(eq(bp.tenantId, tenantId), eq(bp.status, "published"), slug ? eq(bp.slug, slug) : sql`true`))
    .orderBy(desc(bp.publishedAt), desc(bp.id))
    .limit(limit)
    .offset(offset);
  const ids = rows.map((r) => r.id);
  const links = ids.length
    ? await db
        .select({ postId: schema.blogPostCollections.postId, slug: schema.collections.slug, name: schema.collections.name })
        .from(schema.blogPostCollections)
        .innerJoin(schema.collections, eq(schema.collections.id, schema.blogPostCollections.collectionId))
        .where(and(eq(schema.blogPostCollections.tenantId, tenantId), inArray(schema.blogPostCollections.postId, ids)))
    : [];
  return rows.map((r) => ({
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    content: r.content,
    featuredImage: r.featuredImage ?? tenant?.social ?? "",
    author: { name: r.authorName ?? "" },
    seo: { title: r.seoTitle, description: r.seoDescription, ogImage: r.ogImage },
    collections: links.filter((l) => l.postId === r.id).map(({ slug, name }) => ({ slug, name })),
    publishedAt: r.publishedAt,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }));
}

export async function listPosts({ tenantId, page = 1, perPage = 9 }: { tenantId: string; page?: number; perPage?: number }): Promise<Paged<BlogPostSummary>> {
  const db = await getDb();
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(bp).where(and(eq(bp.tenantId, tenantId), eq(bp.status, "published")));
  const total = count?.n ?? 0;
  const rows = await postRows({ tenantId, limit: perPage, offset: (page - 1) * perPage });
  return {
    data: rows.map(({ content: _c, seo: _s, ...summary }) => summary),
    meta: { currentPage: page, lastPage: Math.max(1, Math.ceil(total / perPage)), perPage, total },
  };
}

export async function getPost({ tenantId, slug }: { tenantId: string; slug: string }): Promise<BlogPost | null> {
  const [row] = await postRows({ tenantId, slug, limit: 1, offset: 0 });
  if (!row) return null;
  const { publishedAt: _p, ...post } = row;
  return post;
}
