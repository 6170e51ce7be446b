import { requestPasswordReset } from "@/lib/account/request-password-reset";
import { passwordResetRequestInput } from "@/lib/account/schemas";
import { parseJsonBody } from "@/lib/http/body";
import { json, methods, withTenant } from "@/lib/http/route";

// POST /api/v1/account/password: e-mail a password reset link (same answer whether or not the account exists).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: withTenant(async ({ req, tenant }) => {
    const input = await parseJsonBody(req, passwordResetRequestInput);
    return json(await requestPasswordReset({ tenantId: tenant.tenantId, input, req }));
  }, { rateLimit: "password-reset" }),
});
