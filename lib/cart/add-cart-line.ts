import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb, schema, type Executor } from "@/db/client";
import { InvalidInputError } from "../errors/domain";
import { variantName, variantTitle } from "../pricing/variant-names";
import { primaryShelfPrice } from "../pricing/market-price";
import { lockCart, type CartOwner } from "./cart-owner";
import { capMessage, lineCap } from "./line-limits";
import type { AddCartLineInput, Cart } from "./schemas";
import { touchCart } from "./touch-cart";

/**
 * An active variant of the tenant that can go in a cart, by its id or (`productId`) a one-variant product's: else
 * InvalidInputError on `variantId` / `productId` (unknown, another store's, inactive, a package), or 422
 * `variant_required` for a product with several variants given by product id. `name` names the variant.
 */
export async function cartableVariant({
  tx,
  tenantId,
  variantId,
  productId,
}: {
  tx: Executor;
  tenantId: string;
  variantId?: string;
  productId?: string;
}) {
  const p = schema.products;
  const v = schema.productVariants;
  const field = variantId ? "variantId" : "productId";
  const rows = await tx
    .select({
      id: v.id,
      productId: p.id,
      productName: p.name,
      productOptions: p.options,
      options: v.options,
      kind: p.kind,
      status: p.status,
      stock: v.stock,
      maxQuantity: p.maxQuantity,
      price: v.price,
      salePrice: v.salePrice,
    })
    .from(v)
    .innerJoin(p, and(eq(p.id, v.productId), eq(p.tenantId, tenantId)))
    .where(and(eq(v.tenantId, tenantId), variantId ? eq(v.id, variantId) : eq(v.productId, productId!)))
    .orderBy(asc(v.position))
    .limit(2);
  const variant = rows[0];
  if (!variant || variant.status !== "active")
    throw new InvalidInputError({ [field]: [variantId ? "This variant is not available." : "This product is not available."] });
  if (variant.kind !== "product")
    throw new InvalidInputError({
      [field]: [`${variant.productName} is a subscription package: subscribe to it instead of adding it to a cart.`],
    });
  if (!variantId && rows.length > 1)
    throw new InvalidInputError({
      variantId: [`${variant.productName} comes in several variants: choose one (variantId).`],
    }).withCode("variant_required");
  return { ...variant, name: variantName(variant.productName, variantTitle(variant.productOptions, variant.options)) };
}

/**
 * POST /carts/{cartId}/lines (extension): adds units of a variant (to its line when the cart has one). Refused
 * with 422 for an inactive or unknown variant, a package, a product with several variants given by product id, or
 * more than the variant's stock / the per-order cap allows (the message names what is available). The cart row is
 * locked, so concurrent adds to one cart queue.
 */
export async function addCartLine({ owner, cartId, input }: { owner: CartOwner; cartId: string; input: AddCartLineInput }): Promise<Cart> {
  const db = await getDb();
  const { tenantId } = owner;
  return db.transaction(async (tx) => {
    const cart = await lockCart({ tx, owner, cartId });
    const variant = await cartableVariant({ tx, tenantId, variantId: input.variantId, productId: input.productId });
    const l = schema.cartLines;
    const [existing] = await tx
      .select({ quantity: l.quantity })
      .from(l)
      .where(and(eq(l.tenantId, tenantId), eq(l.cartId, cart.id), eq(l.variantId, variant.id)))
      .limit(1);
    const inCart = existing?.quantity ?? 0;
    if (inCart + input.quantity > lineCap(variant))
      throw new InvalidInputError({ quantity: [capMessage(variant, input.quantity, inCart)] });
    await tx
      .insert(l)
      // unit_price records the primary price when added; the cart is always priced afresh by lib/pricing.
      .values({
        tenantId,
        cartId: cart.id,
        productId: variant.productId,
        variantId: variant.id,
        quantity: input.quantity,
        unitPrice: primaryShelfPrice(variant),
      })
      .onConflictDoUpdate({
        target: [l.cartId, l.variantId],
        set: { quantity: sql`${l.quantity} + excluded.quantity`, unitPrice: sql`excluded.unit_price`, updatedAt: sql`now()` },
      });
    return touchCart({ tx, tenantId, customerId: owner.customerId, cartId: cart.id });
  });
}
