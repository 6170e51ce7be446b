import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { NotFoundError } from "../errors/domain";
import { absoluteUrl } from "../media/absolute-url";
import type { OperatorCollectionDetail } from "./schemas";

/**
 * One collection of the store as the operator operations answer it (GET, POST and PATCH /operator/collections…): its
 * fields, image and the slugs of its products (any status), by `slug` or `id`; unknown (or another store's) → NotFoundError.
 */
export async function readOperatorCollection({
  tenantId,
  slug,
  id,
}: {
  tenantId: string;
  slug?: string;
  id?: string;
}): Promise<OperatorCollectionDetail> {
  if (slug !== undefined && slug.length > 200) throw new NotFoundError("Collection not found.");
  const db = await getDb();
  const c = schema.collections;
  const img = schema.images;
  const [row] = await db
    .select({
      id: c.id,
      slug: c.slug,
      title: c.name,
      description: c.description,
      status: c.status,
      imageId: img.id,
      imagePath: img.path,
      imageAlt: img.alt,
    })
    .from(c)
    .leftJoin(img, and(eq(img.id, c.imageId), eq(img.tenantId, tenantId)))
    .where(and(eq(c.tenantId, tenantId), id !== undefined ? eq(c.id, id) : eq(c.slug, slug ?? "")))
    .limit(1);
  if (!row) throw new NotFoundError("Collection not found.");
  const p = schema.products;
  const pc = schema.productCollections;
  const products = await db
    .select({ slug: p.slug })
    .from(pc)
    .innerJoin(p, and(eq(p.id, pc.productId), eq(p.tenantId, tenantId)))
    .where(and(eq(pc.tenantId, tenantId), eq(pc.collectionId, row.id)))
    .orderBy(asc(p.slug));
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    status: row.status === "draft" ? "draft" : "active",
    image:
      row.imageId && row.imagePath
        ? { id: row.imageId, url: absoluteUrl(row.imagePath), path: row.imagePath, alt: row.imageAlt ?? "" }
        : null,
    products: products.map((x) => x.slug),
    productCount: products.length,
  };
}
