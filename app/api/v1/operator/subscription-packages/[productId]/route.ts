import { parseJsonBody } from "@/lib/http/body";
import { json, methods, withOperator } from "@/lib/http/route";
import { operatorPackagePatch } from "@/lib/subscriptions/schemas";
import { updatePackageConfiguration } from "@/lib/subscriptions/update-package-configuration";

// PATCH /api/v1/operator/subscription-packages/{productId}: change a package's options and invalidate its cache (extension, operator token).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  PATCH: withOperator<{ productId: string }>(async ({ req, tenantId, params }) => {
    const input = await parseJsonBody(req, operatorPackagePatch);
    return json({ data: await updatePackageConfiguration({ tenantId, productId: params.productId, input }) });
  }),
});
