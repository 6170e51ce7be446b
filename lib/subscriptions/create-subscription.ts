import { getDb, schema } from "@/db/client";
import { InvalidInputError } from "../errors/domain";
import { checkBoxChoice } from "./check-box-choice";
import { checkDeliveryChoices } from "./check-delivery-choices";
import { readSubscriptions } from "./list-subscriptions";
import { loadBoxPackage } from "./load-box-package";
import { marketForNewBox } from "./subscription-market";
import type { SubscribeInput, SubscriptionSummary } from "./schemas";
import { addDays, todayUtc } from "./subscription-dates";

/**
 * POST /account/subscriptions (extension): a new box of a package, paid by one of the customer's saved cards and
 * delivered to an address of their book. The card and address are checked first (another customer's → 404), then
 * the box against the package (unknown package, products outside it, quantities outside an item's limits or above
 * the stock, fewer than the minimum items, a frequency it does not offer → one 422 naming each field). The box is
 * priced in `marketId` (resolved by the operation from `market`) when given, else in the market delivering to the
 * address, else the primary market; a market that does not deliver to the address → 422 on `addressId`. Its price
 * per delivery comes from the one pricing rule (lib/pricing/price-box.ts) in that market and is stored in the market's
 * currency, which the subscription keeps (renewals bill in it). The first box is billed and sent the next day, then one
 * every `frequencyWeeks` weeks.
 */
export async function createSubscription({
  tenantId,
  customerId,
  input,
  marketId,
}: {
  tenantId: string;
  customerId: string;
  input: SubscribeInput;
  marketId?: string;
}): Promise<SubscriptionSummary> {
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const { addressCountry } = await checkDeliveryChoices({
      executor: tx,
      tenantId,
      customerId,
      paymentMethodId: input.paymentMethodId,
      addressId: input.addressId,
    });
    const market = await marketForNewBox({ executor: tx, tenantId, marketId, countryCode: addressCountry });
    const pkg = await loadBoxPackage({ executor: tx, tenantId, packageId: input.packageId.toLowerCase(), market });
    if (!pkg) throw new InvalidInputError({ packageId: ["The selected package is not a subscription box of this store."] });
    const box = checkBoxChoice({ pkg, items: input.items, frequencyWeeks: input.frequencyWeeks });
    const [created] = await tx
      .insert(schema.subscriptions)
      .values({
        tenantId,
        customerId,
        productId: pkg.id,
        name: pkg.name,
        status: "active",
        frequency: input.frequencyWeeks,
        price: box.price,
        currencyCode: pkg.currencyCode,
        items: box.items,
        nextBillingDate: addDays(todayUtc(), 1),
        paymentMethodId: input.paymentMethodId,
        addressId: input.addressId,
      })
      .returning({ id: schema.subscriptions.id });
    return created!.id;
  });
  const [subscription] = await readSubscriptions({ tenantId, customerId, subscriptionId: id });
  return subscription!;
}
