import { and, asc, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { ensureCustomerCart } from "../cart/create-cart";
import { loadCart } from "../cart/load-cart";
import { primaryShelfPrice } from "../pricing/market-price";
import { listMarkets } from "../pricing/resolve-market";
import { publicOrderId, type BuyAgainSucceeded } from "./schemas";
import { NotFoundError, NothingToReorderError } from "../errors/domain";

type ReorderLine = {
  productId: string | null;
  /** The name as ordered, so a product that has since gone can still be named. */
  name: string;
  quantity: number;
  product: { name: string; kind: string; status: string; stock: number; maxQuantity: number; unitPrice: number } | null;
};

type Outcome = { added: number; reason: string | null };

/**
 * What buy-again does with one ordered product, given what the cart already holds. The cap is the lower
 * of the stock and the product's per-order maximum. A line whose units only partly fit is added (it counts
 * in itemsAdded) and also skipped for the rest (it counts in itemsSkipped, with one reason).
 */
export function planLine(line: ReorderLine, inCart: number): Outcome {
  const p = line.product;
  if (!p || p.kind !== "product" || p.status !== "active") return { added: 0, reason: `${line.name} is no longer available.` };
  if (p.stock <= 0) return { added: 0, reason: `${p.name} is out of stock.` };
  const cap = Math.min(p.stock, p.maxQuantity);
  const limit = p.stock < p.maxQuantity ? "stock limit" : `maximum ${p.maxQuantity} per order`;
  const room = cap - inCart;
  if (room <= 0) return { added: 0, reason: `${p.name} is already in your cart at the most that can be ordered (${limit}).` };
  if (line.quantity > room) return { added: room, reason: `Only ${room} of ${p.name} could be added (${limit}).` };
  return { added: line.quantity, reason: null };
}

/**
 * POST /account/orders/{orderId}/buy-again: puts the product lines of one of the customer's orders into
 * their active cart (subscription and balance-payment lines are left out and not counted).
 *
 * Concurrency: the active cart is created or touched with INSERT … ON CONFLICT DO UPDATE on the partial
 * unique index carts_one_active_uq, which also locks its row until commit; a second buy-again for the
 * same customer waits there, then reads the lines the first one wrote. Lines are merged with
 * INSERT … ON CONFLICT (cart_id, variant_id) DO UPDATE, capped in SQL as well. Each line follows its variant.
 */
export async function buyAgain({
  tenantId,
  customerId,
  orderNumber,
}: {
  tenantId: string;
  customerId: string;
  orderNumber: string;
}): Promise<BuyAgainSucceeded> {
  const reference = publicOrderId.safeParse(orderNumber);
  if (!reference.success) throw new NotFoundError("Order not found.");
  const db = await getDb();
  const o = schema.orders;
  const ol = schema.orderLines;
  const p = schema.products;
  const v = schema.productVariants;
  const cartLines = schema.cartLines;

  // Read before the transaction: on a cold cache it queries through the pool, which on the embedded database (one
  // connection) would wait for this very transaction.
  const markets = await listMarkets({ tenantId });
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: o.id, currencyCode: o.currencyCode })
      .from(o)
      .where(and(eq(o.tenantId, tenantId), eq(o.customerId, customerId), eq(o.orderNumber, reference.data)))
      .limit(1);
    if (!order) throw new NotFoundError("Order not found.");

    const rows = await tx
      .select({
        productId: ol.productId,
        variantId: v.id,
        name: ol.name,
        quantity: ol.quantity,
        pId: p.id,
        pName: p.name,
        pKind: p.kind,
        pStatus: p.status,
        pStock: v.stock,
        pMax: p.maxQuantity,
        pPrice: v.price,
        pSalePrice: v.salePrice,
      })
      .from(ol)
      .leftJoin(v, and(eq(v.id, ol.variantId), eq(v.tenantId, tenantId)))
      .leftJoin(p, and(eq(p.id, v.productId), eq(p.tenantId, tenantId)))
      .where(and(eq(ol.tenantId, tenantId), eq(ol.orderId, order.id), eq(ol.kind, "product")))
      .orderBy(asc(ol.name), asc(ol.id));

    // The same variant on two lines of the order is one cart line.
    const lines: (ReorderLine & { variantId: string | null })[] = [];
    const byVariant = new Map<string, ReorderLine>();
    for (const r of rows) {
      const known = r.variantId ? byVariant.get(r.variantId) : undefined;
      if (known) {
        known.quantity += r.quantity;
        continue;
      }
      const line = {
        productId: r.productId,
        variantId: r.variantId,
        name: r.name,
        quantity: r.quantity,
        product:
          r.pId && r.pName !== null && r.pKind !== null && r.pStatus !== null && r.pStock !== null && r.pMax !== null && r.pPrice !== null
            ? {
                name: r.pName,
                kind: r.pKind,
                status: r.pStatus,
                stock: r.pStock,
                maxQuantity: r.pMax,
                unitPrice: primaryShelfPrice({ price: r.pPrice, salePrice: r.pSalePrice }),
              }
            : null,
      };
      lines.push(line);
      if (r.variantId) byVariant.set(r.variantId, line);
    }
    if (lines.length === 0) throw new NothingToReorderError("This order has no items that can be reordered.", 0);

    // The active cart (created when there is none) is priced by lib/pricing in its market: a new one in the market of
    // the order's currency, else the primary market.
    const cartId = await ensureCustomerCart({
      tx,
      tenantId,
      customerId,
      market: markets.find((m) => m.currencyCode === order.currencyCode) ?? markets.find((m) => m.isPrimary),
    });
    const cart = { id: cartId };
    if (!cart) throw new Error("The cart could not be created.");

    const existing = await tx
      .select({ variantId: cartLines.variantId, quantity: cartLines.quantity })
      .from(cartLines)
      .where(and(eq(cartLines.tenantId, tenantId), eq(cartLines.cartId, cart.id)));
    const inCart = new Map(existing.map((e) => [e.variantId, e.quantity]));

    let itemsAdded = 0;
    let unitsAdded = 0;
    const skippedReasons: string[] = [];
    const additions: { productId: string; variantId: string; quantity: number; unitPrice: number }[] = [];
    for (const line of lines) {
      const { added, reason } = planLine(line, line.variantId ? (inCart.get(line.variantId) ?? 0) : 0);
      if (added > 0 && line.productId && line.variantId && line.product) {
        itemsAdded += 1;
        unitsAdded += added;
        additions.push({ productId: line.productId, variantId: line.variantId, quantity: added, unitPrice: line.product.unitPrice });
      }
      if (reason) skippedReasons.push(reason);
    }
    if (itemsAdded === 0)
      throw new NothingToReorderError("None of the items in this order can be added to your cart.", skippedReasons.length);

    await tx
      .insert(cartLines)
      .values(additions.map((a) => ({ tenantId, cartId: cart.id, ...a })))
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.variantId],
        set: {
          // Never past the product's cap, never below what the cart already held.
          quantity: sql`greatest(${cartLines.quantity}, least(${cartLines.quantity} + excluded.quantity,
            (select least(vc.stock, pc.max_quantity) from product_variants vc join products pc on pc.id = vc.product_id
              where vc.id = excluded.variant_id and vc.tenant_id = excluded.tenant_id)))`,
          unitPrice: sql`excluded.unit_price`,
          updatedAt: sql`now()`,
        },
      });

    const result = await loadCart({ tenantId, customerId, cartId: cart.id, executor: tx });
    if (!result) throw new Error("The cart disappeared.");
    return {
      success: true,
      cartId: cart.id,
      itemsAdded,
      unitsAdded,
      itemsSkipped: skippedReasons.length,
      skippedReasons,
      redirectUrl: "/cart",
      cart: result,
    };
  });
}
