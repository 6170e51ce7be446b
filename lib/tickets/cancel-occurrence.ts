import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { invalidateTags } from "../cache/tenant-cache";
import { eventsTag } from "../catalog/catalog-cache";
import { displayEventTime } from "../time/event-time";
import { ConflictError, NotFoundError } from "../errors/domain";
import { readyStoreQueue, sendStoreJobs } from "../jobs/store-jobs";
import { ticketRefundJobKey } from "./ticket-jobs";

export type CancelledOccurrence = {
  id: string;
  startsAt: string;
  cancelledAt: string;
  ticketsCancelled: number;
  ordersToRefund: number;
};

/**
 * POST /operator/events/{slug}/occurrences/{occurrenceId}/cancel. One transaction, with the date locked as holds lock
 * it: the date is marked cancelled (nothing more is sold for it), seats held in carts are dropped, its tickets are
 * cancelled (they no longer admit anyone), its waitlist ends, and one refund job per order is queued in the same
 * transaction, so every order is refunded even if the server stops right after. The operation then runs them at
 * once (lib/orders/ticket-refund-jobs.ts; each order's tickets refunded through its payment records, the holder's
 * mail); one that fails is retried by the job worker. Refused: an unknown date (404), one already cancelled or
 * whose seats a checkout is paying for right now (409).
 */
export async function cancelOccurrence({
  tenantId,
  slug,
  occurrenceId,
  reason,
}: {
  tenantId: string;
  slug: string;
  occurrenceId: string;
  reason?: string;
}): Promise<CancelledOccurrence & { refundJobIds: string[] }> {
  if (slug.length > 200 || !/^[0-9a-f-]{36}$/i.test(occurrenceId)) throw new NotFoundError("Event date not found.");
  const db = await getDb();
  // Before the transaction: the refunds are sent inside it, on its connection only.
  await readyStoreQueue("tickets.refund");
  const result = await db.transaction(async (tx) => {
    const found = await tx.execute(sql`
      select o.id, e.name, t.time_zone, o.cancelled_at is not null as cancelled,
             to_char(o.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "startsAt",
             to_char(o.cancelled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "cancelledAt"
        from event_occurrences o
        join events e on e.id = o.event_id and e.tenant_id = o.tenant_id and e.slug = ${slug}
        join tenants t on t.id = o.tenant_id
       where o.tenant_id = ${tenantId}::uuid and o.id = ${occurrenceId}::uuid
       for update of o`);
    const occurrence = (
      found as unknown as {
        rows: { id: string; name: string; time_zone: string; cancelled: boolean; startsAt: string; cancelledAt: string | null }[];
      }
    ).rows[0];
    if (!occurrence) throw new NotFoundError("Event date not found.");
    if (occurrence.cancelled)
      throw new ConflictError(`This date was already cancelled (${occurrence.cancelledAt}).`).withCode("occurrence_cancelled");
    const paying = await tx.execute(sql`
      select 1 from ticket_holds where tenant_id = ${tenantId}::uuid and occurrence_id = ${occurrenceId}::uuid and order_id is not null limit 1`);
    if ((paying as unknown as { rows: unknown[] }).rows.length > 0)
      throw new ConflictError("A checkout is paying for seats at this date right now; try again in a minute.").withCode(
        "checkout_in_progress",
      );

    const stamped = await tx.execute(sql`
      update event_occurrences set cancelled_at = now() where tenant_id = ${tenantId}::uuid and id = ${occurrenceId}::uuid
      returning to_char(cancelled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "cancelledAt"`);
    const { cancelledAt } = (stamped as unknown as { rows: { cancelledAt: string }[] }).rows[0]!;
    await tx.execute(sql`delete from ticket_holds where tenant_id = ${tenantId}::uuid and occurrence_id = ${occurrenceId}::uuid`);
    const cancelled = await tx.execute(sql`
      update tickets set status = 'cancelled', cancelled_at = now()
       where tenant_id = ${tenantId}::uuid and occurrence_id = ${occurrenceId}::uuid and status <> 'cancelled'
      returning order_id as "orderId"`);
    const orders = [...new Set((cancelled as unknown as { rows: { orderId: string }[] }).rows.map((r) => r.orderId))];
    await tx.execute(sql`
      update waitlist_entries set status = 'cancelled'
       where tenant_id = ${tenantId}::uuid and occurrence_id = ${occurrenceId}::uuid and status in ('waiting', 'offered')`);

    const label = `${occurrence.name}, ${displayEventTime(occurrence.time_zone, occurrence.startsAt)}: date cancelled`;
    const refundJobIds = await sendStoreJobs({
      queue: "tickets.refund",
      executor: tx,
      jobs: orders.map((orderId) => ({
        tenantId,
        key: ticketRefundJobKey({ occurrenceId, orderId }),
        data: { orderId, occurrenceId, label, reason: reason ?? null },
      })),
    });
    return {
      refundJobIds,
      id: occurrence.id,
      startsAt: occurrence.startsAt,
      cancelledAt,
      ticketsCancelled: (cancelled as unknown as { rows: unknown[] }).rows.length,
      ordersToRefund: orders.length,
    };
  });
  invalidateTags(tenantId, [eventsTag]);
  return result;
}
