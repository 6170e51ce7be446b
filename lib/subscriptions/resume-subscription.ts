import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { readSubscriptions } from "./list-subscriptions";
import { lockSubscription } from "./lock-subscription";
import type { SubscriptionSummary } from "./schemas";
import { addDays, nextAfterPause, todayUtc } from "./subscription-dates";

/**
 * POST /account/subscriptions/{id}/resume (extension): a paused box is active again on its usual schedule, from the
 * first scheduled day after today, or its stored next billing day when that is later (a skipped delivery stays
 * skipped through pause and resume). Resuming an active box changes nothing and answers it. A cancelled one → 409.
 */
export async function resumeSubscription({
  tenantId,
  customerId,
  subscriptionId,
}: {
  tenantId: string;
  customerId: string;
  subscriptionId: string;
}): Promise<SubscriptionSummary> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const current = await lockSubscription({ tx, tenantId, customerId, subscriptionId });
    const tomorrow = addDays(todayUtc(), 1);
    const next =
      current.status === "paused"
        ? current.nextBillingDate === null
          ? tomorrow
          : nextAfterPause(current.nextBillingDate, current.frequency * 7, tomorrow)
        : current.nextBillingDate;
    const s = schema.subscriptions;
    await tx
      .update(s)
      .set({ status: "active", pausedUntil: null, nextBillingDate: next, updatedAt: sql`now()` })
      .where(and(eq(s.tenantId, tenantId), eq(s.customerId, customerId), eq(s.id, current.id)));
  });
  const [subscription] = await readSubscriptions({ tenantId, customerId, subscriptionId });
  return subscription!;
}
