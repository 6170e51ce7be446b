import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/db/client";

/**
 * Inside the transaction that marks an order paid: the seats its checkout held become tickets (one per seat), owned
 * by the order's customer (a guest's reach them through the order), and the holds go. The seats stay counted
 * throughout: the holds counted while the order paid, the tickets count now.
 */
export async function issueTickets({
  tx,
  tenantId,
  orderId,
  customerId,
}: {
  tx: Executor;
  tenantId: string;
  orderId: string;
  customerId: string | null;
}): Promise<void> {
  await tx.execute(sql`
    insert into tickets (tenant_id, order_id, customer_id, event_id, occurrence_id, ticket_type_id, order_line_id)
    select h.tenant_id, h.order_id, ${customerId}::uuid, eo.event_id, h.occurrence_id, h.ticket_type_id, ol.id
      from ticket_holds h
      join event_occurrences eo on eo.id = h.occurrence_id and eo.tenant_id = h.tenant_id
      left join order_lines ol on ol.tenant_id = h.tenant_id and ol.order_id = h.order_id and ol.hold_id = h.id
      cross join lateral generate_series(1, h.quantity) seat
     where h.tenant_id = ${tenantId}::uuid and h.order_id = ${orderId}::uuid
     order by eo.starts_at, h.id, seat`);
  await tx.execute(sql`delete from ticket_holds where tenant_id = ${tenantId}::uuid and order_id = ${orderId}::uuid`);
}

/** At checkout (transaction 1): the cart's holds are being paid for by this order and count until it settles. */
export async function attachHolds({
  tx,
  tenantId,
  cartId,
  orderId,
}: {
  tx: Executor;
  tenantId: string;
  cartId: string;
  orderId: string;
}): Promise<void> {
  await tx.execute(sql`
    update ticket_holds set order_id = ${orderId}::uuid
     where tenant_id = ${tenantId}::uuid and cart_id = ${cartId}::uuid and order_id is null`);
}

/** A cancelled order's tickets no longer admit anyone, and their seats go back. */
export async function cancelOrderTickets({ tx, tenantId, orderId }: { tx: Executor; tenantId: string; orderId: string }): Promise<void> {
  await tx.execute(sql`
    update tickets set status = 'cancelled', cancelled_at = now()
     where tenant_id = ${tenantId}::uuid and order_id = ${orderId}::uuid and status <> 'cancelled'`);
}

/** The dates an order has tickets for. */
export async function occurrencesOfOrder(tx: Executor, { tenantId, orderId }: { tenantId: string; orderId: string }): Promise<string[]> {
  const result = await tx.execute(sql`
    select distinct occurrence_id as id from tickets where tenant_id = ${tenantId}::uuid and order_id = ${orderId}::uuid`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}

/**
 * Locks dates' rows (in id order) before their holds or tickets change, so whatever else locks a date first (a hold,
 * an offer, a cancelled date) and then those rows waits instead of deadlocking.
 */
export async function lockOccurrences(tx: Executor, { tenantId, ids }: { tenantId: string; ids: readonly string[] }): Promise<void> {
  if (ids.length === 0) return;
  const list = sql.join(
    [...ids].sort().map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await tx.execute(sql`select id from event_occurrences where tenant_id = ${tenantId}::uuid and id in (${list}) order by id for update`);
}
