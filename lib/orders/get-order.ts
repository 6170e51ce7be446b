import "server-only";
import { and, asc, eq, isNull, type SQL } from "drizzle-orm";
import { getDb, schema, type Executor } from "@/db/client";
import { isoSeconds } from "@/db/sql";
import { NotFoundError } from "../errors/domain";
import { formatMoney, toMajorUnits } from "../money";
import { lineSubtotal, storedLineTotal, sumAmounts } from "../pricing/line-amounts";
import { loadTickets } from "../tickets/list-tickets";
import type { OrderDetail } from "./schemas";

export const orderNotFound = () => new NotFoundError("Order not found.");

const o = schema.orders;

/** Which order: by internal id or public number, in the tenant; `customerId` narrows to one customer's (account reads). */
export type OrderRef = { tenantId: string; id?: string; orderNumber?: string; customerId?: string | null };

export function orderWhere({ tenantId, id, orderNumber, customerId }: OrderRef): SQL {
  const conditions: SQL[] = [eq(o.tenantId, tenantId)];
  if (id !== undefined) conditions.push(eq(o.id, id));
  if (orderNumber !== undefined) conditions.push(eq(o.orderNumber, orderNumber));
  if (customerId !== undefined) conditions.push(customerId === null ? isNull(o.customerId) : eq(o.customerId, customerId));
  return and(...conditions)!;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One order with its lines, fulfilments and refunds (404 when it is not the caller's to see). */
export async function getOrder(ref: OrderRef & { executor?: Executor }): Promise<OrderDetail> {
  if (ref.id !== undefined && !uuidPattern.test(ref.id)) throw orderNotFound();
  if (ref.orderNumber !== undefined && (ref.orderNumber.length === 0 || ref.orderNumber.length > 64)) throw orderNotFound();
  const db = ref.executor ?? (await getDb());
  const [order] = await db
    .select({
      id: o.id,
      orderNumber: o.orderNumber,
      kind: o.kind,
      status: o.status,
      email: o.email,
      customerId: o.customerId,
      currencyCode: o.currencyCode,
      total: o.total,
      subtotal: o.subtotal,
      shippingTotal: o.shippingTotal,
      discountTotal: o.discountTotal,
      pointsValue: o.pointsValue,
      pointsRedeemed: o.pointsRedeemed,
      taxTotal: o.taxTotal,
      taxIncluded: o.taxIncluded,
      taxLines: o.taxLines,
      marketId: o.marketId,
      capturedTotal: o.capturedTotal,
      refundedTotal: o.refundedTotal,
      pointsEarned: o.pointsEarned,
      shippingAddress: o.shippingAddress,
      paymentMethodId: o.paymentMethodId,
      paymentCard: o.paymentCard,
      createdAt: isoSeconds(o.createdAt),
      paidAt: isoSeconds(o.paidAt),
      fulfilledAt: isoSeconds(o.fulfilledAt),
      cancelledAt: isoSeconds(o.cancelledAt),
    })
    .from(o)
    .where(orderWhere(ref))
    .limit(1);
  if (!order) throw orderNotFound();
  const ol = schema.orderLines;
  const f = schema.fulfilments;
  const p = schema.payments;
  const [lines, fulfilments, refunds, tickets] = await Promise.all([
    db
      .select({
        id: ol.id,
        kind: ol.kind,
        productId: ol.productId,
        variantId: ol.variantId,
        name: ol.name,
        quantity: ol.quantity,
        unitPrice: ol.unitPrice,
        lineTotal: ol.lineTotal,
      })
      .from(ol)
      .where(and(eq(ol.tenantId, ref.tenantId), eq(ol.orderId, order.id)))
      .orderBy(asc(ol.name), asc(ol.id)),
    db
      .select({ id: f.id, carrier: f.carrier, trackingNumber: f.trackingNumber, createdAt: isoSeconds(f.createdAt) })
      .from(f)
      .where(and(eq(f.tenantId, ref.tenantId), eq(f.orderId, order.id)))
      .orderBy(asc(f.createdAt), asc(f.id)),
    db
      .select({ id: p.id, amount: p.amount, reason: p.reason, status: p.status, createdAt: isoSeconds(p.createdAt) })
      .from(p)
      .where(and(eq(p.tenantId, ref.tenantId), eq(p.orderId, order.id), eq(p.kind, "refund")))
      .orderBy(asc(p.createdAt), asc(p.id)),
    loadTickets({ executor: db, tenantId: ref.tenantId, orderId: order.id }),
  ]);
  const currency = order.currencyCode;
  const money = (minor: number) => toMajorUnits(minor, currency);
  const display = (minor: number) => formatMoney(minor, currency);
  const subtotal = order.subtotal ?? sumAmounts(lines.map((l) => lineSubtotal(l.unitPrice, l.quantity)));
  const card = order.paymentCard;
  return {
    id: order.id,
    orderId: order.orderNumber,
    kind: order.kind as OrderDetail["kind"],
    status: order.status as OrderDetail["status"],
    email: order.email,
    guest: order.customerId === null,
    currencyCode: currency,
    lines: lines.map((l) => ({
      id: l.id,
      kind: l.kind as OrderDetail["lines"][number]["kind"],
      productId: l.productId,
      variantId: l.variantId,
      name: l.name,
      quantity: l.quantity,
      unitPrice: money(l.unitPrice),
      // What the line cost as charged (after its discount, with added tax), as stored: never recomputed.
      lineTotal: money(storedLineTotal(l)),
      lineSubtotal: money(lineSubtotal(l.unitPrice, l.quantity)),
      displayUnitPrice: display(l.unitPrice),
      displayLineTotal: display(storedLineTotal(l)),
      displayLineSubtotal: display(lineSubtotal(l.unitPrice, l.quantity)),
    })),
    subtotal: money(subtotal),
    displaySubtotal: display(subtotal),
    shipping: money(order.shippingTotal),
    displayShipping: display(order.shippingTotal),
    total: money(order.total),
    displayTotal: display(order.total),
    totals: {
      currencyCode: currency,
      marketId: order.marketId,
      taxIncluded: order.taxIncluded,
      subtotal: money(subtotal),
      discountTotal: money(order.discountTotal),
      pointsValue: money(order.pointsValue),
      pointsRedeemed: order.pointsRedeemed,
      shipping: money(order.shippingTotal),
      taxTotal: money(order.taxTotal),
      taxLines: order.taxLines.map((t) => ({ name: t.name, rate: t.rate, amount: money(t.amount), displayAmount: display(t.amount) })),
      total: money(order.total),
      displaySubtotal: display(subtotal),
      displayDiscountTotal: display(order.discountTotal),
      displayPointsValue: display(order.pointsValue),
      displayShipping: display(order.shippingTotal),
      displayTaxTotal: display(order.taxTotal),
      displayTotal: display(order.total),
      captured: money(order.capturedTotal),
      refunded: money(order.refundedTotal),
      displayRefunded: display(order.refundedTotal),
    },
    pointsEarned: order.pointsEarned,
    shippingAddress: (order.shippingAddress as OrderDetail["shippingAddress"]) ?? null,
    paymentMethod: card ? ({ id: order.paymentMethodId, ...card } as OrderDetail["paymentMethod"]) : null,
    fulfilments,
    tickets,
    refunds: refunds.map((r) => ({
      id: r.id,
      amount: money(r.amount),
      displayAmount: display(r.amount),
      reason: r.reason,
      status: r.status as "pending" | "succeeded" | "failed",
      createdAt: r.createdAt,
    })),
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    fulfilledAt: order.fulfilledAt,
    cancelledAt: order.cancelledAt,
  };
}
