import { catalogCacheHeaders } from "@/lib/catalog/http-cache";
import { listCollections } from "@/lib/catalog/list-collections";
import { json, methods, withTenant } from "@/lib/http/route";

// GET /api/v1/collections: active collections with their product counts (extension).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: withTenant(async ({ tenant }) => json({ data: await listCollections({ tenantId: tenant.tenantId }) }, { headers: catalogCacheHeaders })),
});
