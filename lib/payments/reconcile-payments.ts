import "server-only";
import { and, asc, eq, lt, sql, type SQL } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { log } from "../log";
import { markOrderPaid } from "../orders/mark-order-paid";
import { releaseOrder } from "../orders/release-order";
import { finishCancellation } from "../orders/cancel-order";
import { lockOrder } from "../orders/lock-order";
import { statusAfter } from "../orders/order-status";
import { getGateway } from "./gateways";
import { stepKey } from "./payment-keys";
import { settlePaymentRecord } from "./record-payment";
import { undoRefund } from "./refund-payment";
import { voidAuthorization } from "./take-payment";

export type ReconcileResult = { checked: number; paid: number; released: number; refundsCompleted: number; refundsUndone: number };

/**
 * Settles what a crash left half done, from the gateway's own ledger (never from the store's guess):
 *
 * - an order left `pending_payment` older than `olderThanSeconds`: captured at the gateway → marked paid (points,
 *   cart, mail, as a checkout would); authorised but not captured → the authorisation voided and the order released;
 *   never authorised or declined → released (stock and points back);
 * - a refund record left `pending`: refunded at the gateway → completed (and a cancellation finished); refused or
 *   never sent → its reservation given back.
 *
 * Each order is settled by the same steps a checkout or refund runs, so running this twice, or beside a checkout
 * that finishes late, changes nothing twice: mark-order-paid and release-order act only on `pending_payment`.
 */
export async function reconcilePayments({
  tenantId,
  olderThanSeconds,
  limit = 200,
}: {
  tenantId?: string;
  olderThanSeconds: number;
  limit?: number;
}): Promise<ReconcileResult> {
  const db = await getDb();
  const o = schema.orders;
  const cutoff = sql`now() - make_interval(secs => ${olderThanSeconds})`;
  const scope = (conditions: SQL[]) => and(...(tenantId ? [eq(o.tenantId, tenantId)] : []), ...conditions);
  const result: ReconcileResult = { checked: 0, paid: 0, released: 0, refundsCompleted: 0, refundsUndone: 0 };

  const stuck = await db
    .select({ id: o.id, tenantId: o.tenantId, gateway: o.gateway, paymentKey: o.paymentKey, total: o.total, currencyCode: o.currencyCode })
    .from(o)
    .where(scope([eq(o.status, "pending_payment"), lt(o.createdAt, cutoff)]))
    .orderBy(asc(o.createdAt))
    .limit(limit);
  for (const order of stuck) {
    result.checked += 1;
    try {
      if (!order.gateway || !order.paymentKey) {
        if (await releaseOrder({ tenantId: order.tenantId, orderId: order.id })) result.released += 1;
        continue;
      }
      const gateway = getGateway(order.gateway);
      const merchant = order.tenantId;
      const authKey = stepKey(order.paymentKey, "authorize");
      const captureKey = stepKey(order.paymentKey, "capture");
      const [auth, capture] = await Promise.all([
        gateway.lookup({ merchant, key: authKey }),
        gateway.lookup({ merchant, key: captureKey }),
      ]);
      await settleRecord(order.tenantId, authKey, auth);
      await settleRecord(order.tenantId, captureKey, capture);
      if (capture?.outcome === "succeeded") {
        const paid = await markOrderPaid({ tenantId: order.tenantId, orderId: order.id, accessToken: null });
        if (paid.changed) result.paid += 1;
        continue;
      }
      if (auth?.outcome === "succeeded")
        await voidAuthorization({
          tenantId: order.tenantId,
          orderId: order.id,
          gatewayName: gateway.name,
          paymentKey: order.paymentKey,
          authorization: auth.reference,
          amount: order.total,
          currencyCode: order.currencyCode,
        });
      if (await releaseOrder({ tenantId: order.tenantId, orderId: order.id })) result.released += 1;
    } catch (error) {
      log.error("reconcile_order_failed", { orderId: order.id, error: error instanceof Error ? error.message : String(error) });
    }
  }

  const p = schema.payments;
  const refunds = await db
    .select({
      id: p.id,
      tenantId: p.tenantId,
      orderId: p.orderId,
      gateway: p.gateway,
      key: p.idempotencyKey,
      amount: p.amount,
      reason: p.reason,
    })
    .from(p)
    .where(and(...(tenantId ? [eq(p.tenantId, tenantId)] : []), eq(p.kind, "refund"), eq(p.status, "pending"), lt(p.createdAt, cutoff)))
    .orderBy(asc(p.createdAt))
    .limit(limit);
  for (const refund of refunds) {
    if (!refund.orderId) continue;
    const orderId = refund.orderId;
    result.checked += 1;
    try {
      const found = await getGateway(refund.gateway).lookup({ merchant: refund.tenantId, key: refund.key });
      if (found?.outcome === "succeeded") {
        const order = await db.transaction(async (tx) => {
          const order = await lockOrder(tx, { tenantId: refund.tenantId, id: orderId });
          await settlePaymentRecord({
            executor: tx,
            tenantId: refund.tenantId,
            id: refund.id,
            status: "succeeded",
            reference: found.reference,
          });
          if (!order.cancelledAt)
            await tx
              .update(o)
              .set({ status: statusAfter("refund", order) })
              .where(and(eq(o.tenantId, refund.tenantId), eq(o.id, orderId)));
          return order;
        });
        if (order.cancelledAt && order.status !== "cancelled")
          await finishCancellation({ tenantId: refund.tenantId, orderId, refundAmount: refund.amount });
        result.refundsCompleted += 1;
      } else {
        await db.transaction(async (tx) => {
          const order = await lockOrder(tx, { tenantId: refund.tenantId, id: orderId });
          await undoRefund({
            tx,
            tenantId: refund.tenantId,
            orderId,
            refund: { recordId: refund.id, amount: refund.amount },
            error: found?.message ?? "never sent",
          });
          if (order.cancelledAt && order.status !== "cancelled")
            await tx
              .update(o)
              .set({ cancelledAt: null })
              .where(and(eq(o.tenantId, refund.tenantId), eq(o.id, orderId)));
        });
        result.refundsUndone += 1;
      }
    } catch (error) {
      log.error("reconcile_refund_failed", { paymentId: refund.id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  if (result.paid + result.released + result.refundsCompleted + result.refundsUndone > 0) log.info("payments_reconciled", result);
  return result;
}

async function settleRecord(tenantId: string, key: string, found: Awaited<ReturnType<ReturnType<typeof getGateway>["lookup"]>>) {
  const db = await getDb();
  const p = schema.payments;
  const [record] = await db
    .select({ id: p.id, status: p.status })
    .from(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.idempotencyKey, key)))
    .limit(1);
  if (!record || record.status !== "pending") return;
  if (!found)
    await settlePaymentRecord({
      tenantId,
      id: record.id,
      status: "failed",
      failureCode: "not_sent",
      message: "Never reached the gateway.",
    });
  else
    await settlePaymentRecord({
      tenantId,
      id: record.id,
      status: found.outcome === "succeeded" ? "succeeded" : "failed",
      reference: found.outcome === "succeeded" ? found.reference : null,
      failureCode: found.declineCode,
      message: found.message,
    });
}
