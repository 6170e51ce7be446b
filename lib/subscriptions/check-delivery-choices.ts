import { and, eq } from "drizzle-orm";
import { schema, type Transaction } from "@/db/client";
import { lockCustomer } from "../account/lock-customer";
import { InvalidInputError, NotFoundError } from "../errors/domain";

/**
 * The card and address a box uses must be the customer's own: another customer's (or an unknown id) answers 404,
 * as checkout does. A wallet or an expired card cannot pay a subscription (422).
 *
 * Runs inside the subscribing or changing transaction and first takes the customer lock that removing a card or an
 * address takes (lib/account/lock-customer.ts), so the two run one after the other: either the card is gone before
 * it is read (404), or the subscription that now uses it is committed before the removal looks for one (409 there).
 * Without it a card could be removed between this read and the write, leaving an active subscription with no card.
 * Answers the address's country (when an address is given): the box's market must deliver there.
 */
export async function checkDeliveryChoices({
  executor,
  tenantId,
  customerId,
  paymentMethodId,
  addressId,
  now = new Date(),
}: {
  executor: Transaction;
  tenantId: string;
  customerId: string;
  paymentMethodId?: string;
  addressId?: string;
  now?: Date;
}): Promise<{ addressCountry: string | null }> {
  if (paymentMethodId === undefined && addressId === undefined) return { addressCountry: null };
  await lockCustomer(executor, { tenantId, customerId });
  if (paymentMethodId !== undefined) {
    const pm = schema.paymentMethods;
    const [method] = await executor
      .select({ kind: pm.paymentMethod, month: pm.cardExpMonth, year: pm.cardExpYear })
      .from(pm)
      .where(and(eq(pm.tenantId, tenantId), eq(pm.customerId, customerId), eq(pm.id, paymentMethodId)))
      .limit(1);
    if (!method) throw new NotFoundError("Payment method not found.");
    if (method.kind !== "card")
      throw new InvalidInputError({ paymentMethodId: ["Choose a saved card: only cards can pay a subscription."] });
    const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
    if (method.year * 12 + method.month < thisMonth)
      throw new InvalidInputError({ paymentMethodId: ["This card has expired: choose another card or add a new one."] });
  }
  if (addressId !== undefined) {
    const a = schema.addresses;
    const [address] = await executor
      .select({ id: a.id, countryCode: a.countryCode })
      .from(a)
      .where(and(eq(a.tenantId, tenantId), eq(a.customerId, customerId), eq(a.id, addressId)))
      .limit(1);
    if (!address) throw new NotFoundError("Address not found.");
    return { addressCountry: address.countryCode };
  }
  return { addressCountry: null };
}
