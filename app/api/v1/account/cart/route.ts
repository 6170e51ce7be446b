import { getActiveCart } from "@/lib/cart/get-active-cart";
import { json, methods, withAccount } from "@/lib/http/route";

// GET /api/v1/account/cart: the customer's active cart, or null (extension).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: withAccount(async ({ tenantId, customerId }) => json({ data: await getActiveCart({ tenantId, customerId }) })),
});
