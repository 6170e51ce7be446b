import { and, asc, eq, inArray } from "drizzle-orm";
import { schema, type Executor } from "@/db/client";

/** Subscriptions still billed: a card paying one of them cannot be removed. */
export const billedStatuses = ["active", "paused"];

/**
 * The active or paused subscription a saved card pays (`subscriptions.payment_method_id`: the card chosen when
 * subscribing or changed since, or saved for it through a payment setup), or undefined. Scoped by tenant and customer.
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
  const s = schema.subscriptions;
  const [paid] = await executor
    .select({ id: s.id, name: s.name })
    .from(s)
    .where(
      and(
        eq(s.tenantId, tenantId),
        eq(s.customerId, customerId),
        eq(s.paymentMethodId, paymentMethodId),
        inArray(s.status, billedStatuses),
      ),
    )
    .orderBy(asc(s.createdAt), asc(s.id))
    .limit(1);
  return paid;
}
