import "server-only";
import { and, asc, eq, inArray, lt, sql, type SQL } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { getEnv } from "../env";
import { log } from "../log";
import { formatMoney } from "../money";
import { markOrderPaid } from "./mark-order-paid";
import { releaseOrder } from "./release-order";
import { finishCancellation } from "./cancel-order";
import { lockOrder } from "./lock-order";
import { statusAfter } from "./order-status";
import { takeBackRefundedPoints } from "../rewards/take-back-points";
import { getGateway } from "../payments/gateways";
import type { GatewayRecord } from "../payments/gateways/types";
import { stepKey } from "../payments/payment-keys";
import { settlePaymentRecord } from "../payments/record-payment";
import { undoRefund } from "../payments/refund-payment";
import { voidAuthorization } from "../payments/take-payment";

export type ReconcileResult = { checked: number; paid: number; released: number; refundsCompleted: number; refundsUndone: number };

/**
 * Settles what a crash or an unknown gateway answer left half done, from the gateway's own ledger (never from the
 * store's guess):
 *
 * - an order left `pending_payment`: captured at the gateway → its capture recorded and the order marked paid
 *   (points, cart, mail, as a checkout would); authorised but not captured → the authorisation voided and the order
 *   released; never authorised or declined → released (stock and points back);
 * - a refund record left `pending`: refunded at the gateway → completed (and a cancellation finished); refused or
 *   never sent → its reservation given back.
 *
 * Only what is older than RECONCILE_AFTER_SECONDS is touched, whatever `olderThanSeconds` asks (a smaller value is
 * raised to it): an order, and each of its pending authorisation or capture records, must be that old. No payment
 * step is sent after its deadline (REQUEST_TIMEOUT_MS after its record, at least a second shorter: lib/env.ts), and an
 * order that old gets no new step (record-payment.ts), so the ledger already holds every step's outcome.
 *
 * Each order or refund record is claimed under its row lock (FOR UPDATE SKIP LOCKED: one a checkout or another
 * reconciler holds is left for the next pass) in a short transaction that checks it again; the gateway is asked with
 * no transaction open; then the same steps a checkout or refund runs settle it, each under the order's lock and only
 * from the state it expects (mark-order-paid and release-order act only on `pending_payment`, a record is settled
 * only while pending), so two reconcilers, or a reconciler beside a late checkout, never settle anything twice.
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
  const p = schema.payments;
  const floor = getEnv().RECONCILE_AFTER_SECONDS;
  const age = Math.max(olderThanSeconds, floor);
  const cutoff = sql`now() - make_interval(secs => ${age})`;
  const scope = (conditions: SQL[]) => and(...(tenantId ? [eq(o.tenantId, tenantId)] : []), ...conditions);
  const result: ReconcileResult = { checked: 0, paid: 0, released: 0, refundsCompleted: 0, refundsUndone: 0 };

  const stuck = await db
    .select({ id: o.id, tenantId: o.tenantId })
    .from(o)
    .where(scope([eq(o.status, "pending_payment"), lt(o.createdAt, cutoff)]))
    .orderBy(asc(o.createdAt))
    .limit(limit);
  for (const candidate of stuck) {
    try {
      const order = await claimOrder({ tenantId: candidate.tenantId, orderId: candidate.id, age, floor });
      if (!order) continue;
      result.checked += 1;
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
      await settleFromLedger(order.tenantId, authKey, auth);
      await settleFromLedger(order.tenantId, captureKey, capture);
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
      log.error("reconcile_order_failed", { orderId: candidate.id, error: error instanceof Error ? error.message : String(error) });
    }
  }

  const refunds = await db
    .select({ id: p.id, tenantId: p.tenantId })
    .from(p)
    .where(and(...(tenantId ? [eq(p.tenantId, tenantId)] : []), eq(p.kind, "refund"), eq(p.status, "pending"), lt(p.createdAt, cutoff)))
    .orderBy(asc(p.createdAt))
    .limit(limit);
  for (const candidate of refunds) {
    try {
      const refund = await claimRefund({ tenantId: candidate.tenantId, id: candidate.id, age });
      if (!refund?.orderId) continue;
      const orderId = refund.orderId;
      result.checked += 1;
      const found = await getGateway(refund.gateway).lookup({ merchant: refund.tenantId, key: refund.key });
      if (found?.outcome === "succeeded") {
        const order = await db.transaction(async (tx) => {
          const order = await lockOrder(tx, { tenantId: refund.tenantId, id: orderId });
          const settled = await settlePaymentRecord({
            executor: tx,
            tenantId: refund.tenantId,
            id: refund.id,
            status: "succeeded",
            reference: found.reference,
            onlyIf: ["pending"],
          });
          if (!settled) return null;
          if (!order.cancelledAt) {
            await tx
              .update(o)
              .set({ status: statusAfter("refund", order) })
              .where(and(eq(o.tenantId, refund.tenantId), eq(o.id, orderId)));
            await takeBackRefundedPoints({
              tx,
              tenantId: refund.tenantId,
              orderId,
              description: `Order ${order.orderNumber} refunded ${formatMoney(refund.amount, order.currencyCode)}: points earned taken back`,
            });
          }
          return order;
        });
        if (!order) continue;
        if (order.cancelledAt && order.status !== "cancelled")
          await finishCancellation({ tenantId: refund.tenantId, orderId, refundAmount: refund.amount });
        result.refundsCompleted += 1;
      } else {
        const undone = await db.transaction(async (tx) => {
          const order = await lockOrder(tx, { tenantId: refund.tenantId, id: orderId });
          const undone = await undoRefund({
            tx,
            tenantId: refund.tenantId,
            orderId,
            refund: { recordId: refund.id, amount: refund.amount },
            error: found?.message ?? "never sent",
          });
          if (undone && order.cancelledAt && order.status !== "cancelled")
            await tx
              .update(o)
              .set({ cancelledAt: null })
              .where(and(eq(o.tenantId, refund.tenantId), eq(o.id, orderId)));
          return undone;
        });
        if (undone) result.refundsUndone += 1;
      }
    } catch (error) {
      log.error("reconcile_refund_failed", { paymentId: candidate.id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  if (result.paid + result.released + result.refundsCompleted + result.refundsUndone > 0) log.info("payments_reconciled", result);
  return result;
}

/**
 * The order, if reconciliation may settle it now: locked (skipped when a checkout or another reconciler holds it),
 * still `pending_payment`, older than `age`, and with no authorisation or capture record still pending that is
 * younger than the floor (a step that may be in flight). Checked on the database's clock, as record-payment.ts does.
 */
async function claimOrder({ tenantId, orderId, age, floor }: { tenantId: string; orderId: string; age: number; floor: number }) {
  const db = await getDb();
  const o = schema.orders;
  const p = schema.payments;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: o.id,
        tenantId: o.tenantId,
        gateway: o.gateway,
        paymentKey: o.paymentKey,
        total: o.total,
        currencyCode: o.currencyCode,
      })
      .from(o)
      .where(
        and(
          eq(o.tenantId, tenantId),
          eq(o.id, orderId),
          eq(o.status, "pending_payment"),
          sql`${o.createdAt} < clock_timestamp() - make_interval(secs => ${age})`,
        ),
      )
      .for("update", { skipLocked: true })
      .limit(1);
    if (!order) return null;
    const [inFlight] = await tx
      .select({ id: p.id })
      .from(p)
      .where(
        and(
          eq(p.tenantId, tenantId),
          eq(p.orderId, orderId),
          inArray(p.kind, ["authorization", "capture"]),
          eq(p.status, "pending"),
          sql`${p.createdAt} >= clock_timestamp() - make_interval(secs => ${floor})`,
        ),
      )
      .limit(1);
    return inFlight ? null : order;
  });
}

/** A pending refund record older than `age`, locked while it is checked (skipped when another holds it). */
async function claimRefund({ tenantId, id, age }: { tenantId: string; id: string; age: number }) {
  const db = await getDb();
  const p = schema.payments;
  return db.transaction(async (tx) => {
    const [refund] = await tx
      .select({ id: p.id, tenantId: p.tenantId, orderId: p.orderId, gateway: p.gateway, key: p.idempotencyKey, amount: p.amount })
      .from(p)
      .where(
        and(
          eq(p.tenantId, tenantId),
          eq(p.id, id),
          eq(p.kind, "refund"),
          eq(p.status, "pending"),
          sql`${p.createdAt} < clock_timestamp() - make_interval(secs => ${age})`,
        ),
      )
      .for("update", { skipLocked: true })
      .limit(1);
    return refund ?? null;
  });
}

/**
 * Settles the record of a step from what the gateway's ledger says. A pending record takes the ledger's outcome (or
 * `failed`/`not_sent` when the gateway never saw the key). A capture the ledger holds as succeeded is recorded so even
 * when the record said failed: the gateway's books win, and a paid order's refunds need its capture.
 */
async function settleFromLedger(tenantId: string, key: string, found: GatewayRecord | null) {
  const db = await getDb();
  const p = schema.payments;
  const [record] = await db
    .select({ id: p.id, status: p.status })
    .from(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.idempotencyKey, key)))
    .limit(1);
  if (!record) return;
  if (!found)
    await settlePaymentRecord({
      tenantId,
      id: record.id,
      status: "failed",
      failureCode: "not_sent",
      message: "Never reached the gateway.",
      onlyIf: ["pending"],
    });
  else
    await settlePaymentRecord({
      tenantId,
      id: record.id,
      status: found.outcome === "succeeded" ? "succeeded" : "failed",
      reference: found.outcome === "succeeded" ? found.reference : null,
      failureCode: found.declineCode,
      message: found.message,
      onlyIf: found.outcome === "succeeded" ? ["pending", "failed"] : ["pending"],
    });
}
