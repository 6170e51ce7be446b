import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb, schema, type Executor } from "@/db/client";
import type { DiscountRow } from "./present-discount";

/** The store's discounts, newest first, each with its use count (or one, by `id`). Scoped by tenant. */
export async function listDiscounts({
  tenantId,
  id,
  executor,
}: {
  tenantId: string;
  id?: string;
  executor?: Executor;
}): Promise<DiscountRow[]> {
  const db = executor ?? (await getDb());
  const d = schema.discounts;
  const rows = await db
    .select({
      id: d.id,
      code: d.code,
      description: d.description,
      kind: d.kind,
      percent: d.percent,
      amounts: d.amounts,
      minSubtotal: d.minSubtotal,
      appliesTo: d.appliesTo,
      startsAt: d.startsAt,
      endsAt: d.endsAt,
      usageLimit: d.usageLimit,
      perCustomerLimit: d.perCustomerLimit,
      firstOrderOnly: d.firstOrderOnly,
      combinable: d.combinable,
      active: d.active,
      timesUsed: sql<number>`(select count(*)::int from discount_redemptions r where r.tenant_id = "discounts"."tenant_id" and r.discount_id = "discounts"."id")`,
      createdAt: d.createdAt,
      updatedAt: d.updatedAt,
    })
    .from(d)
    .where(id === undefined ? eq(d.tenantId, tenantId) : and(eq(d.tenantId, tenantId), eq(d.id, id)))
    .orderBy(desc(d.createdAt), d.id);
  return rows.map((row) => ({ ...row, timesUsed: Number(row.timesUsed) }));
}
