import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { invalidateTags } from "../cache/tenant-cache";
import { lockCart, type CartOwner } from "../cart/cart-owner";
import { isUuid } from "../uuid";
import type { Cart } from "../cart/schemas";
import { touchCart } from "../cart/touch-cart";
import { eventsTag } from "../catalog/catalog-cache";
import { ConflictError, NotFoundError } from "../errors/domain";
import { nudgeOutboxWorker } from "../mail/queue-mail";
import { lockOccurrences } from "./issue-tickets";
import { offerToWaiting } from "./offer-freed-seats";

/**
 * DELETE /carts/{cartId}/tickets/{lineId}: the held seats go back at once (to the date's waitlist first, when anyone
 * is in line). A hold being paid for → 409.
 */
export async function releaseHold({ owner, cartId, lineId }: { owner: CartOwner; cartId: string; lineId: string }): Promise<Cart> {
  const { tenantId } = owner;
  const db = await getDb();
  const cart = await db.transaction(async (tx) => {
    const locked = await lockCart({ tx, owner, cartId });
    if (!isUuid(lineId)) throw new NotFoundError("Cart line not found.");
    const h = schema.ticketHolds;
    const [hold] = await tx
      .select({ id: h.id, orderId: h.orderId, occurrenceId: h.occurrenceId })
      .from(h)
      .where(and(eq(h.tenantId, tenantId), eq(h.cartId, locked.id), eq(h.id, lineId)))
      .limit(1);
    if (!hold) throw new NotFoundError("Cart line not found.");
    if (hold.orderId)
      throw new ConflictError("This cart's order is already being paid. Wait a moment and look at your orders.").withCode(
        "checkout_in_progress",
      );
    await lockOccurrences(tx, { tenantId, ids: [hold.occurrenceId] });
    await tx.delete(h).where(and(eq(h.tenantId, tenantId), eq(h.id, hold.id)));
    const offers = await offerToWaiting({ tx, tenantId, occurrenceIds: [hold.occurrenceId] });
    return { cart: await touchCart({ tx, tenantId, customerId: owner.customerId, cartId: locked.id }), offered: offers.offered };
  });
  invalidateTags(tenantId, [eventsTag]);
  if (cart.offered > 0) nudgeOutboxWorker();
  return cart.cart;
}
