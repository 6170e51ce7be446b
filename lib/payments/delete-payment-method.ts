import { and, desc, eq, ne } from "drizzle-orm";
import { z } from "zod";
import { getDb, schema } from "@/db/client";
import { findPaidSubscription } from "./find-paid-subscription";
import { ConflictError, NotFoundError } from "../errors/domain";

export const paymentMethodNotFoundMessage = "Payment method not found.";

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
  if (!z.guid().safeParse(paymentMethodId).success) throw new NotFoundError(paymentMethodNotFoundMessage);
  const db = await getDb();
  const pm = schema.paymentMethods;
  const c = schema.customers;
  await db.transaction(async (tx) => {
    // One customer's card changes run one at a time, so two removals never leave two defaults or none.
    await tx
      .select({ id: c.id })
      .from(c)
      .where(and(eq(c.tenantId, tenantId), eq(c.id, customerId)))
      .for("update");
    const cards = and(eq(pm.tenantId, tenantId), eq(pm.customerId, customerId), ne(pm.paymentMethod, "wallet"));
    const [card] = await tx
      .select({ id: pm.id })
      .from(pm)
      .where(and(cards, eq(pm.id, paymentMethodId)))
      .limit(1);
    if (!card) throw new NotFoundError(paymentMethodNotFoundMessage);
    const paid = await findPaidSubscription({ executor: tx, tenantId, customerId, paymentMethodId });
    if (paid)
      throw new ConflictError(
        `This card pays your subscription "${paid.name}". Choose another card for that subscription, or cancel it, before removing this card.`,
      );
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
