import { resetPassword } from "@/lib/account/reset-password";
import { passwordResetInput } from "@/lib/account/schemas";
import { parseJsonBody } from "@/lib/http/body";
import { json, methods, withTenant } from "@/lib/http/route";

// POST /api/v1/account/password/reset: set a new password with the e-mailed token (extension).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: withTenant(async ({ req, tenant }) => {
    const input = await parseJsonBody(req, passwordResetInput);
    return json(await resetPassword({ tenantId: tenant.tenantId, input }));
  }),
});
