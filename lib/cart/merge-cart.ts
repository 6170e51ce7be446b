import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { invalidateTags } from "../cache/tenant-cache";
import { eventsTag } from "../catalog/catalog-cache";
import { primaryShelfPrice } from "../pricing/market-price";
import { listMarkets } from "../pricing/resolve-market";
import { cartNotFound } from "./cart-owner";
import { ensureCustomerCart } from "./create-cart";
import { lineCap } from "./line-limits";
import { loadCart } from "./load-cart";
import type { Cart } from "./schemas";

/**
 * POST /account/cart/merge (extension): moves a guest cart's lines into the customer's active cart (created when
 * needed), each capped at the product's stock and per-order maximum together with what the cart already holds;
 * lines of products no longer available are dropped; held seats move too. The guest cart is closed (status merged), so merging it
 * twice finds nothing: 404.
 */
export async function mergeCart({
  tenantId,
  customerId,
  guestCartId,
}: {
  tenantId: string;
  customerId: string;
  guestCartId: string;
}): Promise<Cart> {
  const db = await getDb();
  const c = schema.carts;
  const l = schema.cartLines;
  const p = schema.products;
  const v = schema.productVariants;
  // Read before the transaction: on a cold cache it queries through the pool, which on the embedded database (one
  // connection) would wait for this very transaction.
  const markets = await listMarkets({ tenantId });
  const merged = await db.transaction(async (tx) => {
    const [guest] = await tx
      .select({ id: c.id, marketId: c.marketId })
      .from(c)
      .where(and(eq(c.tenantId, tenantId), eq(c.id, guestCartId), isNull(c.customerId), eq(c.status, "active")))
      .for("update")
      .limit(1);
    if (!guest) throw cartNotFound();
    // A customer without a cart gets the guest cart's market; an existing cart keeps its own (and prices the lines in it).
    const cartId = await ensureCustomerCart({ tx, tenantId, customerId, market: markets.find((m) => m.id === guest.marketId) });
    const [guestLines, ownLines] = await Promise.all([
      tx
        .select({
          productId: l.productId,
          variantId: l.variantId,
          quantity: l.quantity,
          stock: v.stock,
          maxQuantity: p.maxQuantity,
          status: p.status,
          kind: p.kind,
          price: v.price,
          salePrice: v.salePrice,
        })
        .from(l)
        .innerJoin(p, and(eq(p.id, l.productId), eq(p.tenantId, tenantId)))
        .innerJoin(v, and(eq(v.id, l.variantId), eq(v.tenantId, tenantId)))
        .where(and(eq(l.tenantId, tenantId), eq(l.cartId, guest.id))),
      tx
        .select({ variantId: l.variantId, quantity: l.quantity })
        .from(l)
        .where(and(eq(l.tenantId, tenantId), eq(l.cartId, cartId))),
    ]);
    const held = new Map(ownLines.map((x) => [x.variantId, x.quantity]));
    for (const line of guestLines) {
      if (line.status !== "active" || line.kind !== "product") continue;
      const inCart = held.get(line.variantId) ?? 0;
      const quantity = Math.min(inCart + line.quantity, Math.max(lineCap(line), inCart));
      if (quantity <= inCart) continue;
      await tx
        .insert(l)
        .values({ tenantId, cartId, productId: line.productId, variantId: line.variantId, quantity, unitPrice: primaryShelfPrice(line) })
        .onConflictDoUpdate({
          target: [l.cartId, l.variantId],
          set: { quantity: sql`excluded.quantity`, unitPrice: sql`excluded.unit_price`, updatedAt: sql`now()` },
        });
    }
    // Held seats move with the cart, keeping their expiry; a type the customer's cart already holds keeps its own hold.
    await tx.execute(sql`
      update ticket_holds g set cart_id = ${cartId}::uuid
       where g.tenant_id = ${tenantId}::uuid and g.cart_id = ${guest.id}::uuid and g.order_id is null
         and not exists (select 1 from ticket_holds o
                          where o.tenant_id = g.tenant_id and o.cart_id = ${cartId}::uuid
                            and o.occurrence_id = g.occurrence_id and o.ticket_type_id = g.ticket_type_id)`);
    await tx.execute(sql`delete from ticket_holds where tenant_id = ${tenantId}::uuid and cart_id = ${guest.id}::uuid`);
    await tx
      .update(c)
      .set({ status: "merged", updatedAt: sql`now()` })
      .where(and(eq(c.tenantId, tenantId), eq(c.id, guest.id)));
    const result = await loadCart({ tenantId, customerId, cartId, executor: tx });
    if (!result) throw new Error("The cart disappeared.");
    return result;
  });
  // Seats a duplicate hold of the guest cart held are free again.
  invalidateTags(tenantId, [eventsTag]);
  return merged;
}
