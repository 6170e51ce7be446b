import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { ConflictError } from "../errors/domain";
import { readSubscriptions } from "./list-subscriptions";
import { lockSubscription } from "./lock-subscription";
import type { SubscriptionSummary } from "./schemas";
import { addDays, todayUtc } from "./subscription-dates";

/**
 * POST /account/subscriptions/{id}/skip (extension): the next delivery is not sent or billed; the next billing day
 * moves one period (the box's frequency) later. A paused box has no next delivery to skip (409: resume it first);
 * a cancelled one → 409.
 */
export async function skipDelivery({
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
    if (current.status === "paused")
      throw new ConflictError(`${current.name} is paused: there is no delivery to skip. Resume it first.`).withCode("subscription_paused");
    const next = addDays(current.nextBillingDate ?? addDays(todayUtc(), 1), current.frequency * 7);
    const s = schema.subscriptions;
    await tx
      .update(s)
      .set({ status: "active", pausedUntil: null, nextBillingDate: next, updatedAt: sql`now()` })
      .where(and(eq(s.tenantId, tenantId), eq(s.customerId, customerId), eq(s.id, current.id)));
  });
  const [subscription] = await readSubscriptions({ tenantId, customerId, subscriptionId });
  return subscription!;
}
