import { updateCartLine } from "@/lib/cart/update-cart-line";
import { updateCartLineInput } from "@/lib/cart/schemas";
import { parseJsonBody } from "@/lib/http/body";
import { json, methods, withShopper } from "@/lib/http/route";

type Params = { cartId: string; lineId: string };

// PATCH /api/v1/carts/{cartId}/lines/{lineId}: change a line's quantity (0 removes); DELETE: remove it (extension).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  PATCH: withShopper<Params>(async ({ req, tenantId, customerId, params }) => {
    const { quantity } = await parseJsonBody(req, updateCartLineInput);
    return json({ data: await updateCartLine({ owner: { tenantId, customerId }, cartId: params.cartId, lineId: params.lineId, quantity }) });
  }),
  DELETE: withShopper<Params>(async ({ tenantId, customerId, params }) =>
    json({ data: await updateCartLine({ owner: { tenantId, customerId }, cartId: params.cartId, lineId: params.lineId, quantity: 0 }) }),
  ),
});
