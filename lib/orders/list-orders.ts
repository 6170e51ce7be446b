import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isoSeconds } from "@/db/sql";
import { formatMoney, toMajorUnits } from "../money";
import { buildPageMeta, type PageMeta, type PageQuery } from "../pagination/schemas";
import type { OrderSummary } from "./schemas";

/** The customer's orders, newest first, a page at a time, each with its lines (three queries in all). */
export async function listOrders({
  tenantId,
  customerId,
  page,
  perPage,
}: { tenantId: string; customerId: string } & PageQuery): Promise<{ data: OrderSummary[]; meta: PageMeta }> {
  const db = await getDb();
  const o = schema.orders;
  const l = schema.orderLines;
  const owned = and(eq(o.tenantId, tenantId), eq(o.customerId, customerId));
  const [orders, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        id: o.id,
        orderNumber: o.orderNumber,
        status: o.status,
        currencyCode: o.currencyCode,
        total: o.total,
        // Points the order earned at checkout (orders.points_earned; the points history holds the same transaction).
        pointsEarned: o.pointsEarned,
        createdAt: isoSeconds(o.createdAt),
      })
      .from(o)
      .where(owned)
      .orderBy(desc(o.createdAt), desc(o.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(o).where(owned),
  ]);
  const lines = orders.length
    ? await db
        .select({
          id: l.id,
          orderId: l.orderId,
          kind: l.kind,
          productId: l.productId,
          name: l.name,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
        })
        .from(l)
        .where(
          and(
            eq(l.tenantId, tenantId),
            inArray(
              l.orderId,
              orders.map((x) => x.id),
            ),
          ),
        )
        // Products first, then subscriptions, then balance payments; by name within each.
        .orderBy(sql`case ${l.kind} when 'product' then 0 when 'subscription' then 1 else 2 end`, asc(l.name), asc(l.id))
    : [];
  const linesByOrder = new Map<string, typeof lines>();
  for (const line of lines) {
    const list = linesByOrder.get(line.orderId);
    if (list) list.push(line);
    else linesByOrder.set(line.orderId, [line]);
  }
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
      lines: (linesByOrder.get(order.id) ?? []).map((line) => ({
        id: line.id,
        kind: line.kind,
        productId: line.productId,
        name: line.name,
        quantity: line.quantity,
        unitPrice: money(line.unitPrice),
        lineTotal: money(line.unitPrice * line.quantity),
      })),
    };
  });
  return { data, meta: buildPageMeta({ page, perPage, total }) };
}
