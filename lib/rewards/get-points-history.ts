import { eq, sql } from "drizzle-orm";
import { schema, type Executor } from "@/db/client";
import { prepared } from "@/db/prepared";
import { isoMicros } from "@/db/sql";
import { buildPageMeta, type PageQuery } from "../pagination/schemas";
import type { PointsHistory, PointsTransaction } from "./schemas";
import { UnauthenticatedError } from "../errors/domain";

type Row = {
  id: string;
  customerId: string;
  orderId: string | null;
  points: number;
  balanceAfter: number;
  type: string;
  description: string;
  metadata: unknown;
  orderNumber: string | null;
  createdAt: string;
};

const t = schema.tenants;
const tenant = sql`${sql.placeholder("tenantId")}::uuid`;
const customer = sql`${sql.placeholder("customerId")}::uuid`;

/**
 * The programme switch, and when it is on the total and the page (json_agg, in order): one statement, with the
 * placeholders tenantId, customerId, limit and offset. Exported for the plan check of
 * tests/api/account/points-history.test.ts, which EXPLAINs this very statement.
 */
export const historyStatement = (db: Executor) =>
  db
    .select({
      enabled: t.rewardsEnabled,
      total: sql<number | null>`case when ${t.rewardsEnabled} then (
        select transaction_count from points_transaction_counts where tenant_id = ${tenant} and customer_id = ${customer}
      ) end`,
      rows: sql<Row[] | string | null>`case when ${t.rewardsEnabled} then (
        with page as (
          select id, created_at from points_transactions
          where tenant_id = ${tenant} and customer_id = ${customer}
          order by created_at desc nulls last, id desc nulls last
          limit ${sql.placeholder("limit")} offset ${sql.placeholder("offset")}
        )
        select json_agg(json_build_object(
                 'id', pt.id, 'customerId', pt.customer_id, 'orderId', pt.order_id, 'points', pt.points,
                 'balanceAfter', pt.balance_after, 'type', pt.type, 'description', pt.description,
                 'metadata', pt.metadata, 'orderNumber', o.order_number,
                 'createdAt', ${isoMicros(sql`pt.created_at`)})
               order by page.created_at desc nulls last, page.id desc nulls last)
        from page
        join points_transactions pt on pt.id = page.id and pt.tenant_id = ${tenant}
        left join orders o on o.id = pt.order_id and o.tenant_id = pt.tenant_id
      ) end`,
    })
    .from(t)
    .where(eq(t.id, sql.placeholder("tenantId")));

const historyQuery = (db: Executor, name: string) => historyStatement(db).prepare(name);

/**
 * GET /account/rewards/points-history: the customer's points transactions, newest first (created_at desc,
 * id desc), a page at a time. `{enabled: false}` alone when the tenant's programme is off.
 *
 * One statement (prepared once, db/prepared.ts): the tenant's programme switch, the total, and the page aggregated
 * in order (json_agg); the total and the page are only read when the programme is on.
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
  const query = await prepared("sf_account_points_history", historyQuery);
  const [tenant] = await query.execute({ tenantId, customerId, limit: perPage, offset: (page - 1) * perPage });
  if (!tenant) throw new UnauthenticatedError();
  if (!tenant.enabled) return { enabled: false };

  const rows: Row[] = typeof tenant.rows === "string" ? (JSON.parse(tenant.rows) as Row[]) : (tenant.rows ?? []);
  const data: PointsTransaction[] = rows.map((r) => ({
    id: r.id,
    customerId: r.customerId,
    orderId: r.orderId,
    points: r.points,
    balanceAfter: r.balanceAfter,
    type: r.type as PointsTransaction["type"],
    description: r.description,
    metadata: (r.metadata as PointsTransaction["metadata"]) ?? null,
    order: r.orderId && r.orderNumber ? { id: r.orderId, orderId: r.orderNumber } : null,
    createdAt: r.createdAt,
    orderNumber: r.orderId ? (r.orderNumber ?? null) : null,
  }));
  return { enabled: true, data, meta: buildPageMeta({ page, perPage, total: Number(tenant.total ?? 0) }) };
}
