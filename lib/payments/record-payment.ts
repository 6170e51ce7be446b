import "server-only";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb, schema, type Executor } from "@/db/client";
import { getEnv } from "../env";

export type PaymentKind = "authorization" | "capture" | "void" | "refund";

/**
 * Opens a payment record (`pending`) before its step goes to the gateway, so a step that was sent is never
 * unrecorded. A repeat of the key answers the record it already has (a retried step).
 */
export async function openPaymentRecord({
  executor,
  tenantId,
  orderId,
  kind,
  gateway,
  amount,
  currencyCode,
  key,
  reason,
  at,
}: {
  executor?: Executor;
  tenantId: string;
  orderId: string | null;
  kind: PaymentKind;
  gateway: string;
  amount: number;
  currencyCode: string;
  key: string;
  reason?: string | null;
  /** When the record was opened (the database's transaction time unless given). */
  at?: SQL;
}): Promise<{ id: string; status: string; reference: string | null }> {
  const db = executor ?? (await getDb());
  const p = schema.payments;
  const [row] = await db
    .insert(p)
    .values({
      tenantId,
      orderId,
      kind,
      status: "pending",
      gateway,
      amount,
      currencyCode,
      idempotencyKey: key,
      reason: reason ?? null,
      ...(at ? { createdAt: at } : {}),
    })
    .onConflictDoNothing({ target: [p.tenantId, p.idempotencyKey] })
    .returning({ id: p.id, status: p.status, reference: p.reference });
  if (row) return row;
  const [existing] = await db
    .select({ id: p.id, status: p.status, reference: p.reference })
    .from(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.idempotencyKey, key)))
    .limit(1);
  if (!existing) throw new Error("payment record vanished");
  return existing;
}

/** The step was not sent: its order is no longer waiting for payment, or it is old enough for reconciliation. */
export class PaymentStepRefusedError extends Error {}

/**
 * Opens the record of a charge step (authorisation or capture) of a `pending_payment` order, under the order's row
 * lock: the step may go to the gateway only if the order still waits for payment and is younger than
 * RECONCILE_AFTER_SECONDS. Reconciliation claims an order under the same lock only once it is older than that and has
 * no pending step younger than that, so the two never overlap: a step opened first keeps the order from reconciliation
 * until the step's deadline is long past; an order reconciliation may settle gets no new step
 * (PaymentStepRefusedError). The record's time is the database clock at that moment, which reconciliation compares.
 */
export async function openOrderStepRecord(
  args: Omit<Parameters<typeof openPaymentRecord>[0], "executor" | "orderId"> & { orderId: string },
) {
  const db = await getDb();
  const o = schema.orders;
  const floor = getEnv().RECONCILE_AFTER_SECONDS;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        status: o.status,
        stale: sql<boolean>`${o.createdAt} < clock_timestamp() - make_interval(secs => ${floor})`,
      })
      .from(o)
      .where(and(eq(o.tenantId, args.tenantId), eq(o.id, args.orderId)))
      .for("update")
      .limit(1);
    if (!order || order.status !== "pending_payment" || order.stale)
      throw new PaymentStepRefusedError(
        order ? "The order is past the time a payment step may start; reconciliation settles it." : "The order was released.",
      );
    return openPaymentRecord({ ...args, executor: tx, at: sql`clock_timestamp()` });
  });
}

/** Settles a pending record with the gateway's answer. */
export async function settlePaymentRecord({
  executor,
  tenantId,
  id,
  status,
  reference,
  failureCode,
  message,
  onlyIf,
}: {
  executor?: Executor;
  tenantId: string;
  id: string;
  status: "succeeded" | "failed";
  reference?: string | null;
  failureCode?: string | null;
  message?: string | null;
  /** Settle only a record in one of these states (answers false otherwise): a record is settled once. */
  onlyIf?: ("pending" | "failed")[];
}): Promise<boolean> {
  const db = executor ?? (await getDb());
  const p = schema.payments;
  const settled = await db
    .update(p)
    .set({
      status,
      reference: reference ?? null,
      failureCode: failureCode ?? null,
      ...(message ? { reason: sql`coalesce(${p.reason}, ${message})` } : {}),
      settledAt: sql`now()`,
    })
    .where(and(eq(p.tenantId, tenantId), eq(p.id, id), onlyIf ? inArray(p.status, onlyIf) : undefined))
    .returning({ id: p.id });
  return settled.length > 0;
}
