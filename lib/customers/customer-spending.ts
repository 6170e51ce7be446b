import "server-only";
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { formatMoney, toMajorUnits } from "../money";
import type { OperatorCustomerSummary } from "./schemas";

export type Spending = Pick<OperatorCustomerSummary, "ordersCount" | "totalSpent">;

/** Per customer: how many paid orders, and what they came to less refunds, per currency (unpaid orders left out). */
export async function customerSpending(tenantId: string, customerIds: readonly string[]): Promise<Map<string, Spending>> {
  const result = new Map<string, Spending>(customerIds.map((id) => [id, { ordersCount: 0, totalSpent: [] }]));
  if (customerIds.length === 0) return result;
  const db = await getDb();
  const o = schema.orders;
  const rows = await db
    .select({
      customerId: o.customerId,
      currencyCode: o.currencyCode,
      orders: sql<number>`count(*)::int`,
      spent: sql<number>`coalesce(sum(${o.total} - ${o.refundedTotal}), 0)::int`,
    })
    .from(o)
    .where(and(eq(o.tenantId, tenantId), inArray(o.customerId, [...customerIds]), notInArray(o.status, ["pending_payment"])))
    .groupBy(o.customerId, o.currencyCode)
    .orderBy(o.currencyCode);
  for (const row of rows) {
    const entry = result.get(row.customerId!);
    if (!entry) continue;
    entry.ordersCount += Number(row.orders);
    const spent = Number(row.spent);
    entry.totalSpent.push({
      currencyCode: row.currencyCode,
      amount: toMajorUnits(spent, row.currencyCode),
      displayAmount: formatMoney(spent, row.currencyCode),
    });
  }
  return result;
}
