import "server-only";
import { pauseSubscription } from "../subscriptions/pause-subscription";
import type { PauseInput } from "../subscriptions/schemas";
import { readOperatorSubscription, subscriptionCustomer } from "./operator-subscription";
import type { OperatorSubscription } from "./schemas";

/**
 * POST /operator/subscriptions/{id}/pause: the store pauses a customer's subscription as the customer would (the same
 * rules: `resumeOn` optional, within a year; a cancelled one → 409). A past-due one stops being retried.
 */
export async function operatorPauseSubscription({
  tenantId,
  subscriptionId,
  input,
}: {
  tenantId: string;
  subscriptionId: string;
  input: PauseInput;
}): Promise<OperatorSubscription> {
  const { customerId } = await subscriptionCustomer({ tenantId, subscriptionId });
  await pauseSubscription({ tenantId, customerId, subscriptionId, input });
  return readOperatorSubscription({ tenantId, subscriptionId });
}
