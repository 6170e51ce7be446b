import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { invalidateTags } from "../cache/tenant-cache";
import { NotFoundError } from "../errors/domain";
import { cleanHtml } from "../media/clean-html";
import { addSearchTerms, scheduleSearchTermsRefresh } from "../search/refresh-search-terms";
import { catalogTag } from "./catalog-cache";
import type { OperatorProductPatch } from "./schemas";

export type OperatorProduct = {
  id: string;
  slug: string;
  title: string;
  status: string;
  price: number;
  salePrice: number | null;
  stock: number;
  maxQuantity: number;
};

/**
 * PATCH /operator/products/{slug} (extension): edits a product or package of the operator's tenant (amounts in
 * minor units, as stored) and drops the tenant's cached catalogue.
 */
export async function updateProduct({
  tenantId,
  slug,
  input,
}: {
  tenantId: string;
  slug: string;
  input: OperatorProductPatch;
}): Promise<OperatorProduct> {
  if (slug.length > 200) throw new NotFoundError("Product not found.");
  const db = await getDb();
  const p = schema.products;
  const changes: Partial<typeof p.$inferInsert> = { updatedAt: sql`now()` as unknown as string };
  if (input.title !== undefined) changes.name = input.title;
  if (input.description !== undefined) changes.description = cleanHtml(input.description);
  if (input.status !== undefined) changes.status = input.status;
  if (input.price !== undefined) changes.price = input.price;
  if (input.salePrice !== undefined) changes.salePrice = input.salePrice;
  if (input.stock !== undefined) changes.stock = input.stock;
  if (input.maxQuantity !== undefined) changes.maxQuantity = input.maxQuantity;
  const [row] = await db
    .update(p)
    .set(changes)
    .where(and(eq(p.tenantId, tenantId), eq(p.slug, slug)))
    .returning({
      id: p.id,
      slug: p.slug,
      title: p.name,
      status: p.status,
      price: p.price,
      salePrice: p.salePrice,
      stock: p.stock,
      maxQuantity: p.maxQuantity,
    });
  if (!row) throw new NotFoundError("Product not found.");
  invalidateTags(tenantId, [catalogTag]);
  if (input.title !== undefined && row.status === "active") await addSearchTerms({ tenantId, texts: [row.title] });
  if (input.title !== undefined || input.status !== undefined) scheduleSearchTermsRefresh({ tenantId });
  return row;
}
