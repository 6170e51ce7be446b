import "server-only";
import { randomUUID } from "node:crypto";
import { is, SQL, sql, type Placeholder } from "drizzle-orm";
import type { Executor } from "@/db/client";
import type { WebhookEventType } from "./events";
import { nudgeWebhookWorker } from "./webhook-worker-nudge";

type EventParts = {
  /** The store's id, or an SQL placeholder for it (a statement built once: db/prepared.ts executeBuilt). */
  tenantId: string | Placeholder;
  type: WebhookEventType;
  /** The record the event is about, `order:<id>` (SQL for a statement that makes the record itself). */
  subject: string | SQL;
  /** The event's `data` as JSON (SQL producing json, for a statement that makes the record itself). */
  data: unknown;
  /** SQL condition the event is recorded under (a CTE's row exists), for statements that may write nothing. */
  when?: SQL;
  /**
   * The event's id and time, for a statement built once (placeholders bound per call); by default a new id and now,
   * fixed in the statement's values.
   */
  event?: { id: Placeholder; createdAt: Placeholder };
};

/**
 * The CTEs that record one event, for a statement that writes the change itself (lib/messages/submit-message.ts):
 * a `webhook_deliveries` row per endpoint of the store subscribed to `type`, each with the exact body to send, due at
 * once. `webhook_deliveries_new` returns one row per delivery. The rows are the durable record: the webhook worker
 * sends each its pg-boss job once the statement has committed (lib/webhooks/webhook-jobs.ts), so none is lost
 * whenever the process stops.
 */
export function webhookEventCtes({ tenantId, type, subject, data, when, event }: EventParts): SQL {
  const eventId = event?.id ?? randomUUID();
  const createdAt = event?.createdAt ?? new Date().toISOString();
  const json = is(data, SQL) ? data : sql`${JSON.stringify(data)}::json`;
  return sql`webhook_deliveries_new as (
      insert into webhook_deliveries (tenant_id, endpoint_id, event_id, event_type, subject, body, next_attempt_at)
      select e.tenant_id, e.id, ${eventId}::uuid, ${type}, ${subject},
             json_build_object('id', ${eventId}::text, 'type', ${type}::text, 'createdAt', ${createdAt}::text, 'data', ${json})::text, now()
        from webhook_endpoints e
       where e.tenant_id = ${tenantId}::uuid and ${type}::text = any(e.events) ${when ? sql`and ${when}` : sql``}
      returning id, tenant_id
    )`;
}

/**
 * Records a webhook event in the caller's transaction (outbox style): the deliveries exist exactly when the change
 * does, so no event is lost and none is sent for a change rolled back; the worker is nudged to send them. One statement; a store with
 * no endpoint for `type` writes nothing. Call it inside the transaction that makes the change, once per event.
 */
export async function recordWebhookEvent({
  executor,
  ...event
}: Omit<EventParts, "tenantId" | "event"> & { tenantId: string; executor: Executor }): Promise<void> {
  const result = await executor.execute(sql`with ${webhookEventCtes(event)} select count(*)::int as n from webhook_deliveries_new`);
  const [row] = (result as unknown as { rows: { n: number | string }[] }).rows;
  if (Number(row?.n ?? 0) > 0) nudgeWebhookWorker();
}
