import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isoSeconds } from "@/db/sql";
import { buildPageMeta } from "../pagination/schemas";
import type { OperatorPostSummary } from "./schemas";

/** GET /operator/posts: every post of the store, drafts too, newest first, a page at a time (never cached). */
export async function listOperatorPosts({ tenantId, page, perPage }: { tenantId: string; page: number; perPage: number }) {
  const db = await getDb();
  const p = schema.blogPosts;
  const where = eq(p.tenantId, tenantId);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        slug: p.slug,
        title: p.title,
        excerpt: p.excerpt,
        status: p.status,
        publishedAt: isoSeconds(p.publishedAt),
        createdAt: isoSeconds(p.createdAt),
        updatedAt: isoSeconds(p.updatedAt),
      })
      .from(p)
      .where(where)
      .orderBy(sql`${p.publishedAt} desc nulls first`, desc(p.createdAt), p.slug)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(p)
      .where(where),
  ]);
  return {
    data: rows.map((r): OperatorPostSummary => ({
      ...r,
      status: r.status === "published" ? "published" : "draft",
      publishedAt: r.publishedAt ?? null,
    })),
    meta: buildPageMeta({ page, perPage, total: Number(count?.total ?? 0) }),
  };
}
