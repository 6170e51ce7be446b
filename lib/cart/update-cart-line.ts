import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { InvalidInputError, NotFoundError } from "../errors/domain";
import { lockCart, type CartOwner } from "./cart-owner";
import { isUuid } from "../uuid";
import { capMessage, lineCap } from "./line-limits";
import type { Cart } from "./schemas";
import { touchCart } from "./touch-cart";

const lineNotFound = () => new NotFoundError("Cart line not found.");

/**
 * PATCH /carts/{cartId}/lines/{lineId} (extension): sets a line's quantity (0 removes it); more than the stock or
 * per-order cap → 422 naming what is available. DELETE is the same with quantity 0.
 */
export async function updateCartLine({
  owner,
  cartId,
  lineId,
  quantity,
}: {
  owner: CartOwner;
  cartId: string;
  lineId: string;
  quantity: number;
}): Promise<Cart> {
  const db = await getDb();
  const { tenantId } = owner;
  return db.transaction(async (tx) => {
    const cart = await lockCart({ tx, owner, cartId });
    if (!isUuid(lineId)) throw lineNotFound();
    const l = schema.cartLines;
    const p = schema.products;
    const v = schema.productVariants;
    const [line] = await tx
      .select({ id: l.id, name: p.name, stock: v.stock, maxQuantity: p.maxQuantity, status: p.status })
      .from(l)
      .innerJoin(p, and(eq(p.id, l.productId), eq(p.tenantId, tenantId)))
      .innerJoin(v, and(eq(v.id, l.variantId), eq(v.tenantId, tenantId)))
      .where(and(eq(l.tenantId, tenantId), eq(l.cartId, cart.id), eq(l.id, lineId)))
      .limit(1);
    if (!line) throw lineNotFound();
    if (quantity === 0) {
      await tx.delete(l).where(and(eq(l.tenantId, tenantId), eq(l.id, line.id)));
    } else {
      if (line.status !== "active")
        throw new InvalidInputError({ quantity: [`${line.name} is no longer available; remove it from the cart.`] });
      if (quantity > lineCap(line)) throw new InvalidInputError({ quantity: [capMessage(line, quantity)] });
      await tx
        .update(l)
        .set({ quantity, updatedAt: sql`now()` })
        .where(and(eq(l.tenantId, tenantId), eq(l.id, line.id)));
    }
    return touchCart({ tx, tenantId, customerId: owner.customerId, cartId: cart.id });
  });
}
