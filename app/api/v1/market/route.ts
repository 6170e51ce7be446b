import { json, methods, withTenant } from "@/lib/http/route";
import { detectMarket } from "@/lib/market/detect-market";

// GET /api/v1/market: the visitor's market and country from their address (spec 4.12).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: withTenant(async ({ req, tenant }) => json(await detectMarket({ tenantId: tenant.tenantId, req }))),
});
