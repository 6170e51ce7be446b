import { and, eq, ne } from "drizzle-orm";
import { z } from "zod";
import { getDb, schema } from "@/db/client";
import { paymentMethodNotFoundMessage } from "./delete-payment-method";
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
  if (!z.guid().safeParse(paymentMethodId).success) throw new NotFoundError(paymentMethodNotFoundMessage);
  const db = await getDb();
  const pm = schema.paymentMethods;
  const c = schema.customers;
  return db.transaction(async (tx) => {
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
