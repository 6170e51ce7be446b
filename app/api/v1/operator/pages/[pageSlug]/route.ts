import { operatorPagePatch } from "@/lib/cms/schemas";
import { updatePage } from "@/lib/cms/update-page";
import { parseJsonBody } from "@/lib/http/body";
import { json, methods, withOperator } from "@/lib/http/route";

// PATCH /api/v1/operator/pages/{pageSlug}: edit or publish a CMS page (extension, operator token).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  PATCH: withOperator<{ pageSlug: string }>(async ({ req, tenantId, params }) => {
    const input = await parseJsonBody(req, operatorPagePatch);
    return json({ data: await updatePage({ tenantId, slug: params.pageSlug, input }) });
  }),
});
