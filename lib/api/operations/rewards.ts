import { getPointsHistory } from "@/lib/rewards/get-points-history";
import { getRewards } from "@/lib/rewards/get-rewards";
import { pointsHistoryQuery, pointsHistoryResponse, rewardsSummaryEnvelope } from "@/lib/rewards/schemas";
import { defineOperation } from "../operation";

export const rewardOperations = {
  getRewards: defineOperation({
    method: "GET",
    path: "/account/rewards",
    token: "account",
    tag: "Rewards",
    summary: "The customer's points balance and the store's terms for spending them",
    description:
      "`balance` is what the customer can spend; a cart takes points in multiples of `redeemStep` (PATCH /carts/{cartId} {pointsToRedeem}), each worth `pointValue` of `currencyCode` (converted at the market's rate in another currency), paying at most `maxShareOfSubtotal` of the discounted products. The cart's `maxPointsToRedeem` is that limit worked out for it. `enabled: false`: the store has no rewards programme.",
    extension: true,
    output: rewardsSummaryEnvelope,
    run: async ({ tenantId, customerId }) => ({ data: await getRewards({ tenantId, customerId }) }),
  }),

  getPointsHistory: defineOperation({
    method: "GET",
    path: "/account/rewards/points-history",
    token: "account",
    tag: "Rewards",
    summary: "Points transactions, most recent first",
    description: 'When the store\'s rewards programme is off the body is exactly `{"enabled": false}`.',
    query: pointsHistoryQuery,
    output: pointsHistoryResponse,
    run: ({ tenantId, customerId, query }) => getPointsHistory({ tenantId, customerId, ...query }),
  }),
};
