import { getDb, schema } from "@/db/client";
import { InvalidInputError } from "../errors/domain";
import { checkBoxChoice } from "./check-box-choice";
import { checkDeliveryChoices } from "./check-delivery-choices";
import { readSubscriptions } from "./list-subscriptions";
import { loadBoxPackage } from "./load-box-package";
import type { SubscribeInput, SubscriptionSummary } from "./schemas";
import { addDays, todayUtc } from "./subscription-dates";

/**
 * POST /account/subscriptions (extension): a new box of a package, paid by one of the customer's saved cards and
 * delivered to an address of their book. The card and address are checked first (another customer's → 404), then
 * the box against the package (unknown package, products outside it, quantities outside an item's limits or above
 * the stock, fewer than the minimum items, a frequency it does not offer → one 422 naming each field). Its price per
 * delivery comes from the one pricing rule (lib/pricing/price-box.ts). The first box is billed and sent the next day, then one
 * every `frequencyWeeks` weeks.
 */
export async function createSubscription({
  tenantId,
  customerId,
  input,
}: {
  tenantId: string;
  customerId: string;
  input: SubscribeInput;
}): Promise<SubscriptionSummary> {
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    await checkDeliveryChoices({
      executor: tx,
      tenantId,
      customerId,
      paymentMethodId: input.paymentMethodId,
      addressId: input.addressId,
    });
    const pkg = await loadBoxPackage({ executor: tx, tenantId, packageId: input.packageId.toLowerCase() });
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
