import "server-only";
import { and, desc, eq } from "drizzle-orm";
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
    .select({ balance: pt.balanceAfter })
    .from(pt)
    .where(and(eq(pt.tenantId, tenantId), eq(pt.customerId, customerId)))
    .orderBy(desc(pt.createdAt), desc(pt.id))
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
  });
  return after;
}
