import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb, schema } from "@/db/client";
import { NotFoundError } from "../errors/domain";
import { subscriptionEventData } from "../webhooks/event-data";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";

const notFound = () => new NotFoundError("Subscription not found.");

/**
 * Cancels the customer's subscription: status cancelled, next billing date cleared, cancelled_at set and
 * one subscription_cancellations row. The subscription row is locked, so of two concurrent cancels one
 * does the work and the other sees it already cancelled; cancelling again is a no-op that still succeeds.
 */
export async function cancelSubscription({
  tenantId,
  customerId,
  subscriptionId,
  cancelledBy = "customer",
}: {
  tenantId: string;
  customerId: string;
  subscriptionId: string;
  /** Who asked, as recorded (subscription_cancellations.cancelled_by) and sent in the webhook: the customer or staff. */
  cancelledBy?: "customer" | "admin";
}): Promise<Record<string, never>> {
  if (!z.guid().safeParse(subscriptionId).success) throw notFound();
  const db = await getDb();
  const s = schema.subscriptions;
  await db.transaction(async (tx) => {
    const owned = and(eq(s.tenantId, tenantId), eq(s.customerId, customerId), eq(s.id, subscriptionId));
    const [current] = await tx.select({ status: s.status }).from(s).where(owned).for("update");
    if (!current) throw notFound();
    if (current.status === "cancelled") return;
    await tx
      .update(s)
      .set({ status: "cancelled", nextBillingDate: null, cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(owned);
    await tx
      .insert(schema.subscriptionCancellations)
      .values({ tenantId, subscriptionId, customerId, cancelledBy, previousStatus: current.status })
      .onConflictDoNothing({ target: schema.subscriptionCancellations.subscriptionId });
    await recordWebhookEvent({
      executor: tx,
      tenantId,
      type: "subscription.cancelled",
      subject: `subscription:${subscriptionId}`,
      data: await subscriptionEventData(tx, { tenantId, subscriptionId, cancelledBy }),
    });
  });
  return {};
}
