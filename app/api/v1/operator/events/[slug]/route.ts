import { operatorEventPatch } from "@/lib/catalog/schemas";
import { updateEvent } from "@/lib/catalog/update-event";
import { parseJsonBody } from "@/lib/http/body";
import { json, methods, withOperator } from "@/lib/http/route";

// PATCH /api/v1/operator/events/{slug}: edit a event (extension, operator token); the tenant's cached catalogue is dropped.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  PATCH: withOperator<{ slug: string }>(async ({ req, tenantId, params }) => {
    const input = await parseJsonBody(req, operatorEventPatch);
    return json({ data: await updateEvent({ tenantId, slug: params.slug, input }) });
  }),
});
