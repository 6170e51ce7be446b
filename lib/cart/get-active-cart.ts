import type { Cart } from "./schemas";
import { readPricedCart } from "./priced-cart-cache";

/** GET /account/cart (extension): the customer's active cart, or null when there is none. */
export async function getActiveCart({ tenantId, customerId }: { tenantId: string; customerId: string }): Promise<Cart | null> {
  return readPricedCart({ tenantId, customerId });
}
