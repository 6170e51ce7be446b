import { getPage } from "@/lib/cms/get-page";
import { json, methods, withTenant } from "@/lib/http/route";

// GET /api/v1/cms/pages/{pageSlug}: one published CMS page, not enveloped (spec 4.2).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: withTenant<{ pageSlug: string }>(async ({ tenant, params }) => json(await getPage({ tenantId: tenant.tenantId, slug: params.pageSlug }))),
});
