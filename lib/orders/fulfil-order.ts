import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { nudgeOutboxWorker, queueMail } from "../mail/queue-mail";
import { getOrder } from "./get-order";
import { lockOrder, storeName } from "./lock-order";
import { orderShippedEmail } from "./order-emails";
import { orderUrl } from "./order-links";
import { assertCanMove, statusAfter } from "./order-status";
import type { FulfilInput, OrderDetail } from "./schemas";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";

/**
 * POST /operator/orders/{orderId}/fulfil: records the shipment (carrier, tracking number) and queues the shipping
 * mail, in one transaction under the order's lock. Only a paid order not yet fulfilled ships (a cancelled or refunded
 * one → 409 `order_state`).
 */
export async function fulfilOrder({
  tenantId,
  orderNumber,
  input,
}: {
  tenantId: string;
  orderNumber: string;
  input: FulfilInput;
}): Promise<OrderDetail> {
  const db = await getDb();
  const detail = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, { tenantId, orderNumber });
    assertCanMove("fulfil", order);
    await tx
      .insert(schema.fulfilments)
      .values({ tenantId, orderId: order.id, carrier: input.carrier, trackingNumber: input.trackingNumber });
    const o = schema.orders;
    await tx
      .update(o)
      .set({ status: statusAfter("fulfil", order), fulfilledAt: sql`now()` })
      .where(and(eq(o.tenantId, tenantId), eq(o.id, order.id)));
    if (order.email)
      await queueMail({
        executor: tx,
        tenantId,
        mails: [
          orderShippedEmail({
            storeName: await storeName(tx, tenantId),
            to: order.email,
            orderNumber: order.orderNumber,
            carrier: input.carrier,
            trackingNumber: input.trackingNumber,
            orderUrl: order.customerId ? orderUrl({ orderNumber: order.orderNumber, accessToken: null }) : undefined,
          }),
        ],
      });
    const detail = await getOrder({ executor: tx, tenantId, id: order.id });
    await recordWebhookEvent({ executor: tx, tenantId, type: "order.fulfilled", subject: `order:${order.id}`, data: detail });
    return detail;
  });
  nudgeOutboxWorker();
  return detail;
}
