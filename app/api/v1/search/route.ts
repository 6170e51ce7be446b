import { parseQuery } from "@/lib/http/body";
import { json, methods, withTenant } from "@/lib/http/route";
import { searchQuery } from "@/lib/search/schemas";
import { search } from "@/lib/search/search";

// GET /api/v1/search: products, pages, collections, events and subscription packages matching q (spec 4.8).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: withTenant(async ({ req, tenant }) => {
    const input = parseQuery(req, searchQuery);
    return json(await search({ tenantId: tenant.tenantId, input }));
  }),
});
