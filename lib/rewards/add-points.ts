import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { schema, type Executor } from "@/db/client";
import { ConflictError } from "../errors/domain";

/**
 * Writes one points transaction (positive: earned or given back; negative: redeemed or taken away) with the balance
 * after it. The caller holds the customer's lock (lib/account/lock-customer.ts), so balances never interleave; a
 * debit above the balance is refused (409 `points_insufficient`) unless `allowNegative` (taking back points
 * already spent).
 */
export async function addPoints({
  tx,
  tenantId,
  customerId,
  orderId,
  points,
  type,
  description,
  metadata,
  allowNegative = false,
}: {
  tx: Executor;
  tenantId: string;
  customerId: string;
  orderId: string | null;
  points: number;
  type: "order" | "redemption" | "reversal" | "refund";
  description: string;
  metadata?: Record<string, unknown>;
  allowNegative?: boolean;
}): Promise<number> {
  const pt = schema.pointsTransactions;
  const [last] = await tx
    .select({ balance: pt.balanceAfter, createdAt: pt.createdAt })
    .from(pt)
    .where(and(eq(pt.tenantId, tenantId), eq(pt.customerId, customerId)))
    // "nulls last" as the history index is declared, so the latest row is one index probe (not a sort of them all).
    .orderBy(sql`${pt.createdAt} desc nulls last`, sql`${pt.id} desc nulls last`)
    .limit(1);
  const balance = last?.balance ?? 0;
  const after = balance + points;
  if (points < 0 && after < 0 && !allowNegative)
    throw new ConflictError(`Only ${balance} points are available.`).withCode("points_insufficient");
  await tx.insert(pt).values({
    tenantId,
    customerId,
    orderId,
    points,
    balanceAfter: allowNegative ? after : Math.max(0, after),
    type,
    description,
    metadata: metadata ?? {},
    // History and balances read the latest row by time: two rows in one transaction (a cancellation taking earned
    // points back and giving spent ones back) must not share `now()`.
    createdAt: last ? sql`greatest(clock_timestamp(), ${last.createdAt}::timestamptz + interval '1 microsecond')` : sql`clock_timestamp()`,
  });
  return after;
}
