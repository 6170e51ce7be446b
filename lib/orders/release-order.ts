import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { lockCustomer } from "../account/lock-customer";
import { addPoints } from "../rewards/add-points";
import { restockOrder } from "./create-order";
import { lockOrder } from "./lock-order";

/**
 * Undoes transaction 1 of a checkout whose payment did not happen (a decline, or reconciliation finding nothing
 * charged): the stock goes back, redeemed points are given back, a guest's payment setup may be used again, and the
 * `pending_payment` order is removed (its payment records stay, detached, as the history of the attempt). The
 * cart was never converted, so the shopper can pay again. Only a `pending_payment` order is released.
 */
export async function releaseOrder({ tenantId, orderId }: { tenantId: string; orderId: string }): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { tenantId, id: orderId }).catch(() => null);
    if (!order || order.status !== "pending_payment") return false;
    await restockOrder({ tx, tenantId, orderId });
    if (order.customerId && order.pointsRedeemed > 0) {
      await lockCustomer(tx, { tenantId, customerId: order.customerId });
      await addPoints({
        tx,
        tenantId,
        customerId: order.customerId,
        orderId: null,
        points: order.pointsRedeemed,
        type: "refund",
        description: `Points returned: order ${order.orderNumber} was not paid`,
      });
    }
    if (order.cartId && order.customerId === null) {
      const ps = schema.paymentSetups;
      await tx
        .update(ps)
        .set({ status: "pending", completedAt: null })
        .where(and(eq(ps.tenantId, tenantId), eq(ps.cartId, order.cartId), isNull(ps.customerId), eq(ps.status, "completed")));
    }
    const o = schema.orders;
    await tx.delete(o).where(and(eq(o.tenantId, tenantId), eq(o.id, orderId), eq(o.status, "pending_payment")));
    return true;
  });
}
