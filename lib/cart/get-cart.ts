import "server-only";
import { cartNotFound, type CartOwner } from "./cart-owner";
import { isUuid } from "../uuid";
import { readPricedCart } from "./priced-cart-cache";
import type { Cart } from "./schemas";

/** GET /carts/{cartId} (extension): an active cart its owner may see (see lockCart), with current prices. */
export async function getCart({ owner, cartId }: { owner: CartOwner; cartId: string }): Promise<Cart> {
  if (!isUuid(cartId)) throw cartNotFound();
  const cart = await readPricedCart({ tenantId: owner.tenantId, customerId: owner.customerId, cartId });
  if (!cart) throw cartNotFound();
  return cart;
}
