import "server-only";
import { and, eq } from "drizzle-orm";
import { schema, type Executor } from "@/db/client";
import { isoSeconds } from "@/db/sql";
import { orderNotFound, orderWhere, type OrderRef } from "./get-order";

/** The order row locked FOR UPDATE until the transaction ends: every move of one order runs one at a time. */
export async function lockOrder(tx: Executor, ref: OrderRef) {
  const o = schema.orders;
  const [row] = await tx
    .select({
      id: o.id,
      orderNumber: o.orderNumber,
      status: o.status,
      customerId: o.customerId,
      email: o.email,
      cartId: o.cartId,
      currencyCode: o.currencyCode,
      total: o.total,
      subtotal: o.subtotal,
      capturedTotal: o.capturedTotal,
      refundedTotal: o.refundedTotal,
      pointsEarned: o.pointsEarned,
      pointsRedeemed: o.pointsRedeemed,
      gateway: o.gateway,
      paymentKey: o.paymentKey,
      fulfilledAt: isoSeconds(o.fulfilledAt),
      cancelledAt: isoSeconds(o.cancelledAt),
      createdAt: o.createdAt,
    })
    .from(o)
    .where(orderWhere(ref))
    .for("update")
    .limit(1);
  if (!row) throw orderNotFound();
  return row;
}
export type LockedOrder = Awaited<ReturnType<typeof lockOrder>>;

/** The store's name for mails. */
export async function storeName(tx: Executor, tenantId: string): Promise<string> {
  const [store] = await tx.select({ name: schema.tenants.name }).from(schema.tenants).where(eq(schema.tenants.id, tenantId)).limit(1);
  return store?.name ?? "our store";
}

/** The gateway reference of the order's capture (what refunds return), or null for an order paid before records. */
export async function captureReference(tx: Executor, { tenantId, orderId }: { tenantId: string; orderId: string }): Promise<string | null> {
  const p = schema.payments;
  const [row] = await tx
    .select({ reference: p.reference })
    .from(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.orderId, orderId), eq(p.kind, "capture"), eq(p.status, "succeeded")))
    .limit(1);
  return row?.reference ?? null;
}
