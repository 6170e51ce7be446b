import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { schema, type Executor } from "@/db/client";
import { getEnv } from "../env";
import { ConflictError } from "../errors/domain";
import { getGateway } from "./gateways";
import { GatewayDeclinedError } from "./gateways/declines";
import { stepKey } from "./payment-keys";
import { settlePaymentRecord } from "./record-payment";

export type ReservedRefund = {
  recordId: string;
  key: string;
  capture: string;
  amount: number;
  currencyCode: string;
  gateway: string;
  /** When the record was about to be written (ms): the refund is never sent later than REQUEST_TIMEOUT_MS after. */
  reservedAt: number;
};

/**
 * Step 1 of a refund, inside the caller's transaction with the order locked: the amount is reserved on the order
 * (`refunded_total += amount`, which a CHECK keeps within `captured_total`) and a `pending` refund record written
 * with its key. Concurrent refunds of one order run this one at a time, so together they never exceed the capture.
 */
export async function reserveRefund({
  tx,
  tenantId,
  order,
  amount,
  reason,
}: {
  tx: Executor;
  tenantId: string;
  order: { id: string; gateway: string | null; paymentKey: string | null; currencyCode: string };
  amount: number;
  reason: string;
}): Promise<ReservedRefund> {
  const p = schema.payments;
  const [capture] = await tx
    .select({ reference: p.reference })
    .from(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.orderId, order.id), eq(p.kind, "capture"), eq(p.status, "succeeded")))
    .limit(1);
  if (!capture?.reference || !order.gateway || !order.paymentKey)
    throw new ConflictError("This order was paid before payments were recorded; refund it at the payment provider.").withCode(
      "not_refundable",
    );
  const recordId = crypto.randomUUID();
  // Taken before the record's time (the database clock when it is written), so the send's deadline counted from here
  // ends before reconciliation may take the record (RECONCILE_AFTER_SECONDS after that time).
  const reservedAt = Date.now();
  const key = stepKey(order.paymentKey, "refund", recordId);
  await tx.insert(p).values({
    id: recordId,
    tenantId,
    orderId: order.id,
    kind: "refund",
    status: "pending",
    gateway: order.gateway,
    amount,
    currencyCode: order.currencyCode,
    idempotencyKey: key,
    reason,
    createdAt: sql`clock_timestamp()`,
  });
  const o = schema.orders;
  await tx
    .update(o)
    .set({ refundedTotal: sql`${o.refundedTotal} + ${amount}` })
    .where(and(eq(o.tenantId, tenantId), eq(o.id, order.id)));
  return { recordId, key, capture: capture.reference, amount, currencyCode: order.currencyCode, gateway: order.gateway, reservedAt };
}

/**
 * Step 2, outside any transaction: the gateway refunds. A refusal is GatewayDeclinedError (402 `refund_declined`).
 * Never sent later than REQUEST_TIMEOUT_MS after the reservation (an AbortError then, the record left pending):
 * reconciliation settles a pending refund only after RECONCILE_AFTER_SECONDS, when no send can still be on its way.
 */
export async function sendRefund({ tenantId, refund }: { tenantId: string; refund: ReservedRefund }): Promise<string> {
  const gateway = getGateway(refund.gateway);
  const left = refund.reservedAt + getEnv().REQUEST_TIMEOUT_MS - Date.now();
  const { reference } = await gateway.refund({
    merchant: tenantId,
    key: refund.key,
    capture: refund.capture,
    amount: refund.amount,
    currencyCode: refund.currencyCode,
    signal: AbortSignal.timeout(Math.max(0, left)),
  });
  return reference;
}

/**
 * Step 3 when the gateway refused: the record marked failed and the reservation given back (caller's transaction, the
 * order locked). Only a record still pending is undone, so a refund settled meanwhile (reconciliation, or the refusal
 * undone already) is never given back twice. Answers whether it undid it.
 */
export async function undoRefund({
  tx,
  tenantId,
  orderId,
  refund,
  error,
}: {
  tx: Executor;
  tenantId: string;
  orderId: string;
  refund: { recordId: string; amount: number };
  error: unknown;
}): Promise<boolean> {
  const undone = await settlePaymentRecord({
    executor: tx,
    tenantId,
    id: refund.recordId,
    status: "failed",
    failureCode: error instanceof GatewayDeclinedError ? error.declineCode : "error",
    message: error instanceof Error ? error.message : String(error),
    onlyIf: ["pending"],
  });
  if (!undone) return false;
  const o = schema.orders;
  await tx
    .update(o)
    .set({ refundedTotal: sql`${o.refundedTotal} - ${refund.amount}` })
    .where(and(eq(o.tenantId, tenantId), eq(o.id, orderId)));
  return true;
}
