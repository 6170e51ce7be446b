import { and, eq, ne } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { lockSavedCard, paymentMethodNotFoundMessage } from "./lock-saved-card";
import { savedMethodColumns } from "./list-payment-methods";
import type { SavedPaymentMethod } from "./schemas";
import { NotFoundError } from "../errors/domain";

/**
 * POST /account/payments/methods/{paymentMethodId}/default (extension): makes one of the customer's saved
 * cards the default (the one checkout offers first); the previous default is unset in the same transaction.
 * Choosing the card that is already the default changes nothing. Unknown, wallet and other customers' ids → 404.
 */
export async function setDefaultPaymentMethod({
  tenantId,
  customerId,
  paymentMethodId,
}: {
  tenantId: string;
  customerId: string;
  paymentMethodId: string;
}): Promise<SavedPaymentMethod> {
  const db = await getDb();
  const pm = schema.paymentMethods;
  return db.transaction(async (tx) => {
    const cards = await lockSavedCard(tx, { tenantId, customerId, paymentMethodId });
    await tx
      .update(pm)
      .set({ isDefault: false })
      .where(and(eq(pm.tenantId, tenantId), eq(pm.customerId, customerId), eq(pm.isDefault, true), ne(pm.id, paymentMethodId)));
    const [updated] = await tx
      .update(pm)
      .set({ isDefault: true })
      .where(and(cards, eq(pm.id, paymentMethodId)))
      .returning(savedMethodColumns);
    if (!updated) throw new NotFoundError(paymentMethodNotFoundMessage);
    return updated;
  });
}
