import { parseQuery } from "@/lib/http/body";
import { json, methods, withAccount } from "@/lib/http/route";
import { getPointsHistory } from "@/lib/rewards/get-points-history";
import { pointsHistoryQuery } from "@/lib/rewards/schemas";

// GET /api/v1/account/rewards/points-history: the customer's points transactions, newest first (spec 4.11).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: withAccount(async ({ req, tenantId, customerId }) => {
    const query = parseQuery(req, pointsHistoryQuery);
    return json(await getPointsHistory({ tenantId, customerId, ...query }));
  }),
});
