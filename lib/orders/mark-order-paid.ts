import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { lockCustomer } from "../account/lock-customer";
import { orderConfirmationEmail } from "./order-confirmation-email";
import { queueMail } from "../mail/queue-mail";
import { addPoints } from "../rewards/add-points";
import { issueTickets } from "../tickets/issue-tickets";
import { hashAccessToken, newAccessToken } from "./create-order";
import { getOrder } from "./get-order";
import { lockOrder, storeName } from "./lock-order";
import { orderUrl, ticketsUrl } from "./order-links";
import type { OrderDetail } from "./schemas";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";

/**
 * Transaction 2 of a checkout (and what reconciliation runs for an order the gateway did charge): the
 * `pending_payment` order becomes `paid` with what was captured, the points it earned are written under the
 * customer's lock, its cart is converted and the confirmation mail queued, all at once. An order already moved on
 * (a reconciliation got there first) is answered as it is, and nothing is written twice.
 *
 * A guest's access token is only ever known in memory; when it is not (reconciliation after a crash), a new one is
 * minted so the mail's link works.
 */
export async function markOrderPaid({
  tenantId,
  orderId,
  accessToken,
}: {
  tenantId: string;
  orderId: string;
  accessToken: string | null;
}): Promise<{ order: OrderDetail; accessToken: string | null; changed: boolean }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { tenantId, id: orderId });
    if (order.status !== "pending_payment")
      return { order: await getOrder({ executor: tx, tenantId, id: orderId }), accessToken: null, changed: false };
    const o = schema.orders;
    const guest = order.customerId === null;
    const token = guest ? (accessToken ?? newAccessToken()) : null;
    await tx
      .update(o)
      .set({
        status: "paid",
        capturedTotal: order.total,
        paidAt: sql`now()`,
        ...(guest && token && !accessToken ? { accessTokenHash: hashAccessToken(token) } : {}),
      })
      .where(and(eq(o.tenantId, tenantId), eq(o.id, orderId)));
    if (order.customerId && order.pointsEarned > 0) {
      await lockCustomer(tx, { tenantId, customerId: order.customerId });
      await addPoints({
        tx,
        tenantId,
        customerId: order.customerId,
        orderId,
        points: order.pointsEarned,
        type: "order",
        description: `Order ${order.orderNumber}`,
        metadata: { orderNumber: order.orderNumber },
      });
    }
    if (order.cartId) {
      const c = schema.carts;
      await tx
        .update(c)
        .set({ status: "converted", updatedAt: sql`now()` })
        .where(and(eq(c.tenantId, tenantId), eq(c.id, order.cartId)));
    }
    await issueTickets({ tx, tenantId, orderId, customerId: order.customerId });
    const detail = await getOrder({ executor: tx, tenantId, id: orderId });
    await recordWebhookEvent({ executor: tx, tenantId, type: "order.paid", subject: `order:${orderId}`, data: detail });
    let firstName = "there";
    if (order.customerId) {
      const cu = schema.customers;
      const [who] = await tx
        .select({ firstName: cu.firstName })
        .from(cu)
        .where(and(eq(cu.tenantId, tenantId), eq(cu.id, order.customerId)))
        .limit(1);
      firstName = who?.firstName || firstName;
    } else if (detail.shippingAddress?.firstName) firstName = detail.shippingAddress.firstName;
    const r = schema.subscriptionRenewals;
    const [renewal] = await tx
      .select({ leftOut: r.leftOut })
      .from(r)
      .where(and(eq(r.tenantId, tenantId), eq(r.orderId, orderId)))
      .limit(1);
    if (order.email)
      await queueMail({
        executor: tx,
        tenantId,
        mails: [
          orderConfirmationEmail({
            storeName: await storeName(tx, tenantId),
            to: order.email,
            firstName,
            order: detail,
            orderUrl: guest ? orderUrl({ orderNumber: order.orderNumber, accessToken: token }) : undefined,
            leftOut: renewal?.leftOut ?? [],
            ticketsUrl: detail.tickets.length
              ? ticketsUrl({ orderNumber: order.orderNumber, accessToken: guest ? token : null })
              : undefined,
          }),
        ],
      });
    return { order: detail, accessToken: token, changed: true };
  });
}
