import { json, methods, withAccount } from "@/lib/http/route";
import { buyAgain } from "@/lib/orders/buy-again";

// POST /api/v1/account/orders/{orderId}/buy-again: add a past order's products to the active cart (spec 4.7); no body.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: withAccount<{ orderId: string }>(async ({ params, tenantId, customerId }) =>
    json(await buyAgain({ tenantId, customerId, orderNumber: params.orderId })),
  ),
});
