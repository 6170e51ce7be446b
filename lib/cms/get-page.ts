import { and, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isoMicros } from "@/db/sql";
import { ApiError } from "../http/errors";
import { absoluteUrl } from "../media/absolute-url";
import { isSlug, type CmsPageDetail } from "./schemas";

const notFound = () => ApiError.notFound("Page not found.");

/** GET /cms/pages/{pageSlug}: one published page; a draft answers exactly like an unknown slug. */
export async function getPage({ tenantId, slug }: { tenantId: string; slug: string }): Promise<CmsPageDetail> {
  if (!isSlug(slug)) throw notFound();
  const db = await getDb();
  const p = schema.cmsPages;
  const [row] = await db
    .select({
      slug: p.slug,
      name: p.name,
      content: p.content,
      metaTitle: p.metaTitle,
      metaDescription: p.metaDescription,
      ogImage: p.ogImage,
      fields: p.fields,
      createdAt: isoMicros(p.createdAt),
      updatedAt: isoMicros(p.updatedAt),
      publishedAt: isoMicros(p.publishedAt),
      publishedAtRaw: p.publishedAt,
    })
    .from(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.slug, slug), eq(p.status, "published")))
    .limit(1);
  if (!row) throw notFound();
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(row.fields ?? {})) {
    // Values that are paths under the app (images) become absolute URLs; other text stays as it is.
    fields[key] = typeof value === "string" && value.startsWith("/") ? absoluteUrl(value) : String(value);
  }
  return {
    slug: row.slug,
    name: row.name,
    content: row.content,
    seo: { title: row.metaTitle || row.name, description: row.metaDescription, ogImage: absoluteUrl(row.ogImage) },
    status: "published",
    fields,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    // A published page always has a publication time; an imported row without one falls back to its last update.
    publishedAt: row.publishedAtRaw ? row.publishedAt : row.updatedAt,
  };
}
