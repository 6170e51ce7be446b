import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema, type Executor } from "@/db/client";
import { invalidateTags } from "../cache/tenant-cache";
import { NotFoundError } from "../errors/domain";
import { cleanHtml } from "../media/clean-html";
import { discountsTag } from "./catalog-cache";
import { catalogChanged } from "./catalog-changed";
import { setCollectionProducts, storeImageIds, storeProductIds } from "./catalog-references";
import { chooseSlug, lockCatalogSlugs } from "./catalog-slug";
import { readOperatorCollection } from "./read-operator-collection";
import type { OperatorCollectionDetail, OperatorCollectionPatch } from "./schemas";

/**
 * PATCH /operator/collections/{slug} (extension): edits a collection and drops the tenant's cached catalogue.
 * `products` replaces its products (each the store's, else 422 `unknown_product`); `image` a media id of the store's
 * (422 `unknown_image`) or null; a new `slug` must be free (409 `slug_taken`). Nothing changes when any part is refused.
 */
export async function updateCollection({
  tenantId,
  slug,
  input,
}: {
  tenantId: string;
  slug: string;
  input: OperatorCollectionPatch;
}): Promise<OperatorCollectionDetail> {
  if (slug.length > 200) throw new NotFoundError("Collection not found.");
  const db = await getDb();
  const c = schema.collections;
  const changes: Partial<typeof c.$inferInsert> = { updatedAt: sql`now()` as unknown as string };
  if (input.title !== undefined) changes.name = input.title;
  if (input.description !== undefined) changes.description = cleanHtml(input.description);
  if (input.status !== undefined) changes.status = input.status;
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: c.id, name: c.name })
      .from(c)
      .where(and(eq(c.tenantId, tenantId), eq(c.slug, slug)))
      .for("update")
      .limit(1);
    if (!current) throw new NotFoundError("Collection not found.");
    if (input.image !== undefined)
      changes.imageId =
        input.image === null ? null : ((await storeImageIds({ executor: tx, tenantId, ids: [input.image], field: "image" }))[0] ?? null);
    const productIds = input.products && (await storeProductIds({ executor: tx, tenantId, slugs: input.products }));
    if (input.slug !== undefined && input.slug !== slug) {
      await lockCatalogSlugs(tx, tenantId);
      changes.slug = await chooseSlug({
        executor: tx,
        tenantId,
        table: "collections",
        given: input.slug,
        title: current.name,
        exceptId: current.id,
      });
    }
    if (changes.slug !== undefined) await followRename(tx, tenantId, slug, changes.slug);
    if (productIds) await setCollectionProducts({ executor: tx, tenantId, collectionId: current.id, productIds });
    const [updated] = await tx
      .update(c)
      .set(changes)
      .where(and(eq(c.tenantId, tenantId), eq(c.id, current.id)))
      .returning({ id: c.id, title: c.name, status: c.status });
    return updated;
  });
  if (!row) throw new NotFoundError("Collection not found.");
  if (input.slug !== undefined && input.slug !== slug) invalidateTags(tenantId, [discountsTag]);
  await catalogChanged({ tenantId, shownTitles: input.title !== undefined && row.status === "active" ? [row.title] : [] });
  return readOperatorCollection({ tenantId, id: row.id });
}

/** Discounts name the collections they apply to by slug: a renamed collection keeps its discounts. */
async function followRename(executor: Executor, tenantId: string, from: string, to: string): Promise<void> {
  await executor.execute(sql`
    update discounts set applies_to = jsonb_set(applies_to, '{collectionSlugs}', (
      select coalesce(jsonb_agg(case when s = ${from} then ${to} else s end), '[]'::jsonb)
      from jsonb_array_elements_text(applies_to -> 'collectionSlugs') as s
    ))
    where tenant_id = ${tenantId}::uuid and jsonb_typeof(applies_to -> 'collectionSlugs') = 'array'
      and (applies_to -> 'collectionSlugs') @> ${JSON.stringify([from])}::jsonb`);
}
