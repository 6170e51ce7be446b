import { createCart } from "@/lib/cart/create-cart";
import { json, methods, withShopper } from "@/lib/http/route";

// POST /api/v1/carts: a new guest cart (API token) or the customer's active cart (account token) (extension).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: withShopper(async ({ tenantId, customerId }) => json({ data: await createCart({ tenantId, customerId }) }, { status: 201 })),
});
