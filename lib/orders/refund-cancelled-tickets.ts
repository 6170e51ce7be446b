import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { displayEventTime } from "../time/event-time";
import { nudgeOutboxWorker, queueMail } from "../mail/queue-mail";
import { formatMoney } from "../money";
import { lockOrder, storeName } from "./lock-order";
import { orderUrl } from "./order-links";
import { statusAfter } from "./order-status";
import { settlePaymentRecord } from "../payments/record-payment";
import { sendOrderRefund } from "./send-order-refund";
import { reserveRefund, type ReservedRefund } from "../payments/refund-payment";
import { eventCancelledEmail } from "../tickets/event-emails";
import { takeBackRefundedPoints } from "../rewards/take-back-points";
import { unitsShare, type LineUnits } from "../pricing/line-amounts";
import { refundableLeft } from "../pricing/refund-amounts";

export type TicketRefundJob = { tenantId: string; orderId: string; occurrenceId: string; label: string; reason: string | null };

/**
 * The refund of one order's tickets for a cancelled date (a job on the queue, one per order, so a crash or a
 * gateway outage retries it and a cancelled date with many buyers never waits on one). In the steps of every refund
 * (lib/payments/refund-payment.ts): what the order paid for those tickets (each ticket's share of its line's stored
 * total, after discounts and with tax, each line counted once: lib/pricing/refund-amounts.ts; never more than is
 * left of the capture) reserved under the order's lock as a `pending` refund record labelled with the date; the
 * gateway's refund with no transaction open; then the record settled, the order moved to `partially_refunded` or
 * `refunded`, the points the refunded tickets earned taken back, and the holder's mail. A retry finds its record by
 * the label and refunds nothing twice (a `pending` one left by a crash is settled by reconciliation from the
 * gateway's ledger).
 */
export async function refundCancelledTickets(job: TicketRefundJob): Promise<string> {
  const { tenantId, orderId, occurrenceId, label } = job;
  const db = await getDb();
  const p = schema.payments;
  const step1 = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, { tenantId, id: orderId });
    const [earlier] = await tx
      .select({ status: p.status })
      .from(p)
      .where(
        and(
          eq(p.tenantId, tenantId),
          eq(p.orderId, orderId),
          eq(p.kind, "refund"),
          eq(p.reason, label),
          inArray(p.status, ["pending", "succeeded"]),
        ),
      )
      .limit(1);
    if (earlier) return { order, refund: null, skip: earlier.status };
    // Each line that paid for tickets of this date once, with how many of its tickets are for the date.
    const paid = await tx.execute(sql`
      select ol.line_total as "lineTotal", ol.unit_price as "unitPrice", ol.quantity, count(tk.id)::int as units
        from tickets tk
        join order_lines ol on ol.id = tk.order_line_id and ol.tenant_id = tk.tenant_id and ol.order_id = tk.order_id
       where tk.tenant_id = ${tenantId}::uuid and tk.order_id = ${orderId}::uuid and tk.occurrence_id = ${occurrenceId}::uuid
       group by ol.id, ol.line_total, ol.unit_price, ol.quantity`);
    const lines = (paid as unknown as { rows: LineUnits[] }).rows.map((r) => ({
      lineTotal: r.lineTotal === null ? null : Number(r.lineTotal),
      unitPrice: Number(r.unitPrice),
      quantity: Number(r.quantity),
      units: Number(r.units),
    }));
    const amount = Math.min(unitsShare(lines), refundableLeft(order));
    const refund: ReservedRefund | null = amount > 0 ? await reserveRefund({ tx, tenantId, order, amount, reason: label }) : null;
    return { order, refund, skip: null };
  });
  if (step1.skip) return `already_${step1.skip}`;
  const { order, refund } = step1;

  const reference = refund ? await sendOrderRefund({ tenantId, orderId, refund }) : null;

  await db.transaction(async (tx) => {
    const now = await lockOrder(tx, { tenantId, id: orderId });
    if (refund) {
      await settlePaymentRecord({ executor: tx, tenantId, id: refund.recordId, status: "succeeded", reference });
      if (now.status !== "cancelled")
        await tx
          .update(schema.orders)
          .set({ status: statusAfter("refund", now) })
          .where(and(eq(schema.orders.tenantId, tenantId), eq(schema.orders.id, orderId)));
      await takeBackRefundedPoints({
        tx,
        tenantId,
        orderId,
        description: `Order ${now.orderNumber}: ${label}, points earned taken back`,
      });
    }
    const about = await tx.execute(sql`
      select e.name, to_char(o.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as starts_at, t.time_zone,
             (select count(*)::int from tickets tk where tk.tenant_id = o.tenant_id and tk.order_id = ${orderId}::uuid
                 and tk.occurrence_id = o.id) as tickets
        from event_occurrences o
        join events e on e.id = o.event_id and e.tenant_id = o.tenant_id
        join tenants t on t.id = o.tenant_id
       where o.tenant_id = ${tenantId}::uuid and o.id = ${occurrenceId}::uuid`);
    const row = (about as unknown as { rows: { name: string; starts_at: string; time_zone: string; tickets: number }[] }).rows[0];
    if (now.email && row) {
      await queueMail({
        executor: tx,
        tenantId,
        mails: [
          eventCancelledEmail({
            storeName: await storeName(tx, tenantId),
            to: now.email,
            eventTitle: row.name,
            displayStartsAt: displayEventTime(row.time_zone, row.starts_at),
            tickets: Number(row.tickets),
            displayRefund: refund ? formatMoney(refund.amount, order.currencyCode) : null,
            reason: job.reason,
            orderNumber: now.orderNumber,
            orderUrl: now.customerId ? orderUrl({ orderNumber: now.orderNumber, accessToken: null }) : undefined,
          }),
        ],
      });
    }
  });
  nudgeOutboxWorker();
  return refund ? "refunded" : "nothing_to_refund";
}
