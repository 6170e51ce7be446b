import { and, eq, inArray, like } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { orderPaymentKey, payerOf } from "../payment-keys";

/** The sandbox provider's books of one store against the store's own (`npm run cli -- payments check`). */
export type SandboxLedgerCheck = {
  /** Orders whose keys the ledger holds. */
  orders: number;
  /** Succeeded captures. */
  captures: number;
  /** Captures of an order that is gone or still `pending_payment`: a payer charged without an order. */
  chargedWithoutOrder: number;
  /** Orders captured more than once. */
  capturedTwice: number;
  /** Succeeded authorisations neither captured nor voided: money held for nothing. */
  openAuthorisations: number;
  /** Refunds the ledger made whose record in the store is not `succeeded`: money returned the order does not show. */
  refundsNotRecorded: number;
};

/**
 * Reads the sandbox ledger of `tenantId` (its checkout keys, `t:<tenant>:<payer>:order:<order>:<step>`; one guest
 * payer's only when `email` is given) and compares it with the store's orders and payment records. Reads only.
 */
export async function checkSandboxLedger({ tenantId, email }: { tenantId: string; email?: string }): Promise<SandboxLedgerCheck> {
  const db = await getDb();
  const l = schema.sandboxLedger;
  const prefix = email
    ? `${orderPaymentKey({ tenantId, payer: payerOf({ customerId: null, email }), orderId: "" })}%`
    : `t:${tenantId}:%:order:%`;
  const entries = await db
    .select({
      key: l.idempotencyKey,
      operation: l.operation,
      outcome: l.outcome,
      reference: l.reference,
      parentReference: l.parentReference,
    })
    .from(l)
    .where(and(eq(l.merchant, tenantId), like(l.idempotencyKey, prefix)));
  const orderOf = (key: string) => /:order:([0-9a-f-]{36}):/.exec(key)?.[1] ?? null;
  const orderIds = [...new Set(entries.map((e) => orderOf(e.key)).filter((id): id is string => id !== null))];
  const o = schema.orders;
  const statuses = new Map<string, string>();
  for (let i = 0; i < orderIds.length; i += 500) {
    const rows = await db
      .select({ id: o.id, status: o.status })
      .from(o)
      .where(and(eq(o.tenantId, tenantId), inArray(o.id, orderIds.slice(i, i + 500))));
    for (const row of rows) statuses.set(row.id, row.status);
  }

  const succeeded = entries.filter((e) => e.outcome === "succeeded");
  const captures = succeeded.filter((e) => e.operation === "capture");
  const perOrder = new Map<string, number>();
  for (const c of captures) {
    const id = orderOf(c.key) ?? "";
    perOrder.set(id, (perOrder.get(id) ?? 0) + 1);
  }
  let chargedWithoutOrder = 0;
  for (const id of perOrder.keys()) {
    const status = statuses.get(id);
    if (!status || status === "pending_payment") chargedWithoutOrder += 1;
  }
  const settled = new Set(succeeded.filter((e) => e.operation === "capture" || e.operation === "void").map((e) => e.parentReference));
  const openAuthorisations = succeeded.filter((e) => e.operation === "authorize" && !settled.has(e.reference)).length;

  const refundKeys = succeeded.filter((e) => e.operation === "refund").map((e) => e.key);
  let refundsNotRecorded = 0;
  if (refundKeys.length > 0) {
    const p = schema.payments;
    const recorded = await db
      .select({ key: p.idempotencyKey, status: p.status })
      .from(p)
      .where(and(eq(p.tenantId, tenantId), inArray(p.idempotencyKey, refundKeys)));
    const ok = new Set(recorded.filter((r) => r.status === "succeeded").map((r) => r.key));
    refundsNotRecorded = refundKeys.filter((k) => !ok.has(k)).length;
  }
  return {
    orders: orderIds.length,
    captures: captures.length,
    chargedWithoutOrder,
    capturedTwice: [...perOrder.values()].filter((n) => n > 1).length,
    openAuthorisations,
    refundsNotRecorded,
  };
}
