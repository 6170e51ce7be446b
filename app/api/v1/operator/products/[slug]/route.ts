import { operatorProductPatch } from "@/lib/catalog/schemas";
import { updateProduct } from "@/lib/catalog/update-product";
import { parseJsonBody } from "@/lib/http/body";
import { json, methods, withOperator } from "@/lib/http/route";

// PATCH /api/v1/operator/products/{slug}: edit a product (extension, operator token); the tenant's cached catalogue is dropped.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  PATCH: withOperator<{ slug: string }>(async ({ req, tenantId, params }) => {
    const input = await parseJsonBody(req, operatorProductPatch);
    return json({ data: await updateProduct({ tenantId, slug: params.slug, input }) });
  }),
});
