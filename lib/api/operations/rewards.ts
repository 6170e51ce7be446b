import { z } from "zod";
import { getPointsHistory } from "@/lib/rewards/get-points-history";
import { pointsHistory, pointsHistoryDisabled, pointsHistoryQuery } from "@/lib/rewards/schemas";
import { defineOperation } from "../operation";

export const rewardOperations = {
  getPointsHistory: defineOperation({
    method: "GET",
    path: "/account/rewards/points-history",
    token: "account",
    tag: "Rewards",
    summary: "Points transactions, most recent first",
    description: 'When the store\'s rewards programme is off the body is exactly `{"enabled": false}`.',
    query: pointsHistoryQuery,
    output: z.union([pointsHistory, pointsHistoryDisabled]),
    run: ({ tenantId, customerId, query }) => getPointsHistory({ tenantId, customerId, ...query }),
  }),
};
