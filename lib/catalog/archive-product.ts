import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { NotFoundError } from "../errors/domain";
import { catalogChanged } from "./catalog-changed";
import { readOperatorProduct } from "./read-operator-product";
import type { OperatorProduct } from "./schemas";

/**
 * DELETE /operator/products/{slug} (extension): archives the product rather than removing it, since orders,
 * subscriptions and carts refer to it: it leaves the storefront's lists, its page and search at once (the cached
 * catalogue is dropped) and keeps its history. Already archived: answered as it is. Unknown → NotFoundError.
 */
export async function archiveProduct({ tenantId, slug }: { tenantId: string; slug: string }): Promise<OperatorProduct> {
  if (slug.length > 200) throw new NotFoundError("Product not found.");
  const db = await getDb();
  const p = schema.products;
  const [row] = await db
    .update(p)
    .set({ status: "archived", updatedAt: sql`now()` })
    .where(and(eq(p.tenantId, tenantId), eq(p.slug, slug)))
    .returning({ id: p.id });
  if (!row) throw new NotFoundError("Product not found.");
  await catalogChanged({ tenantId });
  return readOperatorProduct({ tenantId, id: row.id });
}
