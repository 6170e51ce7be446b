import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isoMicros } from "@/db/sql";
import { buildPageMeta, type PageQuery } from "../pagination/schemas";
import type { PointsHistory, PointsTransaction } from "./schemas";
import { UnauthenticatedError } from "../errors/domain";

type Row = {
  id: string;
  customer_id: string;
  order_id: string | null;
  points: number;
  balance_after: number;
  type: string;
  description: string;
  metadata: unknown;
  order_number: string | null;
  created_at: string;
};

/**
 * GET /account/rewards/points-history: the customer's points transactions, newest first (created_at desc,
 * id desc), a page at a time. `{enabled: false}` alone when the tenant's programme is off.
 *
 * Deep pages stay fast: the page's ids are picked from points_transactions_history_idx alone (an index-only
 * scan that skips `offset` entries without touching the table), then only those rows are read and joined
 * to their orders. The total is read from points_transaction_counts, which triggers keep in step. The ORDER BY says NULLS LAST because the
 * index was built that way (created_at DESC NULLS LAST, id DESC NULLS LAST); a plain DESC means NULLS
 * FIRST, which the planner cannot serve from this index, and it falls back to sorting every row.
 */
export async function getPointsHistory({
  tenantId,
  customerId,
  page,
  perPage,
}: { tenantId: string; customerId: string } & PageQuery): Promise<PointsHistory | { enabled: false }> {
  const db = await getDb();
  const t = schema.tenants;
  const ptc = schema.pointsTransactionCounts;
  const [tenant] = await db.select({ rewardsEnabled: t.rewardsEnabled }).from(t).where(eq(t.id, tenantId)).limit(1);
  if (!tenant) throw new UnauthenticatedError();
  if (!tenant.rewardsEnabled) return { enabled: false };

  const offset = (page - 1) * perPage;
  const [pageRows, [{ total } = { total: 0 }]] = await Promise.all([
    db.execute<Row>(sql`
      with page as (
        select id, created_at from points_transactions
        where tenant_id = ${tenantId} and customer_id = ${customerId}
        order by created_at desc nulls last, id desc nulls last
        limit ${perPage} offset ${offset}
      )
      select pt.id, pt.customer_id, pt.order_id, pt.points, pt.balance_after, pt.type, pt.description, pt.metadata,
             o.order_number, ${isoMicros(sql`pt.created_at`)} as created_at
      from page
      join points_transactions pt on pt.id = page.id and pt.tenant_id = ${tenantId}
      left join orders o on o.id = pt.order_id and o.tenant_id = pt.tenant_id
      order by page.created_at desc nulls last, page.id desc nulls last`),
    db
      .select({ total: ptc.transactionCount })
      .from(ptc)
      .where(and(eq(ptc.tenantId, tenantId), eq(ptc.customerId, customerId))),
  ]);

  const data: PointsTransaction[] = pageRows.rows.map((r) => ({
    id: r.id,
    customerId: r.customer_id,
    orderId: r.order_id,
    points: r.points,
    balanceAfter: r.balance_after,
    type: r.type,
    description: r.description,
    metadata: r.metadata ?? null,
    order: r.order_id && r.order_number ? { id: r.order_id, orderId: r.order_number } : null,
    createdAt: r.created_at,
  }));
  return { enabled: true, data, meta: buildPageMeta({ page, perPage, total }) };
}
