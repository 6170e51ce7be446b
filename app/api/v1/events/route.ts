import { catalogCacheHeaders } from "@/lib/catalog/http-cache";
import { listEvents } from "@/lib/catalog/list-events";
import { eventListQuery } from "@/lib/catalog/schemas";
import { parseQuery } from "@/lib/http/body";
import { json, methods, withTenant } from "@/lib/http/route";

// GET /api/v1/events: published upcoming events (extension).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: withTenant(async ({ req, tenant }) => {
    const query = parseQuery(req, eventListQuery);
    return json(await listEvents({ tenantId: tenant.tenantId, query }), { headers: catalogCacheHeaders });
  }),
});
