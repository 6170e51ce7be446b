import { json, methods, withTenant } from "@/lib/http/route";
import { getPackageConfiguration } from "@/lib/subscriptions/get-package-configuration";
import { packageCacheHeaders } from "@/lib/subscriptions/package-cache";

// GET /api/v1/subscription-packages/{productId}/configuration: a package's options, cached per tenant (spec 4.9).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: withTenant<{ productId: string }>(async ({ tenant, params }) =>
    json({ data: await getPackageConfiguration({ tenantId: tenant.tenantId, productId: params.productId }) }, { headers: packageCacheHeaders }),
  ),
});
