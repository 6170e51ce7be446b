import { getProduct } from "@/lib/catalog/get-product";
import { catalogCacheHeaders } from "@/lib/catalog/http-cache";
import { json, methods, withTenant } from "@/lib/http/route";

// GET /api/v1/products/{slug}: one active product or package (extension).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: withTenant<{ slug: string }>(async ({ tenant, params }) =>
    json({ data: await getProduct({ tenantId: tenant.tenantId, slug: params.slug }) }, { headers: catalogCacheHeaders }),
  ),
});
