import { json, methods, withAccount } from "@/lib/http/route";
import { cancelSubscription } from "@/lib/subscriptions/cancel-subscription";

// POST /api/v1/account/subscriptions/{subscriptionId}/cancel: cancel at the customer's request (spec 4.14); no body.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: withAccount<{ subscriptionId: string }>(async ({ params, tenantId, customerId }) =>
    json(await cancelSubscription({ tenantId, customerId, subscriptionId: params.subscriptionId })),
  ),
});
