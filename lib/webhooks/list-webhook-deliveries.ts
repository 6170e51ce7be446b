import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { getDb, schema } from "@/db/client";
import { isoSeconds } from "@/db/sql";
import { buildPageMeta } from "../pagination/schemas";
import { webhookNotFound } from "./delete-webhook";
import { webhookDeliveryStatus, webhookEventType, type WebhookDeliveryQuery, type webhookDeliveryList } from "./schemas";

/**
 * GET /operator/webhooks/{id}/deliveries?status=&page=&perPage=: the endpoint's deliveries, newest first, with their
 * attempts, the receiver's last status and error, and when the next try is due. Another store's endpoint → 404.
 */
export async function listWebhookDeliveries({
  tenantId,
  endpointId,
  query,
}: {
  tenantId: string;
  endpointId: string;
  query: WebhookDeliveryQuery;
}): Promise<z.input<typeof webhookDeliveryList>> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(endpointId)) throw webhookNotFound();
  const db = await getDb();
  const w = schema.webhookEndpoints;
  const d = schema.webhookDeliveries;
  const [endpoint] = await db
    .select({ id: w.id })
    .from(w)
    .where(and(eq(w.tenantId, tenantId), eq(w.id, endpointId)))
    .limit(1);
  if (!endpoint) throw webhookNotFound();
  const where = and(eq(d.tenantId, tenantId), eq(d.endpointId, endpointId), query.status ? eq(d.status, query.status) : undefined);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: d.id,
        eventId: d.eventId,
        event: d.eventType,
        status: d.status,
        attempts: d.attempts,
        lastResponseStatus: d.lastResponseStatus,
        lastError: d.lastError,
        createdAt: isoSeconds(d.createdAt),
        deliveredAt: sql<string | null>`${isoSeconds(d.deliveredAt)}`,
        nextAttemptAt: sql<string | null>`${isoSeconds(d.nextAttemptAt)}`,
      })
      .from(d)
      .where(where)
      .orderBy(desc(d.seq))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(d)
      .where(where),
  ]);
  return {
    data: rows.map((r) => ({ ...r, event: webhookEventType.parse(r.event), status: webhookDeliveryStatus.parse(r.status) })),
    meta: buildPageMeta({ page: query.page, perPage: query.perPage, total: Number(count?.n ?? 0) }),
  };
}
