import { getCart } from "@/lib/cart/get-cart";
import { json, methods, withShopper } from "@/lib/http/route";

// GET /api/v1/carts/{cartId}: a guest cart by id (API token) or the customer's own cart (account token) (extension).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: withShopper<{ cartId: string }>(async ({ tenantId, customerId, params }) =>
    json({ data: await getCart({ owner: { tenantId, customerId }, cartId: params.cartId }) }),
  ),
});
