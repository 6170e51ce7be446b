import { login } from "@/lib/account/login";
import { loginInput } from "@/lib/account/schemas";
import { parseJsonBody } from "@/lib/http/body";
import { json, methods, withTenant } from "@/lib/http/route";

// POST /api/v1/account/login: exchange a customer's e-mail and password for an account token (extension).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: withTenant(async ({ req, tenant }) => {
    const input = await parseJsonBody(req, loginInput);
    return json(await login({ tenantId: tenant.tenantId, input }));
  }, { rateLimit: "login" }),
});
