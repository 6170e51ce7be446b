import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { InvalidInputError } from "../errors/domain";
import { nudgeOutboxWorker, queueMail } from "../mail/queue-mail";
import { formatMoney, toMinorUnitsExactly } from "../money";
import { settlePaymentRecord } from "../payments/record-payment";
import { reserveRefund } from "../payments/refund-payment";
import { getOrder } from "./get-order";
import { lockOrder, storeName } from "./lock-order";
import { orderRefundedEmail } from "./order-emails";
import { orderUrl } from "./order-links";
import { sendOrderRefund } from "./send-order-refund";
import { refundableLeft } from "../pricing/refund-amounts";
import { assertCanMove, statusAfter } from "./order-status";
import type { OrderDetail, RefundInput } from "./schemas";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";
import { takeBackRefundedPoints } from "../rewards/take-back-points";

/**
 * The refund's amount in minor units: a whole number of the currency's smallest unit, at least one of it. Finer
 * (0.001 GBP, 1e-9) or less → 422 naming `amount`, never rounded to a neighbour (1e-9 is not a £0.00 refund).
 */
export function refundMinorUnits(amount: number, currencyCode: string): number {
  const minor = toMinorUnitsExactly(amount, currencyCode);
  if (minor === null) throw new InvalidInputError({ amount: [`The amount field has more decimals than ${currencyCode} allows.`] });
  if (minor < 1) throw new InvalidInputError({ amount: [`The amount field must be at least ${formatMoney(1, currencyCode)}.`] });
  return minor;
}

/**
 * POST /operator/orders/{orderId}/refunds: a partial (or the last) refund, in three steps: the amount reserved
 * under the order's lock (more than what is left of the capture → 422 `refund_exceeds_captured`, so concurrent
 * refunds together never exceed it), the gateway's refund with no transaction open, then the order moved to
 * `partially_refunded` or `refunded`, the points its refunded goods earned taken back (lib/pricing/earn-points.ts),
 * and the mail. A gateway refusal gives the reservation back (402 `refund_declined`).
 */
export async function refundOrder({
  tenantId,
  orderNumber,
  input,
}: {
  tenantId: string;
  orderNumber: string;
  input: RefundInput;
}): Promise<OrderDetail> {
  const db = await getDb();
  const reserved = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, { tenantId, orderNumber });
    assertCanMove("refund", order);
    const amount = refundMinorUnits(input.amount, order.currencyCode);
    const left = refundableLeft(order);
    if (amount > left)
      throw new InvalidInputError({
        amount: [`At most ${formatMoney(left, order.currencyCode)} of this order can still be refunded.`],
      }).withCode("refund_exceeds_captured");
    return { order, refund: await reserveRefund({ tx, tenantId, order, amount, reason: input.reason }) };
  });
  const { order, refund } = reserved;

  const reference = await sendOrderRefund({ tenantId, orderId: order.id, refund });

  const detail = await db.transaction(async (tx) => {
    const now = await lockOrder(tx, { tenantId, id: order.id });
    await settlePaymentRecord({ executor: tx, tenantId, id: refund.recordId, status: "succeeded", reference });
    const o = schema.orders;
    if (now.status !== "cancelled")
      await tx
        .update(o)
        .set({ status: statusAfter("refund", now) })
        .where(and(eq(o.tenantId, tenantId), eq(o.id, order.id)));
    await takeBackRefundedPoints({
      tx,
      tenantId,
      orderId: order.id,
      description: `Order ${now.orderNumber} refunded ${formatMoney(refund.amount, now.currencyCode)}: points earned taken back`,
    });
    if (now.email)
      await queueMail({
        executor: tx,
        tenantId,
        mails: [
          orderRefundedEmail({
            storeName: await storeName(tx, tenantId),
            to: now.email,
            orderNumber: now.orderNumber,
            displayAmount: formatMoney(refund.amount, now.currencyCode),
            reason: input.reason,
            orderUrl: now.customerId ? orderUrl({ orderNumber: now.orderNumber, accessToken: null }) : undefined,
          }),
        ],
      });
    const detail = await getOrder({ executor: tx, tenantId, id: order.id });
    await recordWebhookEvent({ executor: tx, tenantId, type: "order.refunded", subject: `order:${order.id}`, data: detail });
    return detail;
  });
  nudgeOutboxWorker();
  return detail;
}
