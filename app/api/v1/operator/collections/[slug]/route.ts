import { operatorCollectionPatch } from "@/lib/catalog/schemas";
import { updateCollection } from "@/lib/catalog/update-collection";
import { parseJsonBody } from "@/lib/http/body";
import { json, methods, withOperator } from "@/lib/http/route";

// PATCH /api/v1/operator/collections/{slug}: edit a collection (extension, operator token); the tenant's cached catalogue is dropped.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  PATCH: withOperator<{ slug: string }>(async ({ req, tenantId, params }) => {
    const input = await parseJsonBody(req, operatorCollectionPatch);
    return json({ data: await updateCollection({ tenantId, slug: params.slug, input }) });
  }),
});
