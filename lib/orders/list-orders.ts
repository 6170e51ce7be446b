import { and, eq, sql } from "drizzle-orm";
import { schema, type Executor } from "@/db/client";
import { prepared } from "@/db/prepared";
import { isoSeconds } from "@/db/sql";
import { formatMoney, toMajorUnits } from "../money";
import { storedLineTotal } from "../pricing/line-amounts";
import { decodeCursor, encodeCursor } from "../pagination/cursor";
import { buildCursorPageMeta, type CursorPageMeta, type CursorPageQuery } from "../pagination/schemas";
import type { OrderSummary } from "./schemas";

type LineRow = {
  id: string;
  kind: string;
  productId: string | null;
  variantId: string | null;
  name: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number | null;
};
type OrderRow = {
  id: string;
  orderNumber: string;
  status: OrderSummary["status"];
  currencyCode: string;
  total: number;
  pointsEarned: number;
  createdAt: string;
  /** created_at to the microsecond, UTC: the cursor's sort key. */
  sortAt: string;
  refundedTotal: number;
  taxTotal: number;
  taxIncluded: boolean;
  taxLines: { name: string; rate: number; amount: number }[];
  lines: LineRow[];
  fulfilments: { id: string; carrier: string; trackingNumber: string; createdAt: string }[];
  refunds: { id: string; amount: number; reason: string | null; status: "pending" | "succeeded" | "failed"; createdAt: string }[];
};

const c = schema.customers;
const tenant = sql`${sql.placeholder("tenantId")}::uuid`;
const customer = sql`${sql.placeholder("customerId")}::uuid`;
/** The cursor's row (created_at to the microsecond, id), or nulls for a walk by page. */
const afterAt = sql.placeholder("afterAt");
const afterId = sql.placeholder("afterId");

/** The total and the page of orders with their lines (json_agg, in order), read from the customer's row: one statement. */
const ordersQuery = (db: Executor, name: string) =>
  db
    .select({
      total: sql<number>`(select count(*)::int from orders where tenant_id = ${tenant} and customer_id = ${customer})`,
      orders: sql<OrderRow[] | string | null>`(
        select json_agg(json_build_object(
                 'id', o.id, 'orderNumber', o.order_number, 'status', o.status, 'currencyCode', o.currency_code,
                 'total', o.total, 'pointsEarned', o.points_earned, 'createdAt', ${isoSeconds(sql`o.created_at`)},
                 'sortAt', to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
                 'refundedTotal', o.refunded_total,
                 'taxTotal', o.tax_total, 'taxIncluded', o.tax_included, 'taxLines', o.tax_lines,
                 'fulfilments', coalesce((
                   select json_agg(json_build_object('id', f.id, 'carrier', f.carrier, 'trackingNumber', f.tracking_number,
                                                     'createdAt', ${isoSeconds(sql`f.created_at`)}) order by f.created_at, f.id)
                     from fulfilments f where f.tenant_id = ${tenant} and f.order_id = o.id), '[]'::json),
                 'refunds', coalesce((
                   select json_agg(json_build_object('id', p.id, 'amount', p.amount, 'reason', p.reason, 'status', p.status,
                                                     'createdAt', ${isoSeconds(sql`p.created_at`)}) order by p.created_at, p.id)
                     from payments p where p.tenant_id = ${tenant} and p.order_id = o.id and p.kind = 'refund'), '[]'::json),
                 -- Products first, then subscriptions, then balance payments; by name within each.
                 'lines', coalesce((
                   select json_agg(json_build_object(
                            'id', l.id, 'kind', l.kind, 'productId', l.product_id, 'variantId', l.variant_id, 'name', l.name,
                            'quantity', l.quantity, 'unitPrice', l.unit_price, 'lineTotal', l.line_total)
                          order by case l.kind when 'product' then 0 when 'subscription' then 1 else 2 end, l.name, l.id)
                     from order_lines l
                    where l.tenant_id = ${tenant} and l.order_id = o.id), '[]'::json))
               order by o.created_at desc, o.id desc)
          from (select id, order_number, status, currency_code, total, points_earned, created_at, refunded_total,
                       tax_total, tax_included, tax_lines
                  from orders
                 where tenant_id = ${tenant} and customer_id = ${customer}
                   and (${afterAt}::timestamptz is null or (created_at, id) < (${afterAt}::timestamptz, ${afterId}::uuid))
                 order by created_at desc, id desc
                 limit ${sql.placeholder("limit")} offset ${sql.placeholder("offset")}) o)`,
    })
    .from(c)
    .where(and(eq(c.tenantId, sql.placeholder("tenantId")), eq(c.id, sql.placeholder("customerId"))))
    .prepare(name);

/**
 * The customer's orders, newest first, a page at a time or after a `cursor` (keyset: `page` then ignored), each with its lines: one statement (the total, and the
 * page's orders with their lines aggregated in order by json_agg), so one round trip whatever the page size;
 * prepared once (db/prepared.ts).
 */
export async function listOrders({
  tenantId,
  customerId,
  page,
  perPage,
  cursor,
}: { tenantId: string; customerId: string } & CursorPageQuery): Promise<{ data: OrderSummary[]; meta: CursorPageMeta }> {
  const [afterAtValue = null, afterIdValue = null] = cursor ? decodeCursor(cursor, 2) : [];
  const query = await prepared("sf_account_orders", ordersQuery);
  const [row] = await query.execute({
    tenantId,
    customerId,
    afterAt: afterAtValue,
    afterId: afterIdValue,
    limit: perPage + 1,
    offset: cursor ? 0 : (page - 1) * perPage,
  });
  const read: OrderRow[] = typeof row?.orders === "string" ? (JSON.parse(row.orders) as OrderRow[]) : (row?.orders ?? []);
  const orders = read.slice(0, perPage);
  const last = orders[orders.length - 1];
  const nextCursor = read.length > perPage && last ? encodeCursor([last.sortAt, last.id]) : null;
  const data = orders.map((order) => {
    const money = (minor: number) => toMajorUnits(minor, order.currencyCode);
    return {
      id: order.id,
      orderId: order.orderNumber,
      status: order.status,
      total: money(order.total),
      displayTotal: formatMoney(order.total, order.currencyCode),
      currencyCode: order.currencyCode,
      pointsEarned: order.pointsEarned,
      createdAt: order.createdAt,
      refunded: money(order.refundedTotal),
      displayRefunded: formatMoney(order.refundedTotal, order.currencyCode),
      taxIncluded: order.taxIncluded,
      taxTotal: money(order.taxTotal),
      displayTaxTotal: formatMoney(order.taxTotal, order.currencyCode),
      taxLines: order.taxLines.map((t) => ({
        name: t.name,
        rate: t.rate,
        amount: money(t.amount),
        displayAmount: formatMoney(t.amount, order.currencyCode),
      })),
      fulfilments: order.fulfilments,
      refunds: order.refunds.map((r) => ({ ...r, amount: money(r.amount), displayAmount: formatMoney(r.amount, order.currencyCode) })),
      lines: order.lines.map((line) => ({
        id: line.id,
        kind: line.kind as OrderSummary["lines"][number]["kind"],
        productId: line.productId,
        variantId: line.variantId,
        name: line.name,
        quantity: line.quantity,
        unitPrice: money(line.unitPrice),
        // What the line cost as charged, as stored: never recomputed.
        lineTotal: money(storedLineTotal(line)),
      })),
    };
  });
  return { data, meta: buildCursorPageMeta({ page, perPage, total: Number(row?.total ?? 0), cursor, nextCursor }) };
}
