import "server-only";
import { and, eq, ilike, or, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isoSeconds } from "@/db/sql";
import { formatMoney, toMajorUnits } from "../money";
import { afterCursor, cursorColumn, decodeCursor, orderOf, pageWithCursor, timestampKey, type SortKey } from "../pagination/cursor";
import { buildCursorPageMeta } from "../pagination/schemas";
import type { OrderStatus } from "./order-status";
import type { OperatorOrderSummary } from "./schemas";

const o = schema.orders;
const newestFirst: SortKey[] = [
  { expression: timestampKey(o.createdAt), direction: "desc" },
  { expression: sql`${o.id}`, direction: "desc" },
];

/**
 * GET /operator/orders: the store's orders, newest first, optionally of one status or matching `q`, a page at a time
 * or after a `cursor` (then `page` is ignored).
 */
export async function listOperatorOrders({
  tenantId,
  status,
  q,
  page,
  perPage,
  cursor,
}: {
  tenantId: string;
  status?: OrderStatus;
  /** An order number (exact, any case) or part of the buyer's e-mail. */
  q?: string;
  page: number;
  perPage: number;
  cursor?: string;
}) {
  const db = await getDb();
  const after = cursor ? afterCursor(newestFirst, decodeCursor(cursor, newestFirst.length)) : undefined;
  const search = q
    ? or(eq(sql`upper(${o.orderNumber})`, q.toUpperCase()), ilike(o.email, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))
    : undefined;
  const where = and(eq(o.tenantId, tenantId), status ? eq(o.status, status) : undefined, search);
  const [read, [count]] = await Promise.all([
    db
      .select({
        id: o.id,
        orderNumber: o.orderNumber,
        kind: o.kind,
        status: o.status,
        email: o.email,
        customerId: o.customerId,
        total: o.total,
        refundedTotal: o.refundedTotal,
        currencyCode: o.currencyCode,
        createdAt: isoSeconds(o.createdAt),
        cursorKey: cursorColumn(newestFirst),
      })
      .from(o)
      .where(and(where, after))
      .orderBy(...orderOf(newestFirst))
      .limit(perPage + 1)
      .offset(cursor ? 0 : (page - 1) * perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(o)
      .where(where),
  ]);
  const { rows, nextCursor } = pageWithCursor(read, perPage);
  return {
    data: rows.map((r) => ({
      id: r.id,
      orderId: r.orderNumber,
      kind: r.kind as OperatorOrderSummary["kind"],
      status: r.status as OperatorOrderSummary["status"],
      email: r.email,
      guest: r.customerId === null,
      total: toMajorUnits(r.total, r.currencyCode),
      displayTotal: formatMoney(r.total, r.currencyCode),
      refunded: toMajorUnits(r.refundedTotal, r.currencyCode),
      currencyCode: r.currencyCode,
      createdAt: r.createdAt,
    })),
    meta: buildCursorPageMeta({ page, perPage, total: Number(count?.n ?? 0), cursor, nextCursor }),
  };
}
