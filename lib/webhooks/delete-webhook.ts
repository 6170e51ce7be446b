import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { getDb, schema } from "@/db/client";
import { NotFoundError } from "../errors/domain";

export const webhookNotFound = () => new NotFoundError("Webhook not found.").withCode("not_found");

/**
 * DELETE /operator/webhooks/{id}: the endpoint and its delivery log go; deliveries still waiting are dropped (their
 * jobs find nothing to send). Another store's id, or an unknown one → 404.
 */
export async function deleteWebhook({ tenantId, id }: { tenantId: string; id: string }): Promise<{ id: string; deleted: true }> {
  if (!z.uuid().safeParse(id).success) throw webhookNotFound();
  const db = await getDb();
  const w = schema.webhookEndpoints;
  const [gone] = await db
    .delete(w)
    .where(and(eq(w.tenantId, tenantId), eq(w.id, id)))
    .returning({ id: w.id });
  if (!gone) throw webhookNotFound();
  return { id: gone.id, deleted: true };
}
