import { and, desc, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isoSeconds } from "@/db/sql";
import { cached } from "../cache/tenant-cache";
import { absoluteUrl } from "../media/absolute-url";
import { postCachePolicy, postsTag } from "./post-cache";
import { buildPageMeta } from "../pagination/schemas";
import type { BlogIndex } from "./schemas";

/** GET /cms/posts (extension): published posts, newest first, paginated; cached per tenant and page (tag posts). */
export async function listPosts({ tenantId, page, perPage }: { tenantId: string; page: number; perPage: number }): Promise<BlogIndex> {
  return cached({ tenantId, key: ["posts", String(page), String(perPage)], tags: [postsTag], policy: postCachePolicy }, async () => {
    const db = await getDb();
    const p = schema.blogPosts;
    const a = schema.blogAuthors;
    const s = schema.adminUsers;
    const t = schema.tenants;
    const published = and(eq(p.tenantId, tenantId), eq(p.status, "published"));
    const [rows, [count]] = await Promise.all([
      db
        .select({
          slug: p.slug,
          title: p.title,
          excerpt: p.excerpt,
          featuredImage: p.featuredImage,
          socialImage: t.socialImageUrl,
          authorName: sql<string | null>`coalesce(${s.name}, ${a.name})`,
          authorAvatar: s.avatar,
          publishedAt: isoSeconds(sql`coalesce(${p.publishedAt}, ${p.createdAt})`),
          createdAt: isoSeconds(p.createdAt),
          updatedAt: isoSeconds(p.updatedAt),
        })
        .from(p)
        .innerJoin(t, eq(t.id, p.tenantId))
        .leftJoin(a, and(eq(a.id, p.authorId), eq(a.tenantId, p.tenantId)))
        .leftJoin(s, and(eq(s.id, p.authorStaffId), eq(s.tenantId, p.tenantId)))
        .where(published)
        .orderBy(sql`${p.publishedAt} desc nulls last`, desc(p.createdAt), p.slug)
        .limit(perPage)
        .offset((page - 1) * perPage),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(p)
        .where(published),
    ]);
    const total = Number(count?.total ?? 0);
    return {
      data: rows.map((r) => ({
        slug: r.slug,
        title: r.title,
        excerpt: r.excerpt,
        featuredImage: absoluteUrl(r.featuredImage) ?? absoluteUrl(r.socialImage),
        author: { name: r.authorName ?? "", avatar: absoluteUrl(r.authorAvatar) },
        publishedAt: r.publishedAt,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
      })),
      meta: buildPageMeta({ page, perPage, total }),
    };
  });
}
