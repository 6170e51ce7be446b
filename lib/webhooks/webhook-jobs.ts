import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { sendStoreJobs } from "../jobs/store-jobs";
import { webhookDeliverJobKind } from "./events";

/** The job key of one delivery: one `webhook.deliver` job per delivery while it is queued, waiting or running. */
export const webhookJobKey = (deliveryId: string) => `${webhookDeliverJobKind}:${deliveryId}`;

/**
 * Sends a `webhook.deliver` job for each pending delivery whose next try has come (`limit` at most): what an event
 * just recorded (the delivery rows are the durable record, written in the change's transaction), what a process
 * stopped before sending, and what waits again after a job was lost. A delivery whose job is queued, waiting for its
 * retry or running is skipped by the queue (one job per key). Answers how many were sent.
 */
export async function sendDueDeliveries({ executor, limit = 500 }: { executor: Executor; limit?: number }): Promise<number> {
  const result = await executor.execute(sql`
    select id, tenant_id as "tenantId" from webhook_deliveries
     where status = 'pending' and coalesce(next_attempt_at, created_at) <= now()
     order by seq limit ${limit}`);
  const rows = (result as unknown as { rows: { id: string; tenantId: string }[] }).rows;
  const ids = await sendStoreJobs({
    queue: "webhook.deliver",
    jobs: rows.map((r) => ({ tenantId: r.tenantId, key: webhookJobKey(r.id), data: { deliveryId: r.id } })),
  });
  return ids.length;
}
