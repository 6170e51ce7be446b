import { json, methods, withTenant } from "@/lib/http/route";
import { getPackageConfiguration } from "@/lib/subscriptions/get-package-configuration";
import { packageCacheHeaders } from "@/lib/subscriptions/package-cache";

// GET /api/v1/subscription-packages/{productId}/configuration: a package's options, cached per tenant (spec 4.9). x-cache: hit | stale | miss.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: withTenant<{ productId: string }>(async ({ tenant, params }) => {
    const { config, cache } = await getPackageConfiguration({ tenantId: tenant.tenantId, productId: params.productId });
    return json({ data: config }, { headers: { ...packageCacheHeaders, "x-cache": cache } });
  }),
});
