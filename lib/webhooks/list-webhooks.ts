import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isoSeconds } from "@/db/sql";
import type { WebhookEventType } from "./events";
import type { Webhook } from "./schemas";

/** GET /operator/webhooks: the store's endpoints, oldest first, without their secrets. */
export async function listWebhooks({ tenantId }: { tenantId: string }): Promise<Webhook[]> {
  const db = await getDb();
  const w = schema.webhookEndpoints;
  const rows = await db
    .select({ id: w.id, url: w.url, events: w.events, createdAt: isoSeconds(w.createdAt) })
    .from(w)
    .where(eq(w.tenantId, tenantId))
    .orderBy(asc(w.createdAt), asc(w.id));
  return rows.map((r) => ({ ...r, events: r.events as WebhookEventType[] }));
}
