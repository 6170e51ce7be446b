import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { schema, type Executor } from "@/db/client";
import { isoSeconds } from "@/db/sql";

/**
 * A subscription as its events carry it (read inside the change's transaction, so it is the state the event is
 * about), plus what the event adds (`orderId` of a renewal, `reason`…).
 */
export async function subscriptionEventData(
  executor: Executor,
  { tenantId, subscriptionId, ...extra }: { tenantId: string; subscriptionId: string } & Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const s = schema.subscriptions;
  const [row] = await executor
    .select({
      id: s.id,
      customerId: s.customerId,
      productId: s.productId,
      name: s.name,
      status: s.status,
      frequencyWeeks: s.frequency,
      nextBillingDate: s.nextBillingDate,
      pausedUntil: s.pausedUntil,
      cancelledAt: sql<string | null>`${isoSeconds(s.cancelledAt)}`,
    })
    .from(s)
    .where(and(eq(s.tenantId, tenantId), eq(s.id, subscriptionId)))
    .limit(1);
  return { ...(row ?? { id: subscriptionId }), ...extra };
}
