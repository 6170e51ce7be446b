import { listProducts } from "@/lib/catalog/list-products";
import { catalogCacheHeaders } from "@/lib/catalog/http-cache";
import { productListQuery } from "@/lib/catalog/schemas";
import { parseQuery } from "@/lib/http/body";
import { json, methods, withTenant } from "@/lib/http/route";

// GET /api/v1/products: active products and packages, filtered, sorted and paged (extension).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: withTenant(async ({ req, tenant }) => {
    const query = parseQuery(req, productListQuery);
    return json(await listProducts({ tenantId: tenant.tenantId, query }), { headers: catalogCacheHeaders });
  }),
});
