import { catalogCacheHeaders } from "@/lib/catalog/http-cache";
import { getEvent } from "@/lib/catalog/list-events";
import { json, methods, withTenant } from "@/lib/http/route";

// GET /api/v1/events/{slug}: one published event with its occurrences and ticket prices (extension).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: withTenant<{ slug: string }>(async ({ tenant, params }) =>
    json({ data: await getEvent({ tenantId: tenant.tenantId, slug: params.slug }) }, { headers: catalogCacheHeaders }),
  ),
});
