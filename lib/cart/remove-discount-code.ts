import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { lockCart, type CartOwner } from "./cart-owner";
import { loadCart } from "./load-cart";
import type { Cart } from "./schemas";
import { NotFoundError } from "../errors/domain";

/** DELETE /carts/{cartId}/discount-codes/{code}: takes the code (any case) off the cart; not on it → 404. */
export async function removeDiscountCode({ owner, cartId, code }: { owner: CartOwner; cartId: string; code: string }): Promise<Cart> {
  const db = await getDb();
  const { tenantId, customerId } = owner;
  return db.transaction(async (tx) => {
    const cart = await lockCart({ tx, owner, cartId });
    const result = await tx.execute(sql`
      delete from cart_discount_codes cd using discounts d
       where cd.tenant_id = ${tenantId}::uuid and cd.cart_id = ${cart.id}::uuid
         and d.tenant_id = cd.tenant_id and d.id = cd.discount_id and d.code_key = ${code.trim().toLowerCase().slice(0, 64)}
       returning cd.discount_id`);
    if ((result as unknown as { rows: unknown[] }).rows.length === 0) throw new NotFoundError("That code is not on this cart.");
    await tx.execute(sql`update carts set updated_at = now() where tenant_id = ${tenantId}::uuid and id = ${cart.id}::uuid`);
    return (await loadCart({ tenantId, customerId, cartId: cart.id, executor: tx }))!;
  });
}
