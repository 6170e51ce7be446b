import { and, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isoMicros } from "@/db/sql";
import { cached } from "../cache/tenant-cache";
import { absoluteUrl } from "../media/absolute-url";
import { pageCachePolicy, pageTag } from "./page-cache";
import { isSlug, type CmsPageDetail, type OperatorPage } from "./schemas";
import { MovedError, NotFoundError } from "../errors/domain";
import { findRedirect } from "../content/redirects";

const notFound = () => new NotFoundError("Page not found.");

/** Reads one page of the tenant in the detail shape (any status unless publishedOnly); publishedAt null when never published. */
export async function readPage({
  tenantId,
  slug,
  publishedOnly,
}: {
  tenantId: string;
  slug: string;
  publishedOnly: boolean;
}): Promise<OperatorPage | undefined> {
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
      status: p.status,
      fields: p.fields,
      createdAt: isoMicros(p.createdAt),
      updatedAt: isoMicros(p.updatedAt),
      publishedAt: isoMicros(p.publishedAt),
      publishAt: isoMicros(p.publishAt),
    })
    .from(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.slug, slug), publishedOnly ? eq(p.status, "published") : undefined))
    .limit(1);
  if (!row) return undefined;
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
    status: row.status === "published" ? "published" : "draft",
    fields,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    publishedAt: row.publishedAt,
    publishAt: row.publishAt,
  };
}

/** GET /cms/pages/{pageSlug}: one published page (cached per tenant and slug); a draft answers exactly like an unknown slug. */
export async function getPage({ tenantId, slug }: { tenantId: string; slug: string }): Promise<CmsPageDetail> {
  if (!isSlug(slug)) throw notFound();
  const page = await cached({ tenantId, key: ["page", slug], tags: [pageTag(slug)], policy: pageCachePolicy }, () =>
    readPage({ tenantId, slug, publishedOnly: true }),
  );
  if (!page) {
    const movedTo = await findRedirect({ tenantId, kind: "page", slug });
    if (movedTo) throw new MovedError(`This page has moved to ${movedTo}.`, movedTo);
    throw notFound();
  }
  const { publishAt: _scheduled, ...shown } = page;
  // A published page always has a publication time; an imported row without one falls back to its last update.
  return { ...shown, status: "published", publishedAt: page.publishedAt ?? page.updatedAt };
}
