import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
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
 * Stock is the variant's (a line without one takes its product's lead variant's), taken with `UPDATE … SET stock =
 * stock - q WHERE stock >= q`, variant by variant in id order (no deadlocks
 * between two orders): of concurrent buyers of the last unit exactly one row update succeeds; the others get 409
 * `out_of_stock` naming the line, and the transaction leaves nothing behind.
 */
export async function createOrder({ tx, draft }: { tx: Executor; draft: OrderDraft }): Promise<PendingOrder> {
  const { tenantId, priced } = draft;
  const v = schema.productVariants;
  const soldOut: string[] = [];
  const variantOf = new Map<string, string>();
  const leads = priced.lines.filter((l) => l.productId && !l.variantId).map((l) => l.productId!);
  if (leads.length > 0) {
    const rows = await tx
      .selectDistinctOn([v.productId], { id: v.id, productId: v.productId })
      .from(v)
      .where(and(eq(v.tenantId, tenantId), inArray(v.productId, [...new Set(leads)])))
      .orderBy(v.productId, asc(v.position));
    for (const r of rows) variantOf.set(r.productId, r.id);
  }
  const lineVariant = (line: PricedOrder["lines"][number]) =>
    line.variantId ?? (line.productId ? variantOf.get(line.productId) : undefined);
  const byVariant = new Map<string, { productId: string; name: string; quantity: number }>();
  for (const line of priced.lines) {
    const variantId = lineVariant(line);
    if (!line.productId || !variantId) continue;
    const seen = byVariant.get(variantId);
    byVariant.set(variantId, { productId: line.productId, name: line.name, quantity: (seen?.quantity ?? 0) + line.quantity });
  }
  for (const [variantId, line] of [...byVariant.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const [taken] = await tx
      .update(v)
      .set({ stock: sql`${v.stock} - ${line.quantity}`, updatedAt: sql`now()` })
      .where(and(eq(v.tenantId, tenantId), eq(v.id, variantId), gte(v.stock, line.quantity)))
      .returning({ stock: v.stock });
    if (!taken) {
      const [now] = await tx
        .select({ stock: v.stock })
        .from(v)
        .where(and(eq(v.tenantId, tenantId), eq(v.id, variantId)));
      const left = Math.max(0, now?.stock ?? 0);
      throw new ConflictError(
        left === 0
          ? `${line.name} has just sold out.`
          : `Only ${left} of ${line.name} ${left === 1 ? "is" : "are"} left; you asked for ${line.quantity}.`,
      ).withCode("out_of_stock");
    }
    if (taken.stock === 0 && !soldOut.includes(line.productId)) soldOut.push(line.productId);
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
        variantId: lineVariant(line) ?? null,
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

/** Puts an order's variants back on the shelf (a release or a cancellation), variant by variant in id order. */
export async function restockOrder({ tx, tenantId, orderId }: { tx: Executor; tenantId: string; orderId: string }): Promise<void> {
  const ol = schema.orderLines;
  const lines = await tx
    .select({ variantId: ol.variantId, quantity: sql<number>`sum(${ol.quantity})::int` })
    .from(ol)
    .where(and(eq(ol.tenantId, tenantId), eq(ol.orderId, orderId), eq(ol.kind, "product")))
    .groupBy(ol.variantId)
    .orderBy(asc(ol.variantId));
  const v = schema.productVariants;
  for (const line of lines) {
    if (!line.variantId) continue;
    await tx
      .update(v)
      .set({ stock: sql`${v.stock} + ${Number(line.quantity)}`, updatedAt: sql`now()` })
      .where(and(eq(v.tenantId, tenantId), eq(v.id, line.variantId)));
  }
}
