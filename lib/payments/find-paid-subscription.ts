import { and, eq, inArray } from "drizzle-orm";
import { schema, type Executor } from "@/db/client";

/** Subscriptions still billed: a card paying one of them cannot be removed. */
export const billedStatuses = ["active", "paused"];

/**
 * The active or paused subscription a saved card pays (the card saved for it: payment_methods.subscription_id),
 * or undefined. Scoped by tenant and customer.
 */
export async function findPaidSubscription({
  executor,
  tenantId,
  customerId,
  paymentMethodId,
}: {
  executor: Executor;
  tenantId: string;
  customerId: string;
  paymentMethodId: string;
}): Promise<{ id: string; name: string } | undefined> {
  const pm = schema.paymentMethods;
  const s = schema.subscriptions;
  const [paid] = await executor
    .select({ id: s.id, name: s.name })
    .from(pm)
    .innerJoin(s, and(eq(s.id, pm.subscriptionId), eq(s.tenantId, tenantId), eq(s.customerId, customerId)))
    .where(and(eq(pm.tenantId, tenantId), eq(pm.customerId, customerId), eq(pm.id, paymentMethodId), inArray(s.status, billedStatuses)))
    .limit(1);
  return paid;
}
