import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { lockCustomer } from "../account/lock-customer";
import { ConflictError } from "../errors/domain";
import { boxVariantPrices, checkBoxChoice, checkFrequency, storedItemsWithVariants } from "./check-box-choice";
import { checkDeliveryChoices } from "./check-delivery-choices";
import { readSubscriptions } from "./list-subscriptions";
import { loadBoxPackage } from "./load-box-package";
import { lockSubscription } from "./lock-subscription";
import { priceBox } from "@/lib/pricing/price-box";
import type { SubscriptionPatch, SubscriptionSummary } from "./schemas";
import { checkDelivers, marketOfSubscription } from "./subscription-market";
import { loadPricingTerms } from "../pricing/load-pricing-terms";
import type { Transaction } from "@/db/client";

/** The country of one of the customer's addresses (null: none, or no longer there). */
async function addressCountryOf(
  tx: Transaction,
  { tenantId, customerId, addressId }: { tenantId: string; customerId: string; addressId: string | null },
): Promise<string | null> {
  if (!addressId) return null;
  const a = schema.addresses;
  const [row] = await tx
    .select({ countryCode: a.countryCode })
    .from(a)
    .where(and(eq(a.tenantId, tenantId), eq(a.customerId, customerId), eq(a.id, addressId)))
    .limit(1);
  return row?.countryCode ?? null;
}

/**
 * PATCH /account/subscriptions/{id} (extension): the box's items, frequency, card or address, checked as when
 * subscribing (new items against the package and its stock; the frequency against the package's; the card and
 * address the customer's own). The price per delivery is recomputed by the one pricing rule in the box's market (the
 * market of its currency: lib/subscriptions/subscription-market.ts); a new address that market does not deliver to →
 * 422 on `addressId`. The next billing day stays. A cancelled subscription → 409; another customer's → 404.
 */
export async function updateSubscription({
  tenantId,
  customerId,
  subscriptionId,
  patch,
}: {
  tenantId: string;
  customerId: string;
  subscriptionId: string;
  patch: SubscriptionPatch;
}): Promise<SubscriptionSummary> {
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    // Lock order customer → subscription, as removing a card (customer lock, then the subscriptions it updates).
    if (patch.paymentMethodId !== undefined || patch.addressId !== undefined) await lockCustomer(tx, { tenantId, customerId });
    const current = await lockSubscription({ tx, tenantId, customerId, subscriptionId });
    const { addressCountry } = await checkDeliveryChoices({
      executor: tx,
      tenantId,
      customerId,
      paymentMethodId: patch.paymentMethodId,
      addressId: patch.addressId,
    });
    const changes: Partial<typeof schema.subscriptions.$inferInsert> = {
      status: current.status,
      pausedUntil: current.pausedUntil,
      nextBillingDate: current.nextBillingDate,
    };
    if (patch.paymentMethodId !== undefined) changes.paymentMethodId = patch.paymentMethodId;
    if (patch.addressId !== undefined) changes.addressId = patch.addressId;
    const repricing = patch.items !== undefined || patch.frequencyWeeks !== undefined;
    // The box stays in its market (its currency); a new address must be one that market delivers to.
    const market =
      repricing || patch.addressId !== undefined
        ? marketOfSubscription((await loadPricingTerms({ tenantId, executor: tx })).markets, {
            currencyCode: current.currencyCode,
            countryCode: addressCountry ?? (await addressCountryOf(tx, { tenantId, customerId, addressId: current.addressId })),
          })
        : undefined;
    if (market && patch.addressId !== undefined) checkDelivers(market, addressCountry);
    if (repricing && market) {
      const pkg = current.productId ? await loadBoxPackage({ executor: tx, tenantId, packageId: current.productId, market }) : undefined;
      if (!pkg)
        throw new ConflictError(`${current.name} is no longer sold: its items and frequency cannot be changed.`).withCode(
          "package_unavailable",
        );
      const frequencyWeeks = patch.frequencyWeeks ?? current.frequency;
      if (patch.items !== undefined) {
        const box = checkBoxChoice({ pkg, items: patch.items, frequencyWeeks });
        changes.items = box.items;
        changes.price = box.price;
      } else {
        checkFrequency(pkg, frequencyWeeks);
        const stored = storedItemsWithVariants(pkg, current.items);
        if (stored)
          changes.price = priceBox({
            pricing: { pricingType: pkg.pricingType, fixedPrice: pkg.fixedPrice, products: boxVariantPrices(pkg) },
            items: stored,
            frequencyWeeks,
            market,
          }).total;
      }
      changes.frequency = frequencyWeeks;
      changes.currencyCode = market.currencyCode;
    }
    const s = schema.subscriptions;
    await tx
      .update(s)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(s.tenantId, tenantId), eq(s.customerId, customerId), eq(s.id, current.id)));
    return current.id;
  });
  const [subscription] = await readSubscriptions({ tenantId, customerId, subscriptionId: id });
  return subscription!;
}
