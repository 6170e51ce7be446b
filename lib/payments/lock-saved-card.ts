import { and, eq, ne, type SQL } from "drizzle-orm";
import { z } from "zod";
import { schema, type Executor } from "@/db/client";
import { lockCustomer } from "../account/lock-customer";
import { NotFoundError } from "../errors/domain";

export const paymentMethodNotFoundMessage = "Payment method not found.";

/**
 * The start of every change to one of a customer's saved cards, inside its transaction: locks the customer's row, so
 * one customer's card changes run one at a time (two removals never leave two defaults or none), and finds the card
 * among their saved cards (wallets are not cards). Unknown, malformed, wallet and other customers' ids → the same 404.
 * Returns the condition that selects the customer's saved cards, for the statements that follow.
 */
export async function lockSavedCard(
  tx: Executor,
  { tenantId, customerId, paymentMethodId }: { tenantId: string; customerId: string; paymentMethodId: string },
): Promise<SQL | undefined> {
  if (!z.guid().safeParse(paymentMethodId).success) throw new NotFoundError(paymentMethodNotFoundMessage);
  const pm = schema.paymentMethods;
  await lockCustomer(tx, { tenantId, customerId });
  const cards = and(eq(pm.tenantId, tenantId), eq(pm.customerId, customerId), ne(pm.paymentMethod, "wallet"));
  const [card] = await tx
    .select({ id: pm.id })
    .from(pm)
    .where(and(cards, eq(pm.id, paymentMethodId)))
    .limit(1);
  if (!card) throw new NotFoundError(paymentMethodNotFoundMessage);
  return cards;
}
