import "server-only";
import { cancelSubscription } from "../subscriptions/cancel-subscription";
import { readOperatorSubscription, subscriptionCustomer } from "./operator-subscription";
import type { OperatorSubscription } from "./schemas";

/**
 * POST /operator/subscriptions/{id}/cancel: the store cancels a customer's subscription (recorded as cancelled by
 * `admin`, `subscription.cancelled` sent); cancelling again changes nothing. Another store's → 404.
 */
export async function operatorCancelSubscription({
  tenantId,
  subscriptionId,
}: {
  tenantId: string;
  subscriptionId: string;
}): Promise<OperatorSubscription> {
  const { customerId } = await subscriptionCustomer({ tenantId, subscriptionId });
  await cancelSubscription({ tenantId, customerId, subscriptionId, cancelledBy: "admin" });
  return readOperatorSubscription({ tenantId, subscriptionId });
}
