import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { lockCustomer } from "../account/lock-customer";
import { invalidateTags } from "../cache/tenant-cache";
import { catalogTag, eventsTag } from "../catalog/catalog-cache";
import { nudgeOutboxWorker, queueMail } from "../mail/queue-mail";
import { formatMoney } from "../money";
import { settlePaymentRecord } from "../payments/record-payment";
import { reserveRefund, type ReservedRefund } from "../payments/refund-payment";
import { addPoints } from "../rewards/add-points";
import { takeBackRefundedPoints } from "../rewards/take-back-points";
import { cancelOrderTickets, lockOccurrences, occurrencesOfOrder } from "../tickets/issue-tickets";
import { offerToWaiting } from "../tickets/offer-freed-seats";
import { restockOrder } from "./create-order";
import { freeDiscountUses } from "./record-discount-uses";
import { getOrder } from "./get-order";
import { lockOrder, storeName } from "./lock-order";
import { orderCancelledEmail } from "./order-emails";
import { orderUrl } from "./order-links";
import { sendOrderRefund } from "./send-order-refund";
import { refundableLeft } from "../pricing/refund-amounts";
import { assertCanMove } from "./order-status";
import type { OrderDetail } from "./schemas";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";

/**
 * POST /operator/orders/{orderId}/cancel: before fulfilment only (else 409 `order_state`). Step 1 under the order's
 * lock marks the cancellation as started (`cancelled_at`, so no fulfilment or refund slips in) and reserves a refund
 * of everything not yet refunded; step 2 sends it to the gateway; step 3 cancels: stock back, the points the order
 * earned taken away and the points it redeemed given back, the mail. A refusal of the refund undoes step 1
 * (402 `refund_declined`); the order stays as it was.
 */
export async function cancelOrder({ tenantId, orderNumber }: { tenantId: string; orderNumber: string }): Promise<OrderDetail> {
  const db = await getDb();
  const o = schema.orders;
  const { order, refund } = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, { tenantId, orderNumber });
    assertCanMove("cancel", order);
    await tx
      .update(o)
      .set({ cancelledAt: sql`now()` })
      .where(and(eq(o.tenantId, tenantId), eq(o.id, order.id)));
    const left = refundableLeft(order);
    const refund: ReservedRefund | null =
      left > 0 ? await reserveRefund({ tx, tenantId, order, amount: left, reason: "Order cancelled" }) : null;
    return { order, refund };
  });

  const reference = refund
    ? await sendOrderRefund({
        tenantId,
        orderId: order.id,
        refund,
        undoAlso: async (tx) => {
          await tx
            .update(o)
            .set({ cancelledAt: null })
            .where(and(eq(o.tenantId, tenantId), eq(o.id, order.id)));
        },
      })
    : null;

  return finishCancellation({
    tenantId,
    orderId: order.id,
    refundAmount: refund?.amount ?? 0,
    settle: refund ? { recordId: refund.recordId, reference } : undefined,
  });
}

/**
 * Step 3 of a cancellation (also what reconciliation runs when the refund went through and the store crashed):
 * the refund record settled, the order cancelled, stock back, its tickets cancelled (their seats free), points
 * reversed, the mail; once only.
 */
export async function finishCancellation({
  tenantId,
  orderId,
  refundAmount,
  settle,
}: {
  tenantId: string;
  orderId: string;
  refundAmount: number;
  settle?: { recordId: string; reference: string | null };
}): Promise<OrderDetail> {
  const db = await getDb();
  const o = schema.orders;
  const detail = await db.transaction(async (tx) => {
    const now = await lockOrder(tx, { tenantId, id: orderId });
    if (now.status === "cancelled") return getOrder({ executor: tx, tenantId, id: orderId });
    if (settle)
      await settlePaymentRecord({ executor: tx, tenantId, id: settle.recordId, status: "succeeded", reference: settle.reference });
    await tx
      .update(o)
      .set({ status: "cancelled" })
      .where(and(eq(o.tenantId, tenantId), eq(o.id, orderId)));
    await restockOrder({ tx, tenantId, orderId: orderId });
    const dates = await occurrencesOfOrder(tx, { tenantId, orderId });
    await lockOccurrences(tx, { tenantId, ids: dates });
    await cancelOrderTickets({ tx, tenantId, orderId });
    await offerToWaiting({ tx, tenantId, occurrenceIds: dates });
    await freeDiscountUses({ tx, tenantId, orderId });
    // The points it earned, less what its refunds already took back (one rule: lib/pricing/earn-points.ts).
    await takeBackRefundedPoints({
      tx,
      tenantId,
      orderId,
      all: true,
      description: `Order ${now.orderNumber} cancelled: points earned taken back`,
    });
    if (now.customerId && now.pointsRedeemed > 0) {
      await lockCustomer(tx, { tenantId, customerId: now.customerId });
      await addPoints({
        tx,
        tenantId,
        customerId: now.customerId,
        orderId: orderId,
        points: now.pointsRedeemed,
        type: "refund",
        description: `Order ${now.orderNumber} cancelled: points redeemed given back`,
      });
    }
    if (now.email)
      await queueMail({
        executor: tx,
        tenantId,
        mails: [
          orderCancelledEmail({
            storeName: await storeName(tx, tenantId),
            to: now.email,
            orderNumber: now.orderNumber,
            displayRefund: formatMoney(refundAmount, now.currencyCode),
            orderUrl: now.customerId ? orderUrl({ orderNumber: now.orderNumber, accessToken: null }) : undefined,
          }),
        ],
      });
    const detail = await getOrder({ executor: tx, tenantId, id: orderId });
    await recordWebhookEvent({ executor: tx, tenantId, type: "order.cancelled", subject: `order:${orderId}`, data: detail });
    return detail;
  });
  invalidateTags(tenantId, [catalogTag, eventsTag]);
  nudgeOutboxWorker();
  return detail;
}
