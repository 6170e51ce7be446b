import { getActiveCart } from "@/lib/cart/get-active-cart";
import { cartResponse } from "@/lib/cart/schemas";
import { defineOperation } from "../operation";

export const cartOperations = {
  getCart: defineOperation({
    method: "GET",
    path: "/account/cart",
    token: "account",
    tag: "Carts",
    summary: "The customer's active cart (null when there is none)",
    extension: true,
    output: cartResponse,
    run: async ({ tenantId, customerId }) => ({ data: await getActiveCart({ tenantId, customerId }) }),
  }),
};
