import { register } from "@/lib/account/register";
import { registerInput } from "@/lib/account/schemas";
import { parseJsonBody } from "@/lib/http/body";
import { json, methods, withTenant } from "@/lib/http/route";

// POST /api/v1/account/register: create a customer account and sign it in (extension).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: withTenant(async ({ req, tenant }) => {
    const input = await parseJsonBody(req, registerInput);
    return json(await register({ tenantId: tenant.tenantId, input }), { status: 201 });
  }, { rateLimit: "register" }),
});
