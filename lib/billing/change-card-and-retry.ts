import "server-only";
import { readSubscriptions } from "../subscriptions/list-subscriptions";
import type { SubscriptionPatch, SubscriptionSummary } from "../subscriptions/schemas";
import { updateSubscription } from "../subscriptions/update-subscription";
import { retryPastDue } from "./retry-past-due";

/**
 * PATCH /account/subscriptions/{id}: the change (lib/subscriptions/update-subscription.ts), then, when it gave a
 * past-due subscription a card, the renewal tried again at once with it; the answer shows the outcome.
 */
export async function changeSubscriptionAndRetry(args: {
  tenantId: string;
  customerId: string;
  subscriptionId: string;
  patch: SubscriptionPatch;
}): Promise<SubscriptionSummary> {
  const updated = await updateSubscription(args);
  if (args.patch.paymentMethodId === undefined || updated.status !== "past_due") return updated;
  await retryPastDue({ tenantId: args.tenantId, subscriptionId: args.subscriptionId });
  const [after] = await readSubscriptions(args);
  return after ?? updated;
}
