import { catalogCacheHeaders } from "@/lib/catalog/http-cache";
import { json, methods, withTenant } from "@/lib/http/route";
import { listShippingRates } from "@/lib/shipping/list-shipping-rates";

// GET /api/v1/shipping-rates: each market's flat delivery rate and free-over threshold (extension).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: withTenant(async ({ tenant }) => json({ data: await listShippingRates({ tenantId: tenant.tenantId }) }, { headers: catalogCacheHeaders })),
});
