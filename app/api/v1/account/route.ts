import { getProfile } from "@/lib/account/get-profile";
import { json, methods, withAccount } from "@/lib/http/route";

// GET /api/v1/account: the signed-in customer's profile (extension).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: withAccount(async ({ tenantId, customerId }) => json({ data: await getProfile({ tenantId, customerId }) })),
});
