import "server-only";
import { getDb, schema } from "@/db/client";
import { cleanHtml } from "../media/clean-html";
import { catalogChanged } from "./catalog-changed";
import { setCollectionProducts, storeImageIds, storeProductIds } from "./catalog-references";
import { chooseSlug, lockCatalogSlugs } from "./catalog-slug";
import { readOperatorCollection } from "./read-operator-collection";
import type { CreateCollectionInput, OperatorCollectionDetail } from "./schemas";

/**
 * POST /operator/collections (extension): a collection of the operator's store with its image and products, in one
 * transaction (an unknown image or product → 422, nothing written; a given slug another collection has → 409
 * `slug_taken`). The description is sanitised; the cached catalogue is dropped and the search vocabulary refreshed.
 */
export async function createCollection({
  tenantId,
  input,
}: {
  tenantId: string;
  input: CreateCollectionInput;
}): Promise<OperatorCollectionDetail> {
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const [imageId] = input.image === null ? [] : await storeImageIds({ executor: tx, tenantId, ids: [input.image], field: "image" });
    const productIds = await storeProductIds({ executor: tx, tenantId, slugs: input.products });
    await lockCatalogSlugs(tx, tenantId);
    const slug = await chooseSlug({ executor: tx, tenantId, table: "collections", given: input.slug, title: input.title });
    const c = schema.collections;
    const [row] = await tx
      .insert(c)
      .values({
        tenantId,
        slug,
        name: input.title,
        description: cleanHtml(input.description),
        status: input.status,
        imageId: imageId ?? null,
      })
      .returning({ id: c.id });
    await setCollectionProducts({ executor: tx, tenantId, collectionId: row!.id, productIds });
    return row!.id;
  });
  await catalogChanged({ tenantId, shownTitles: input.status === "active" ? [input.title] : [] });
  return readOperatorCollection({ tenantId, id });
}
