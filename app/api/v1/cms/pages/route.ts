import { listPages } from "@/lib/cms/list-pages";
import { json, methods, withTenant } from "@/lib/http/route";

// GET /api/v1/cms/pages: the store's published CMS pages (spec 4.1).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: withTenant(async ({ tenant }) => json(await listPages({ tenantId: tenant.tenantId }))),
});
