import { addCartLine } from "@/lib/cart/add-cart-line";
import { addCartLineInput } from "@/lib/cart/schemas";
import { parseJsonBody } from "@/lib/http/body";
import { json, methods, withShopper } from "@/lib/http/route";

// POST /api/v1/carts/{cartId}/lines: add units of a product to a cart (extension).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: withShopper<{ cartId: string }>(async ({ req, tenantId, customerId, params }) => {
    const input = await parseJsonBody(req, addCartLineInput);
    return json({ data: await addCartLine({ owner: { tenantId, customerId }, cartId: params.cartId, input }) });
  }),
});
