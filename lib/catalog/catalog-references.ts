import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { schema, type Executor } from "@/db/client";
import { InvalidInputError } from "../errors/domain";

/**
 * The records an operator's catalogue write names, each looked up in the store only (another store's id or slug is as
 * unknown as a made-up one): the first missing one → 422 naming its place in the list and a code for its kind.
 */
function resolve<K extends string>({
  keys,
  found,
  field,
  code,
  message,
}: {
  keys: readonly K[];
  found: ReadonlyMap<K, string>;
  field: string | ((i: number) => string);
  code: string;
  message: (key: K) => string;
}): string[] {
  for (const [i, key] of keys.entries())
    if (!found.has(key)) throw new InvalidInputError({ [typeof field === "string" ? field : field(i)]: [message(key)] }).withCode(code);
  return keys.map((k) => found.get(k)!);
}

/** Media ids of the store's library (images rows) → the same ids; unknown → 422 `unknown_image` on `images.N` (or `field`). */
export async function storeImageIds({
  executor,
  tenantId,
  ids,
  field = (i) => `images.${i}`,
}: {
  executor: Executor;
  tenantId: string;
  ids: readonly string[];
  field?: string | ((i: number) => string);
}): Promise<string[]> {
  if (ids.length === 0) return [];
  const img = schema.images;
  const wanted = ids.map((id) => id.toLowerCase());
  const rows = await executor
    .select({ id: img.id })
    .from(img)
    .where(and(eq(img.tenantId, tenantId), inArray(img.id, wanted)));
  return resolve({
    keys: wanted,
    found: new Map(rows.map((r) => [r.id, r.id])),
    field,
    code: "unknown_image",
    message: (id) => `The image ${id} is not in the store's media library.`,
  });
}

/** Slugs of the store's collections or products → their ids, in order; unknown → 422 on `<kind>s.N`. */
async function idsBySlug({
  executor,
  tenantId,
  slugs,
  kind,
}: {
  executor: Executor;
  tenantId: string;
  slugs: readonly string[];
  kind: "collection" | "product";
}): Promise<string[]> {
  if (slugs.length === 0) return [];
  const table = kind === "collection" ? schema.collections : schema.products;
  const rows = await executor
    .select({ id: table.id, slug: table.slug })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), inArray(table.slug, [...slugs])));
  return resolve({
    keys: slugs,
    found: new Map(rows.map((r) => [r.slug, r.id])),
    field: (i) => `${kind}s.${i}`,
    code: `unknown_${kind}`,
    message: (slug) => `The store has no ${kind} with the slug ${slug}.`,
  });
}

/** Collection slugs of the store → their ids; unknown → 422 `unknown_collection` on `collections.N`. */
export function storeCollectionIds(args: { executor: Executor; tenantId: string; slugs: readonly string[] }): Promise<string[]> {
  return idsBySlug({ ...args, kind: "collection" });
}

/** Product slugs of the store (products and packages, any status) → their ids; unknown → 422 `unknown_product` on `products.N`. */
export function storeProductIds(args: { executor: Executor; tenantId: string; slugs: readonly string[] }): Promise<string[]> {
  return idsBySlug({ ...args, kind: "product" });
}

/** Makes `productId`'s collections exactly `collectionIds` (the ids already checked to be the store's). */
export async function setProductCollections({
  executor,
  tenantId,
  productId,
  collectionIds,
}: {
  executor: Executor;
  tenantId: string;
  productId: string;
  collectionIds: readonly string[];
}): Promise<void> {
  const pc = schema.productCollections;
  await executor.delete(pc).where(and(eq(pc.tenantId, tenantId), eq(pc.productId, productId)));
  if (collectionIds.length > 0)
    await executor.insert(pc).values(collectionIds.map((collectionId) => ({ tenantId, productId, collectionId })));
}

/** Makes `collectionId`'s products exactly `productIds` (the ids already checked to be the store's). */
export async function setCollectionProducts({
  executor,
  tenantId,
  collectionId,
  productIds,
}: {
  executor: Executor;
  tenantId: string;
  collectionId: string;
  productIds: readonly string[];
}): Promise<void> {
  const pc = schema.productCollections;
  await executor.delete(pc).where(and(eq(pc.tenantId, tenantId), eq(pc.collectionId, collectionId)));
  if (productIds.length > 0) await executor.insert(pc).values(productIds.map((productId) => ({ tenantId, productId, collectionId })));
}
