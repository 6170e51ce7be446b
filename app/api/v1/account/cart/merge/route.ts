import { mergeCart } from "@/lib/cart/merge-cart";
import { mergeCartInput } from "@/lib/cart/schemas";
import { parseJsonBody } from "@/lib/http/body";
import { json, methods, withAccount } from "@/lib/http/route";

// POST /api/v1/account/cart/merge: move a guest cart's lines into the customer's cart (extension).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: withAccount(async ({ req, tenantId, customerId }) => {
    const { cartId } = await parseJsonBody(req, mergeCartInput);
    return json({ data: await mergeCart({ tenantId, customerId, guestCartId: cartId }) });
  }),
});
