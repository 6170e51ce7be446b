import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isUuid } from "../uuid";
import { NotFoundError } from "../errors/domain";
import { listOperatorShippingRates } from "./list-operator-shipping-rates";
import type { OperatorShippingRate, UpdateShippingRateInput } from "./schemas";
import { recordSettingsEvent, settingsChanged } from "./settings-event";
import { checkMarketHasNoRate, minorAmount, shippingMarket } from "./shipping-rate-rules";

/**
 * PATCH /operator/shipping-rates/{id}: changes the given fields; `marketId` moves the rate to another market that has
 * none (amounts not given are read in the new market's currency). Open carts are re-priced on their next read.
 */
export async function updateShippingRate({
  tenantId,
  id,
  input,
}: {
  tenantId: string;
  id: string;
  input: UpdateShippingRateInput;
}): Promise<OperatorShippingRate> {
  if (!isUuid(id)) throw new NotFoundError("Shipping rate not found.");
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const [current] = await listOperatorShippingRates({ tenantId, id, executor: tx });
    if (!current) throw new NotFoundError("Shipping rate not found.");
    const market = input.marketId
      ? await shippingMarket(tx, tenantId, input.marketId)
      : { id: current.marketId, currencyCode: current.currencyCode };
    if (market.id !== current.marketId) await checkMarketHasNoRate(tx, tenantId, market.id, id);
    const price = input.price ?? current.price;
    const freeOver = input.freeOver !== undefined ? input.freeOver : current.freeOver;
    const r = schema.shippingRates;
    await tx
      .update(r)
      .set({
        marketId: market.id,
        flatRate: minorAmount("price", price, market.currencyCode),
        freeOver: freeOver === null ? null : minorAmount("freeOver", freeOver, market.currencyCode),
        ...(input.name !== undefined && { name: input.name }),
        ...(input.deliveryDays !== undefined && { deliveryDays: input.deliveryDays }),
        updatedAt: sql`now()`,
      })
      .where(and(eq(r.tenantId, tenantId), eq(r.id, id)));
    const [rate] = await listOperatorShippingRates({ tenantId, id, executor: tx });
    await recordSettingsEvent({ executor: tx, tenantId, section: "shippingRates", action: "updated", id, record: rate });
    return rate!;
  });
  settingsChanged(tenantId);
  return updated;
}
