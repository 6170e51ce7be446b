import "server-only";
import { and, asc, desc, eq, like, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isoSeconds } from "@/db/sql";
import { formatMoney, toMajorUnits } from "../money";
import { orderBreakdown, paymentStatusOf } from "../pricing/order-breakdown";
import { getOrder, orderNotFound } from "./get-order";
import type { OperatorOrderDetail, OrderNote, OrderTimelineEvent } from "./operator-order-schemas";

const o = schema.orders;

/** An order's notes, oldest first. */
export async function listOrderNotes({ tenantId, orderId }: { tenantId: string; orderId: string }): Promise<OrderNote[]> {
  const db = await getDb();
  const n = schema.orderNotes;
  return db
    .select({ id: n.id, body: n.body, author: n.authorName, createdAt: isoSeconds(n.createdAt) })
    .from(n)
    .where(and(eq(n.tenantId, tenantId), eq(n.orderId, orderId)))
    .orderBy(asc(n.createdAt), asc(n.id));
}

/** Mail about the order: the outbox rows to its address whose subject names its number. */
async function orderMails({ tenantId, email, orderNumber }: { tenantId: string; email: string | null; orderNumber: string }) {
  if (!email) return [];
  const db = await getDb();
  const m = schema.outbox;
  const rows = await db
    .select({ subject: m.subject, status: m.status, createdAt: isoSeconds(m.createdAt), sentAt: isoSeconds(m.sentAt) })
    .from(m)
    .where(
      and(
        eq(m.tenantId, tenantId),
        sql`lower(${m.toAddress}) = lower(${email})`,
        like(m.subject, `%${orderNumber.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
      ),
    )
    .orderBy(desc(m.createdAt))
    .limit(50);
  // SF-101 must not pick up SF-1014's mail.
  const exact = new RegExp(`(^|[^\\w-])${orderNumber.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\w-])`);
  return rows.filter((r) => exact.test(r.subject));
}

/**
 * GET /operator/orders/{orderId}: the order as getOrder reads it, with the lines and summary as the customer saw them
 * (from the stored figures, never re-priced), payment and fulfilment status apart, and its timeline with staff notes.
 */
export async function getOperatorOrder({ tenantId, orderNumber }: { tenantId: string; orderNumber: string }): Promise<OperatorOrderDetail> {
  const order = await getOrder({ tenantId, orderNumber });
  const db = await getDb();
  const ol = schema.orderLines;
  const [[stored], lines, notes] = await Promise.all([
    db
      .select({
        customerId: o.customerId,
        subtotal: o.subtotal,
        discountTotal: o.discountTotal,
        pointsValue: o.pointsValue,
        pointsRedeemed: o.pointsRedeemed,
        shippingTotal: o.shippingTotal,
        taxTotal: o.taxTotal,
        taxIncluded: o.taxIncluded,
        taxLines: o.taxLines,
        total: o.total,
        capturedTotal: o.capturedTotal,
        refundedTotal: o.refundedTotal,
      })
      .from(o)
      .where(and(eq(o.tenantId, tenantId), eq(o.id, order.id))),
    db
      .select({ id: ol.id, unitPrice: ol.unitPrice, quantity: ol.quantity, lineTotal: ol.lineTotal })
      .from(ol)
      .where(and(eq(ol.tenantId, tenantId), eq(ol.orderId, order.id))),
    listOrderNotes({ tenantId, orderId: order.id }),
  ]);
  if (!stored) throw orderNotFound();
  const mails = await orderMails({ tenantId, email: order.email, orderNumber: order.orderId });
  const currency = order.currencyCode;
  const money = (minor: number) => toMajorUnits(minor, currency);
  const display = (minor: number) => formatMoney(minor, currency);
  const byId = new Map(lines.map((l) => [l.id, l]));
  // The same order's lines, read again in minor units (lines never change once the order is written).
  const ordered = order.lines.map((l) => byId.get(l.id)!);
  const breakdown = orderBreakdown(stored, ordered);

  const event = (e: Pick<OrderTimelineEvent, "kind" | "at" | "text"> & Partial<OrderTimelineEvent>): OrderTimelineEvent => ({
    author: null,
    carrier: null,
    trackingNumber: null,
    amount: null,
    status: null,
    ...e,
  });
  const card = order.paymentMethod ? ` by ${order.paymentMethod.cardType} ending ${order.paymentMethod.cardLast4}` : "";
  const timeline: OrderTimelineEvent[] = [
    event({ kind: "placed", at: order.createdAt, text: `Order placed${order.guest ? " as a guest" : ""}` }),
    ...(order.paidAt
      ? [
          event({
            kind: "paid",
            at: order.paidAt,
            text: `Paid ${display(stored.capturedTotal)}${card}`,
            amount: money(stored.capturedTotal),
          }),
        ]
      : []),
    ...order.fulfilments.map((f) =>
      event({
        kind: "fulfilled",
        at: f.createdAt,
        text: `Shipped with ${f.carrier}, tracking ${f.trackingNumber}`,
        carrier: f.carrier,
        trackingNumber: f.trackingNumber,
      }),
    ),
    ...order.refunds.map((r) =>
      event({
        kind: "refund",
        at: r.createdAt,
        text: `Refund of ${r.displayAmount}${r.status === "succeeded" ? "" : ` (${r.status})`}${r.reason ? `: ${r.reason}` : ""}`,
        amount: r.amount,
        status: r.status,
      }),
    ),
    ...(order.cancelledAt ? [event({ kind: "cancelled", at: order.cancelledAt, text: "Order cancelled" })] : []),
    ...mails.map((m) =>
      event({
        kind: "mail",
        at: m.sentAt ?? m.createdAt,
        text: `${m.status === "sent" ? "Mail sent" : m.status === "failed" ? "Mail failed" : "Mail queued"}: “${m.subject}”`,
        status: m.status === "sent" || m.status === "failed" ? m.status : "pending",
      }),
    ),
    ...notes.map((n) => event({ kind: "note", at: n.createdAt, text: n.body, author: n.author })),
  ];
  // Newest first; on the same second, in the order things happen to an order.
  const rank: Record<OrderTimelineEvent["kind"], number> = { placed: 0, paid: 1, mail: 2, fulfilled: 3, refund: 4, cancelled: 5, note: 6 };
  timeline.sort((a, b) => b.at.localeCompare(a.at) || rank[b.kind] - rank[a.kind]);

  return {
    ...order,
    customerId: stored.customerId,
    paymentStatus: paymentStatusOf({ status: order.status, ...stored }),
    fulfilmentStatus: order.fulfilments.length > 0 || order.fulfilledAt ? "fulfilled" : "unfulfilled",
    lines: order.lines.map((l, i) => {
      const b = breakdown.lines[i]!;
      return {
        ...l,
        lineSubtotal: money(b.lineSubtotal),
        displayLineSubtotal: display(b.lineSubtotal),
        discount: b.discount === null ? null : money(b.discount),
        displayDiscount: b.discount === null ? null : display(b.discount),
        tax: b.tax === null ? null : money(b.tax),
      };
    }),
    summary: breakdown.summary.map((r) => ({ ...r, amount: money(r.amount), displayAmount: display(r.amount) })),
    netPaid: money(breakdown.netPaid),
    displayNetPaid: display(breakdown.netPaid),
    notes,
    timeline,
  };
}
