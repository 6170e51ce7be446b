import "server-only";
import { ConflictError } from "../errors/domain";
import { readOperatorSubscription, subscriptionCustomer } from "./operator-subscription";
import { retryPastDue } from "./retry-past-due";
import type { OperatorSubscription } from "./schemas";

/**
 * POST /operator/subscriptions/{id}/retry: a past-due subscription's renewal charged again now with its card (the next
 * attempt of the schedule, as a new card does for the customer), not at its next retry time; the answer shows the
 * outcome. A subscription that is not past due → 409 `subscription_not_past_due`; another store's → 404.
 */
export async function retrySubscriptionNow({
  tenantId,
  subscriptionId,
}: {
  tenantId: string;
  subscriptionId: string;
}): Promise<OperatorSubscription> {
  const { status, name } = await subscriptionCustomer({ tenantId, subscriptionId });
  if (status !== "past_due")
    throw new ConflictError(`${name} is ${status.replace(/_/g, " ")}: only a past-due subscription's payment can be retried.`).withCode(
      "subscription_not_past_due",
    );
  await retryPastDue({ tenantId, subscriptionId });
  return readOperatorSubscription({ tenantId, subscriptionId });
}
