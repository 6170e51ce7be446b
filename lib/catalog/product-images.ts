import "server-only";
import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { schema, type Executor, type Transaction } from "@/db/client";
import { InvalidInputError } from "../errors/domain";
import { absoluteUrl } from "../media/absolute-url";

/** A product's image as the reads answer it: the media id, its address (a path under the app) and its alt text. */
export type ProductImageRow = { productId: string; id: string; path: string; alt: string };

/**
 * The images of the given products (scoped by tenant), each product's in order (position 0 first), with the alt
 * text of their media records.
 */
export async function loadProductImages({
  executor,
  tenantId,
  productIds,
}: {
  executor: Executor;
  tenantId: string;
  productIds: readonly string[];
}): Promise<Map<string, ProductImageRow[]>> {
  const out = new Map<string, ProductImageRow[]>();
  if (productIds.length === 0) return out;
  const pi = schema.productImages;
  const img = schema.images;
  const rows = await executor
    .select({ productId: pi.productId, id: img.id, path: img.path, alt: img.alt })
    .from(pi)
    .innerJoin(img, and(eq(img.id, pi.mediaId), eq(img.tenantId, tenantId)))
    .where(and(eq(pi.tenantId, tenantId), inArray(pi.productId, [...productIds])))
    .orderBy(asc(pi.productId), asc(pi.position));
  for (const row of rows) {
    const list = out.get(row.productId) ?? [];
    list.push(row);
    out.set(row.productId, list);
  }
  return out;
}

/**
 * An image's address as a file anyone can fetch (what a CSV's Image Src needs): an uploaded image's largest JPEG
 * rendition (`/media/{id}/1920.jpg`, never wider than the original), a file under public/ as it is.
 */
export function imageFileUrl(path: string): string {
  return absoluteUrl(path.startsWith("/media/") ? `${path}/1920.jpg` : path);
}

/** An image as the catalogue's public reads answer it (absolute `url`, `path` under the app, alt falling back to `fallbackAlt`). */
export function catalogImageOf(image: { path: string; alt: string }, fallbackAlt: string) {
  return { url: absoluteUrl(image.path), path: image.path, alt: image.alt || fallbackAlt };
}

/**
 * Makes the product's images exactly `mediaIds` (media ids already checked to be the store's), in that order, and the
 * product row's lead image (`products.image_id`, what cards show) the first of them. A variant whose image is no
 * longer among them loses it.
 */
export async function setProductImages({
  tx,
  tenantId,
  productId,
  mediaIds,
}: {
  tx: Transaction;
  tenantId: string;
  productId: string;
  mediaIds: readonly string[];
}): Promise<void> {
  const pi = schema.productImages;
  await tx.delete(pi).where(and(eq(pi.tenantId, tenantId), eq(pi.productId, productId)));
  if (mediaIds.length > 0) await tx.insert(pi).values(mediaIds.map((mediaId, position) => ({ tenantId, productId, mediaId, position })));
  const p = schema.products;
  await tx
    .update(p)
    .set({ imageId: mediaIds[0] ?? null })
    .where(and(eq(p.tenantId, tenantId), eq(p.id, productId)));
  const v = schema.productVariants;
  await tx
    .update(v)
    .set({ imageId: null })
    .where(
      and(
        eq(v.tenantId, tenantId),
        eq(v.productId, productId),
        sql`${v.imageId} is not null`,
        mediaIds.length > 0 ? notInArray(v.imageId, [...mediaIds]) : undefined,
      ),
    );
}

/** The product's media ids in order. */
export async function productImageIds({ executor, tenantId, productId }: { executor: Executor; tenantId: string; productId: string }) {
  const pi = schema.productImages;
  const rows = await executor
    .select({ mediaId: pi.mediaId })
    .from(pi)
    .where(and(eq(pi.tenantId, tenantId), eq(pi.productId, productId)))
    .orderBy(asc(pi.position));
  return rows.map((r) => r.mediaId);
}

/**
 * A variant's `image` must be one of the product's images (media ids, lower case): another → 422 `unknown_image`
 * on `variants.N.image`, nothing written.
 */
export function checkVariantImages(variants: readonly { image?: string | null }[], productImages: readonly string[]): void {
  const own = new Set(productImages.map((id) => id.toLowerCase()));
  for (const [i, variant] of variants.entries())
    if (variant.image && !own.has(variant.image.toLowerCase()))
      throw new InvalidInputError({
        [`variants.${i}.image`]: [`The image ${variant.image} is not one of the product's images: add it to the product's images first.`],
      }).withCode("unknown_image");
}

/**
 * An active product's images need their alt text (what a screen reader says and a search engine reads): an active
 * product with an image whose media record has none → 422 `image_alt_required` on `images.N`, nothing written.
 * The alt text is the media record's (PATCH /operator/media/{id}).
 */
export async function requireImageAlt({
  executor,
  tenantId,
  productId,
}: {
  executor: Executor;
  tenantId: string;
  productId: string;
}): Promise<void> {
  const p = schema.products;
  const [row] = await executor
    .select({ status: p.status })
    .from(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.id, productId)));
  if (row?.status !== "active") return;
  const images = (await loadProductImages({ executor, tenantId, productIds: [productId] })).get(productId) ?? [];
  const errors: Record<string, string[]> = {};
  for (const [i, image] of images.entries())
    if (image.alt.trim() === "")
      errors[`images.${i}`] = [
        `The image ${image.id} needs its alt text (PATCH /operator/media/${image.id}) before the product is active: say what the picture shows.`,
      ];
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors).withCode("image_alt_required");
}
