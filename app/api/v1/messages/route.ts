import { parseJsonBody } from "@/lib/http/body";
import { json, methods, withTenant } from "@/lib/http/route";
import { messageInput } from "@/lib/messages/schemas";
import { submitMessage } from "@/lib/messages/submit-message";

// POST /api/v1/messages: a visitor message (contact form); notifies the store's opted-in admin users.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: withTenant(async ({ req, tenant }) => {
    const input = await parseJsonBody(req, messageInput);
    return json(await submitMessage({ tenantId: tenant.tenantId, input }));
  }),
});
