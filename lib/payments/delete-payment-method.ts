import { and, desc, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { findPaidSubscription } from "./find-paid-subscription";
import { lockSavedCard } from "./lock-saved-card";
import { ConflictError } from "../errors/domain";

/**
 * DELETE /account/payments/methods/{paymentMethodId} (extension): removes one of the customer's saved cards.
 * Unknown, malformed, wallet and other customers' ids answer the same 404. A card that pays an active or
 * paused subscription is refused with 409 naming the subscription. When the default card goes, the most
 * recently saved remaining card becomes the default (none when no card is left).
 */
export async function deletePaymentMethod({
  tenantId,
  customerId,
  paymentMethodId,
}: {
  tenantId: string;
  customerId: string;
  paymentMethodId: string;
}): Promise<{ message: string }> {
  const db = await getDb();
  const pm = schema.paymentMethods;
  await db.transaction(async (tx) => {
    const cards = await lockSavedCard(tx, { tenantId, customerId, paymentMethodId });
    const paid = await findPaidSubscription({ executor: tx, tenantId, customerId, paymentMethodId });
    if (paid)
      throw new ConflictError(
        `This card pays your subscription "${paid.name}". Choose another card for that subscription, or cancel it, before removing this card.`,
      ).withCode("payment_method_in_use");
    const [deleted] = await tx
      .delete(pm)
      .where(and(cards, eq(pm.id, paymentMethodId)))
      .returning({ isDefault: pm.isDefault });
    if (deleted?.isDefault) {
      const [next] = await tx.select({ id: pm.id }).from(pm).where(cards).orderBy(desc(pm.createdAt), desc(pm.id)).limit(1);
      if (next)
        await tx
          .update(pm)
          .set({ isDefault: true })
          .where(and(cards, eq(pm.id, next.id)));
    }
  });
  return { message: "Payment method removed." };
}
