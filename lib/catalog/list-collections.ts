import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { cached } from "../cache/tenant-cache";
import { NotFoundError } from "../errors/domain";
import { catalogCachePolicy, catalogTag } from "./catalog-cache";
import type { CollectionSummary } from "./schemas";
import { absoluteUrl } from "../media/absolute-url";

const c = schema.collections;
const img = schema.images;

async function readCollections({ tenantId, slug }: { tenantId: string; slug?: string }): Promise<CollectionSummary[]> {
  const db = await getDb();
  const productCount = sql<number>`(select count(*) from ${schema.productCollections} pc
    join ${schema.products} pr on pr.id = pc.product_id and pr.tenant_id = ${tenantId}
    where pc.collection_id = ${c.id} and pc.tenant_id = ${tenantId} and pr.status = 'active'
      and pr.kind in ('product', 'subscription_package'))`.mapWith(Number);
  const rows = await db
    .select({ id: c.id, slug: c.slug, title: c.name, description: c.description, imagePath: img.path, imageAlt: img.alt, productCount })
    .from(c)
    .leftJoin(img, and(eq(img.id, c.imageId), eq(img.tenantId, tenantId)))
    .where(and(eq(c.tenantId, tenantId), eq(c.status, "active"), slug === undefined ? undefined : eq(c.slug, slug)))
    // Largest collections first (the store's main lines), then by name.
    .orderBy(desc(productCount), asc(c.name), asc(c.id));
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    description: r.description,
    image: r.imagePath ? { url: absoluteUrl(r.imagePath), path: r.imagePath, alt: r.imageAlt || r.title } : null,
    productCount: r.productCount,
  }));
}

/** GET /collections (extension): the tenant's active collections with how many active items each holds. */
export function listCollections({ tenantId }: { tenantId: string }): Promise<CollectionSummary[]> {
  return cached({ tenantId, key: ["collections"], tags: [catalogTag], policy: catalogCachePolicy }, () => readCollections({ tenantId }));
}

/** GET /collections/{slug} (extension): one active collection; unknown or draft → NotFoundError. */
export async function getCollection({
  tenantId,
  slug,
}: {
  tenantId: string;
  slug: string;
}): Promise<CollectionSummary & { seo: { title: string; description: string } }> {
  if (slug.length > 200) throw new NotFoundError("Collection not found.");
  const result = await cached({ tenantId, key: ["collection", slug], tags: [catalogTag], policy: catalogCachePolicy }, async () => {
    const [row] = await readCollections({ tenantId, slug });
    return row ?? null;
  });
  if (!result) throw new NotFoundError("Collection not found.");
  return { ...result, seo: { title: result.title, description: result.description.slice(0, 160) } };
}
