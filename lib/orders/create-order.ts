import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gte, sql } from "drizzle-orm";
import { schema, type Executor } from "@/db/client";
import { ConflictError } from "../errors/domain";
import { orderPaymentKey } from "../payments/payment-keys";
import type { PricedOrder } from "../pricing/types";
import { attachHolds } from "../tickets/issue-tickets";
import { recordDiscountUses } from "./record-discount-uses";

/** What an order is made of: who pays, what was priced (by lib/pricing only), where it goes, how it is paid. */
export type OrderDraft = {
  tenantId: string;
  /** null for a guest. */
  customerId: string | null;
  email: string;
  kind: "order" | "renewal" | "tickets";
  /** The cart it comes from (one order per cart), if any. */
  cartId: string | null;
  priced: PricedOrder;
  /** Points redeemed for `priced.totals.pointsValue` (given back on cancellation). */
  pointsRedeemed?: number;
  shippingAddress: Record<string, string | null>;
  payment: {
    gateway: string;
    /** The saved method that pays (null for a guest's card, which is not saved). */
    paymentMethodId: string | null;
    card: { paymentMethod: string; cardType: string; cardLast4: string };
  };
  /** The payer's namespace for gateway keys (lib/payments/payment-keys.ts payerOf). */
  payer: string;
  /** The key the payment steps are sent with, when the caller names it (a renewal: tenant, subscription, cycle, attempt). */
  paymentKey?: string;
};

export type PendingOrder = {
  id: string;
  orderNumber: string;
  paymentKey: string;
  /** A guest order's access token (only its hash is stored); null for a customer's. */
  accessToken: string | null;
  /** Products whose last unit this order took (their catalogue cache goes stale). */
  soldOut: string[];
};

export const hashAccessToken = (token: string) => createHash("sha256").update(token).digest("hex");
export const newAccessToken = () => `ot_${randomBytes(24).toString("base64url")}`;

/**
 * The one order writer (checkout, guest checkout, and next renewals and tickets): inside the caller's transaction
 * it reserves stock, takes the next public number and writes the order `pending_payment` with its lines. Nothing is
 * charged here: the payment step runs after this transaction commits (lib/payments/take-payment.ts), and the order is
 * then marked paid (mark-order-paid.ts) or released (release-order.ts).
 *
 * Stock is taken with `UPDATE … SET stock = stock - q WHERE stock >= q`, product by product in id order (no deadlocks
 * between two orders): of concurrent buyers of the last unit exactly one row update succeeds; the others get 409
 * `out_of_stock` naming the line, and the transaction leaves nothing behind.
 */
export async function createOrder({ tx, draft }: { tx: Executor; draft: OrderDraft }): Promise<PendingOrder> {
  const { tenantId, priced } = draft;
  const p = schema.products;
  const soldOut: string[] = [];
  const byProduct = new Map<string, { name: string; quantity: number }>();
  for (const line of priced.lines) {
    if (!line.productId) continue;
    const seen = byProduct.get(line.productId);
    byProduct.set(line.productId, { name: line.name, quantity: (seen?.quantity ?? 0) + line.quantity });
  }
  for (const [productId, line] of [...byProduct.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const [taken] = await tx
      .update(p)
      .set({ stock: sql`${p.stock} - ${line.quantity}`, updatedAt: sql`now()` })
      .where(and(eq(p.tenantId, tenantId), eq(p.id, productId), gte(p.stock, line.quantity)))
      .returning({ stock: p.stock });
    if (!taken) {
      const [now] = await tx
        .select({ stock: p.stock })
        .from(p)
        .where(and(eq(p.tenantId, tenantId), eq(p.id, productId)));
      const left = Math.max(0, now?.stock ?? 0);
      throw new ConflictError(
        left === 0
          ? `${line.name} has just sold out.`
          : `Only ${left} of ${line.name} ${left === 1 ? "is" : "are"} left; you asked for ${line.quantity}.`,
      ).withCode("out_of_stock");
    }
    if (taken.stock === 0) soldOut.push(productId);
  }

  const seq = schema.orderSequences;
  const o = schema.orders;
  const [next] = await tx
    .insert(seq)
    .values({
      tenantId,
      lastNumber: sql`(select coalesce(max(substring(${o.orderNumber} from '^SF-([0-9]{1,9})$')::int), 1000) + 1 from ${o} where ${o.tenantId} = ${tenantId})`,
    })
    .onConflictDoUpdate({ target: seq.tenantId, set: { lastNumber: sql`${seq.lastNumber} + 1` } })
    .returning({ n: seq.lastNumber });
  const orderNumber = `SF-${next!.n}`;

  const id = crypto.randomUUID();
  const paymentKey = draft.paymentKey ?? orderPaymentKey({ tenantId, payer: draft.payer, orderId: id });
  const accessToken = draft.customerId === null ? newAccessToken() : null;
  const t = priced.totals;
  await tx.insert(o).values({
    id,
    tenantId,
    customerId: draft.customerId,
    orderNumber,
    status: "pending_payment",
    kind: draft.kind,
    email: draft.email,
    accessTokenHash: accessToken ? hashAccessToken(accessToken) : null,
    currencyCode: t.currencyCode,
    subtotal: t.subtotal,
    shippingTotal: t.shipping,
    discountTotal: t.discountTotal,
    pointsValue: t.pointsValue,
    pointsRedeemed: draft.pointsRedeemed ?? 0,
    taxTotal: t.taxTotal,
    taxIncluded: t.taxIncluded,
    taxLines: t.taxLines,
    marketId: t.marketId || null,
    total: t.total,
    pointsEarned: t.pointsEarned,
    shippingAddress: draft.shippingAddress,
    paymentMethodId: draft.payment.paymentMethodId,
    paymentCard: draft.payment.card,
    gateway: draft.payment.gateway,
    paymentKey,
    cartId: draft.cartId,
  });
  const ol = schema.orderLines;
  if (priced.lines.length > 0)
    await tx.insert(ol).values(
      priced.lines.map((line) => ({
        tenantId,
        orderId: id,
        kind: line.kind,
        productId: line.productId,
        name: line.name,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        lineTotal: line.lineTotal,
        holdId: line.kind === "ticket" ? line.key : null,
      })),
    );
  if (draft.cartId) await attachHolds({ tx, tenantId, cartId: draft.cartId, orderId: id });
  await recordDiscountUses({
    tx,
    tenantId,
    orderId: id,
    customerId: draft.customerId,
    email: draft.email,
    discounts: priced.discounts ?? [],
  });
  return { id, orderNumber, paymentKey, accessToken, soldOut };
}

/** Puts an order's products back on the shelf (a release or a cancellation), product by product in id order. */
export async function restockOrder({ tx, tenantId, orderId }: { tx: Executor; tenantId: string; orderId: string }): Promise<void> {
  const ol = schema.orderLines;
  const lines = await tx
    .select({ productId: ol.productId, quantity: sql<number>`sum(${ol.quantity})::int` })
    .from(ol)
    .where(and(eq(ol.tenantId, tenantId), eq(ol.orderId, orderId), eq(ol.kind, "product")))
    .groupBy(ol.productId)
    .orderBy(asc(ol.productId));
  const p = schema.products;
  for (const line of lines) {
    if (!line.productId) continue;
    await tx
      .update(p)
      .set({ stock: sql`${p.stock} + ${Number(line.quantity)}`, updatedAt: sql`now()` })
      .where(and(eq(p.tenantId, tenantId), eq(p.id, line.productId)));
  }
}
