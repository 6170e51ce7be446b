import { checkoutInput } from "@/lib/checkout/schemas";
import { placeOrder } from "@/lib/checkout/place-order";
import { parseJsonBody } from "@/lib/http/body";
import { json, methods, withAccount } from "@/lib/http/route";

// POST /api/v1/account/checkout: place an order from the customer's cart (extension; Idempotency-Key honoured).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: withAccount(async ({ req, tenantId, customerId }) => {
    const input = await parseJsonBody(req, checkoutInput);
    const order = await placeOrder({ tenantId, customerId, input, idempotencyKey: req.headers.get("idempotency-key") ?? undefined });
    return json({ data: order }, { status: 201 });
  }),
});
