import { catalogCacheHeaders } from "@/lib/catalog/http-cache";
import { getCollection } from "@/lib/catalog/list-collections";
import { json, methods, withTenant } from "@/lib/http/route";

// GET /api/v1/collections/{slug}: one active collection (extension); its products: GET /products?collection={slug}.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: withTenant<{ slug: string }>(async ({ tenant, params }) =>
    json({ data: await getCollection({ tenantId: tenant.tenantId, slug: params.slug }) }, { headers: catalogCacheHeaders }),
  ),
});
