import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { NotFoundError } from "../errors/domain";
import { catalogChanged } from "./catalog-changed";

/**
 * DELETE /operator/collections/{slug} (extension): removes the collection; its products stay (only their membership
 * goes, with the row). The cached catalogue is dropped, the search vocabulary refreshed. Unknown → NotFoundError.
 */
export async function deleteCollection({ tenantId, slug }: { tenantId: string; slug: string }): Promise<{ message: string }> {
  if (slug.length > 200) throw new NotFoundError("Collection not found.");
  const db = await getDb();
  const c = schema.collections;
  const [row] = await db
    .delete(c)
    .where(and(eq(c.tenantId, tenantId), eq(c.slug, slug)))
    .returning({ id: c.id });
  if (!row) throw new NotFoundError("Collection not found.");
  await catalogChanged({ tenantId });
  return { message: "Collection deleted." };
}
