import "server-only";
import { getDb, schema } from "@/db/client";
import { listOperatorShippingRates } from "./list-operator-shipping-rates";
import type { CreateShippingRateInput, OperatorShippingRate } from "./schemas";
import { recordSettingsEvent, settingsChanged } from "./settings-event";
import { checkMarketHasNoRate, minorAmount, shippingMarket } from "./shipping-rate-rules";

/** POST /operator/shipping-rates: a market's delivery rate, in that market's currency (major units). */
export async function createShippingRate({
  tenantId,
  input,
}: {
  tenantId: string;
  input: CreateShippingRateInput;
}): Promise<OperatorShippingRate> {
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    const market = await shippingMarket(tx, tenantId, input.marketId);
    const flatRate = minorAmount("price", input.price, market.currencyCode);
    const freeOver = input.freeOver == null ? null : minorAmount("freeOver", input.freeOver, market.currencyCode);
    await checkMarketHasNoRate(tx, tenantId, market.id);
    const [row] = await tx
      .insert(schema.shippingRates)
      .values({ tenantId, marketId: market.id, name: input.name, flatRate, freeOver, deliveryDays: input.deliveryDays ?? null })
      .returning({ id: schema.shippingRates.id });
    const [rate] = await listOperatorShippingRates({ tenantId, id: row!.id, executor: tx });
    await recordSettingsEvent({ executor: tx, tenantId, section: "shippingRates", action: "created", id: row!.id, record: rate });
    return rate!;
  });
  settingsChanged(tenantId);
  return created;
}
