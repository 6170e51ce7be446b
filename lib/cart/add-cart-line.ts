import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema, type Executor } from "@/db/client";
import { InvalidInputError } from "../errors/domain";
import { primaryShelfPrice } from "../pricing/market-price";
import { lockCart, type CartOwner } from "./cart-owner";
import { capMessage, lineCap } from "./line-limits";
import type { AddCartLineInput, Cart } from "./schemas";
import { touchCart } from "./touch-cart";

/** An active, stocked product of the tenant that can go in a cart, else InvalidInputError on `field`. */
export async function cartableProduct({
  tx,
  tenantId,
  productId,
  field = "productId",
}: {
  tx: Executor;
  tenantId: string;
  productId: string;
  field?: string;
}) {
  const p = schema.products;
  const [product] = await tx
    .select({
      id: p.id,
      name: p.name,
      kind: p.kind,
      status: p.status,
      stock: p.stock,
      maxQuantity: p.maxQuantity,
      price: p.price,
      salePrice: p.salePrice,
    })
    .from(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.id, productId)))
    .limit(1);
  if (!product || product.status !== "active") throw new InvalidInputError({ [field]: ["This product is not available."] });
  if (product.kind !== "product")
    throw new InvalidInputError({
      [field]: [`${product.name} is a subscription package: subscribe to it instead of adding it to a cart.`],
    });
  return product;
}

/**
 * POST /carts/{cartId}/lines (extension): adds units of a product (to its line when the cart has one). Refused
 * with 422 for an inactive or unknown product, a package, or more than the stock / per-order cap allows (the
 * message names what is available). The cart row is locked, so concurrent adds to one cart queue.
 */
export async function addCartLine({ owner, cartId, input }: { owner: CartOwner; cartId: string; input: AddCartLineInput }): Promise<Cart> {
  const db = await getDb();
  const { tenantId } = owner;
  return db.transaction(async (tx) => {
    const cart = await lockCart({ tx, owner, cartId });
    const product = await cartableProduct({ tx, tenantId, productId: input.productId });
    const l = schema.cartLines;
    const [existing] = await tx
      .select({ quantity: l.quantity })
      .from(l)
      .where(and(eq(l.tenantId, tenantId), eq(l.cartId, cart.id), eq(l.productId, product.id)))
      .limit(1);
    const inCart = existing?.quantity ?? 0;
    if (inCart + input.quantity > lineCap(product))
      throw new InvalidInputError({ quantity: [capMessage(product, input.quantity, inCart)] });
    await tx
      .insert(l)
      // unit_price records the primary price when added; the cart is always priced afresh by lib/pricing.
      .values({ tenantId, cartId: cart.id, productId: product.id, quantity: input.quantity, unitPrice: primaryShelfPrice(product) })
      .onConflictDoUpdate({
        target: [l.cartId, l.productId],
        set: { quantity: sql`${l.quantity} + excluded.quantity`, unitPrice: sql`excluded.unit_price`, updatedAt: sql`now()` },
      });
    return touchCart({ tx, tenantId, customerId: owner.customerId, cartId: cart.id });
  });
}
