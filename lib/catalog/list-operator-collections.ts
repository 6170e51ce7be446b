import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import type { OperatorCollectionListItem } from "./schemas";

/** GET /operator/collections: every collection of the store, drafts too, by title, with how many products it holds. */
export async function listOperatorCollections({ tenantId }: { tenantId: string }): Promise<{ data: OperatorCollectionListItem[] }> {
  const db = await getDb();
  const c = schema.collections;
  const pc = schema.productCollections;
  const rows = await db
    .select({
      id: c.id,
      slug: c.slug,
      title: c.name,
      description: c.description,
      status: c.status,
      productCount: sql<number>`(select count(*)::int from ${pc} where ${pc.tenantId} = ${c.tenantId} and ${pc.collectionId} = ${c.id})`,
    })
    .from(c)
    .where(eq(c.tenantId, tenantId))
    .orderBy(asc(c.name), asc(c.slug));
  return {
    data: rows.map((r) => ({ ...r, status: r.status === "draft" ? "draft" : "active", productCount: Number(r.productCount) })),
  };
}
