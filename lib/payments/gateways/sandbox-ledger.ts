import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema, type Executor } from "@/db/client";
import { ConflictError } from "../../errors/domain";
import type { GatewayRecord } from "./types";

export type LedgerEntry = GatewayRecord & { parentReference: string | null; cardLast4: string | null };

const l = schema.sandboxLedger;
const columns = {
  operation: l.operation,
  outcome: l.outcome,
  reference: l.reference,
  parentReference: l.parentReference,
  cardLast4: l.cardLast4,
  amount: l.amount,
  currencyCode: l.currencyCode,
  declineCode: l.declineCode,
  message: l.message,
};

/**
 * The sandbox provider's books (the `sandbox_ledger` table). Each step is written on its own connection and
 * committed at once, outside any transaction of the store, as a real provider's would be: a store that crashes
 * after the step still finds it here. A key is recorded once; a repeat answers the first record (idempotency).
 */
export async function findLedgerEntry({
  executor,
  merchant,
  key,
}: {
  executor?: Executor;
  merchant: string;
  key: string;
}): Promise<LedgerEntry | null> {
  const db = executor ?? (await getDb());
  const [row] = await db
    .select(columns)
    .from(l)
    .where(and(eq(l.merchant, merchant), eq(l.idempotencyKey, key)))
    .limit(1);
  return (row as LedgerEntry | undefined) ?? null;
}

export async function findLedgerByReference({
  executor,
  merchant,
  reference,
  lock,
}: {
  executor?: Executor;
  merchant: string;
  reference: string;
  /** Lock the entry until the caller's transaction ends (captures and voids of one authorisation, one at a time). */
  lock?: boolean;
}): Promise<LedgerEntry | null> {
  const db = executor ?? (await getDb());
  const query = db
    .select(columns)
    .from(l)
    .where(and(eq(l.merchant, merchant), eq(l.reference, reference)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return (row as LedgerEntry | undefined) ?? null;
}

/** Sum of the succeeded steps of one kind that settle `parentReference` (captures or voids of an authorisation, refunds of a capture). */
export async function settledAgainst({
  executor,
  merchant,
  parentReference,
  operation,
}: {
  executor?: Executor;
  merchant: string;
  parentReference: string;
  operation: LedgerEntry["operation"];
}): Promise<{ count: number; amount: number }> {
  const db = executor ?? (await getDb());
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, amount: sql<number>`coalesce(sum(${l.amount}), 0)::int` })
    .from(l)
    .where(and(eq(l.merchant, merchant), eq(l.parentReference, parentReference), eq(l.operation, operation), eq(l.outcome, "succeeded")));
  return { count: Number(row?.count ?? 0), amount: Number(row?.amount ?? 0) };
}

/** Records a step under its key, or answers the record the key already has. */
export async function recordLedgerEntry(entry: {
  executor?: Executor;
  merchant: string;
  key: string;
  operation: LedgerEntry["operation"];
  outcome: LedgerEntry["outcome"];
  parentReference?: string | null;
  providerId?: string | null;
  cardLast4?: string | null;
  amount: number;
  currencyCode: string;
  declineCode?: string | null;
  message?: string | null;
}): Promise<LedgerEntry> {
  const db = entry.executor ?? (await getDb());
  const prefix = { authorize: "auth", capture: "ch", void: "void", refund: "re" }[entry.operation];
  const [row] = await db
    .insert(l)
    .values({
      merchant: entry.merchant,
      idempotencyKey: entry.key,
      operation: entry.operation,
      outcome: entry.outcome,
      reference: `${prefix}_sandbox_${randomBytes(12).toString("hex")}`,
      parentReference: entry.parentReference ?? null,
      providerId: entry.providerId ?? null,
      cardLast4: entry.cardLast4 ?? null,
      amount: entry.amount,
      currencyCode: entry.currencyCode,
      declineCode: entry.declineCode ?? null,
      message: entry.message ?? null,
    })
    .onConflictDoNothing({ target: [l.merchant, l.idempotencyKey] })
    .returning(columns);
  if (row) return row as LedgerEntry;
  const existing = await findLedgerEntry({ executor: entry.executor, merchant: entry.merchant, key: entry.key });
  if (!existing) throw new Error("sandbox ledger: the key's record vanished");
  // As a real provider keeps idempotency: the same key for another request is refused, never answered as the first.
  if (existing.operation !== entry.operation || existing.amount !== entry.amount || existing.currencyCode !== entry.currencyCode)
    throw new ConflictError("The payment provider refused the request: its key was already used for another payment.").withCode(
      "payment_key_reused",
    );
  return existing;
}
