import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isUuid } from "../uuid";
import { ConflictError, NotFoundError } from "../errors/domain";
import { listOperatorMarkets } from "./list-operator-markets";
import { lockMarkets } from "./market-rules";
import { recordSettingsEvent, settingsChanged } from "./settings-event";

/**
 * DELETE /operator/markets/{id}: removes a market with its countries, delivery rate and fixed prices. Refused for the
 * primary market (409 `primary_market`) and for a market trade depends on (409 `market_in_use`): an active cart
 * priced in it, an order placed in it, or a live subscription billed in its currency that no other market has.
 */
export async function deleteMarket({ tenantId, id }: { tenantId: string; id: string }): Promise<{ message: string }> {
  if (!isUuid(id)) throw new NotFoundError("Market not found.");
  const db = await getDb();
  await db.transaction(async (tx) => {
    await lockMarkets(tx, tenantId);
    const [market] = await listOperatorMarkets({ tenantId, id, executor: tx });
    if (!market) throw new NotFoundError("Market not found.");
    if (market.primary)
      throw new ConflictError("The primary market cannot be deleted: make another market primary first.").withCode("primary_market");
    const result = await tx.execute(sql`
      select exists (select 1 from carts c where c.tenant_id = ${tenantId}::uuid and c.market_id = ${id}::uuid and c.status = 'active') as carts,
             exists (select 1 from orders o where o.tenant_id = ${tenantId}::uuid and o.market_id = ${id}::uuid) as orders,
             exists (select 1 from subscriptions s
                      where s.tenant_id = ${tenantId}::uuid and s.status <> 'cancelled' and s.currency_code = ${market.currencyCode}
                        and not exists (select 1 from markets o where o.tenant_id = s.tenant_id and o.id <> ${id}::uuid
                                                                 and o.currency_code = s.currency_code)) as subscriptions`);
    const [use] = (result as unknown as { rows: { carts: boolean; orders: boolean; subscriptions: boolean }[] }).rows;
    const users = (["carts", "orders", "subscriptions"] as const).filter((k) => use?.[k]);
    if (users.length > 0)
      throw new ConflictError(`The market ${market.name} is in use by ${users.join(", ")} and cannot be deleted.`).withCode(
        "market_in_use",
      );
    await tx.delete(schema.markets).where(and(eq(schema.markets.tenantId, tenantId), eq(schema.markets.id, id)));
    await recordSettingsEvent({ executor: tx, tenantId, section: "markets", action: "deleted", id, record: null });
  });
  settingsChanged(tenantId);
  return { message: "Market deleted." };
}
