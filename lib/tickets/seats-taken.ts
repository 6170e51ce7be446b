import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/db/client";

export type SeatsTaken = {
  occurrenceId: string;
  ticketTypeId: string;
  taken: number;
  /** When the first of these seats' holds expires (epoch ms; null: none will), so a cached count knows its end. */
  nextExpiry: number | null;
};

/**
 * Seats taken per occurrence and ticket type: live holds (not expired, or being paid for by an order) and tickets
 * not cancelled. An expired hold stops counting the moment it expires: nothing has to run for its seats to free.
 * `exceptHoldId` leaves one hold out (the hold a cart is changing).
 */
export async function seatsTaken({
  executor,
  tenantId,
  occurrenceIds,
  exceptHoldId,
}: {
  executor: Executor;
  tenantId: string;
  occurrenceIds: readonly string[];
  exceptHoldId?: string;
}): Promise<SeatsTaken[]> {
  if (occurrenceIds.length === 0) return [];
  const ids = sql.join(
    occurrenceIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const except = exceptHoldId ? sql`and h.id <> ${exceptHoldId}::uuid` : sql``;
  const result = await executor.execute(sql`
    select occurrence_id as "occurrenceId", ticket_type_id as "ticketTypeId", sum(n)::int as taken,
           (extract(epoch from min(expires)) * 1000)::float8 as "nextExpiry" from (
      select h.occurrence_id, h.ticket_type_id, h.quantity as n, case when h.order_id is null then h.expires_at end as expires
        from ticket_holds h
       where h.tenant_id = ${tenantId}::uuid and h.occurrence_id in (${ids})
         and (h.order_id is not null or h.expires_at > now()) ${except}
      union all
      select tk.occurrence_id, tk.ticket_type_id, 1, null::timestamptz
        from tickets tk
       where tk.tenant_id = ${tenantId}::uuid and tk.occurrence_id in (${ids}) and tk.status <> 'cancelled'
    ) x group by occurrence_id, ticket_type_id`);
  const rows = (result as unknown as { rows: SeatsTaken[] }).rows;
  return rows.map((r) => ({
    occurrenceId: r.occurrenceId,
    ticketTypeId: r.ticketTypeId,
    taken: Number(r.taken),
    nextExpiry: r.nextExpiry === null ? null : Number(r.nextExpiry),
  }));
}

/** The seats left of an occurrence and of each of its types, from its capacity and what is taken (pure). */
export function seatsLeft({
  occurrenceId,
  capacity,
  types,
  taken,
}: {
  occurrenceId: string;
  capacity: number;
  types: readonly { id: string; capacity: number | null }[];
  taken: readonly SeatsTaken[];
}): { remaining: number; byType: Map<string, number> } {
  const own = taken.filter((t) => t.occurrenceId === occurrenceId);
  const remaining = Math.max(0, capacity - own.reduce((s, t) => s + t.taken, 0));
  const byType = new Map<string, number>();
  for (const type of types) {
    const typeTaken = own.filter((t) => t.ticketTypeId === type.id).reduce((s, t) => s + t.taken, 0);
    byType.set(type.id, type.capacity === null ? remaining : Math.min(remaining, Math.max(0, type.capacity - typeTaken)));
  }
  return { remaining, byType };
}
