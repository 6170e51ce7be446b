import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { UnauthenticatedError } from "../errors/domain";
import { marketMoney } from "../pricing/present-totals";
import { pointsWorth } from "../pricing/redeem-points";
import { primaryMarket } from "../pricing/resolve-market";
import type { RewardsSummary } from "./schemas";

type Row = {
  enabled: boolean;
  point_value_minor: number;
  points_redeem_step: number;
  points_max_share_percent: number;
  balance: number | null;
  customer: string | null;
};

/**
 * GET /account/rewards: the customer's balance (the last transaction's `balanceAfter`, 0 before any), what it is worth
 * in the primary currency, and the store's
 * terms for spending points, in one statement scoped by tenant and customer. A customer that is gone → 401.
 */
export async function getRewards({ tenantId, customerId }: { tenantId: string; customerId: string }): Promise<RewardsSummary> {
  const db = await getDb();
  const [result, market] = await Promise.all([
    db.execute(sql`
      select t.rewards_enabled as enabled, t.point_value_minor, t.points_redeem_step, t.points_max_share_percent,
             (select cu.id from customers cu where cu.tenant_id = t.id and cu.id = ${customerId}::uuid) as customer,
             (select pt.balance_after from points_transactions pt
               where pt.tenant_id = t.id and pt.customer_id = ${customerId}::uuid
               order by pt.created_at desc nulls last, pt.id desc nulls last limit 1) as balance
        from tenants t where t.id = ${tenantId}::uuid`),
    primaryMarket({ tenantId }),
  ]);
  const row = (result as unknown as { rows: Row[] }).rows[0];
  if (!row?.customer) throw new UnauthenticatedError();
  const { amount, display } = marketMoney(market);
  const minorPerPoint = Number(row.point_value_minor);
  const balance = Math.max(0, Number(row.balance ?? 0));
  const worth = pointsWorth(balance, minorPerPoint, market.currencyCode);
  return {
    enabled: row.enabled,
    balance,
    balanceValue: amount(worth),
    displayBalanceValue: display(worth),
    pointValue: amount(pointsWorth(1, minorPerPoint, market.currencyCode)),
    currencyCode: market.currencyCode,
    redeemStep: Number(row.points_redeem_step),
    maxShareOfSubtotal: Number(row.points_max_share_percent) / 100,
  };
}
