import { json, methods, withAccount } from "@/lib/http/route";
import { listSubscriptions } from "@/lib/subscriptions/list-subscriptions";

// GET /api/v1/account/subscriptions: the customer's subscriptions (extension).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: withAccount(async ({ tenantId, customerId }) => json({ data: await listSubscriptions({ tenantId, customerId }) })),
});
