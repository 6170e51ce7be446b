import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema, type Executor } from "@/db/client";

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
}): Promise<{ id: string; status: string; reference: string | null }> {
  const db = executor ?? (await getDb());
  const p = schema.payments;
  const [row] = await db
    .insert(p)
    .values({ tenantId, orderId, kind, status: "pending", gateway, amount, currencyCode, idempotencyKey: key, reason: reason ?? null })
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

/** Settles a pending record with the gateway's answer. */
export async function settlePaymentRecord({
  executor,
  tenantId,
  id,
  status,
  reference,
  failureCode,
  message,
}: {
  executor?: Executor;
  tenantId: string;
  id: string;
  status: "succeeded" | "failed";
  reference?: string | null;
  failureCode?: string | null;
  message?: string | null;
}): Promise<void> {
  const db = executor ?? (await getDb());
  const p = schema.payments;
  await db
    .update(p)
    .set({
      status,
      reference: reference ?? null,
      failureCode: failureCode ?? null,
      ...(message ? { reason: sql`coalesce(${p.reason}, ${message})` } : {}),
      settledAt: sql`now()`,
    })
    .where(and(eq(p.tenantId, tenantId), eq(p.id, id)));
}
