import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { schema, type Executor } from "@/db/client";
import { lockCustomer } from "../account/lock-customer";
import { goodsPaid, pointsToTakeBack } from "../pricing/earn-points";
import { addPoints } from "./add-points";

/**
 * After a refund of an order went through (or as it is cancelled: `all`), takes back the points its refunded goods
 * earned by the one rule (lib/pricing/earn-points.ts `pointsToTakeBack`): a `reversal` transaction for what earlier
 * refunds did not already take. Runs in the caller's transaction with the order locked; takes the customer's lock
 * (order, then customer, as every move of an order does). A guest order, or one that earned nothing, changes nothing.
 * Answers the points taken back.
 */
export async function takeBackRefundedPoints({
  tx,
  tenantId,
  orderId,
  description,
  all = false,
}: {
  tx: Executor;
  tenantId: string;
  orderId: string;
  description: string;
  all?: boolean;
}): Promise<number> {
  const o = schema.orders;
  const [order] = await tx
    .select({
      customerId: o.customerId,
      pointsEarned: o.pointsEarned,
      subtotal: o.subtotal,
      discountTotal: o.discountTotal,
      pointsValue: o.pointsValue,
      total: o.total,
      capturedTotal: o.capturedTotal,
    })
    .from(o)
    .where(and(eq(o.tenantId, tenantId), eq(o.id, orderId)))
    .limit(1);
  if (!order?.customerId || order.pointsEarned <= 0) return 0;
  await lockCustomer(tx, { tenantId, customerId: order.customerId });
  // What went through (refunds still in flight count once they settle), and what earlier refunds took back.
  const sums = await tx.execute(sql`
    select (select coalesce(sum(amount), 0)::bigint from payments
             where tenant_id = ${tenantId}::uuid and order_id = ${orderId}::uuid and kind = 'refund' and status = 'succeeded') as refunded,
           (select coalesce(-sum(points), 0)::bigint from points_transactions
             where tenant_id = ${tenantId}::uuid and order_id = ${orderId}::uuid and type = 'reversal') as taken_back`);
  const row = (sums as unknown as { rows: { refunded: string | number; taken_back: string | number }[] }).rows[0];
  const points = pointsToTakeBack({
    pointsEarned: order.pointsEarned,
    goods: goodsPaid(order),
    captured: order.capturedTotal,
    refunded: Number(row?.refunded ?? 0),
    takenBack: Number(row?.taken_back ?? 0),
    all,
  });
  if (points <= 0) return 0;
  await addPoints({
    tx,
    tenantId,
    customerId: order.customerId,
    orderId,
    points: -points,
    type: "reversal",
    description,
    allowNegative: true,
  });
  return points;
}
