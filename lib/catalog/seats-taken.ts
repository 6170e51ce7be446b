import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/db/client";

export type SeatsTaken = {
  occurrenceId: string;
  /** null: seats of no type yet (a waitlist offer, a place in line). */
  ticketTypeId: string | null;
  taken: number;
  /** Seats the waitlist's people in line want (counted against what is left for everyone else). */
  waiting: number;
  /** How many people are in line. */
  waitingEntries: number;
  /** When the first of these seats' holds expires (epoch ms; null: none will), so a cached count knows its end. */
  nextExpiry: number | null;
};

/**
 * Seats taken per occurrence and ticket type: live holds (not expired, or being paid for by an order), tickets not
 * cancelled and live waitlist offers; and the seats the people in the waitlist's line want (entries whose e-mail is
 * confirmed: an unconfirmed one keeps nothing from anyone). An expired hold or offer
 * stops counting the moment it expires: nothing has to run for its seats to free. `exceptHoldId` leaves one hold out
 * (the hold a cart is changing), `exceptOfferId` one offer (the one being claimed).
 */
export async function seatsTaken({
  executor,
  tenantId,
  occurrenceIds,
  exceptHoldId,
  exceptOfferId,
}: {
  executor: Executor;
  tenantId: string;
  occurrenceIds: readonly string[];
  exceptHoldId?: string;
  exceptOfferId?: string;
}): Promise<SeatsTaken[]> {
  if (occurrenceIds.length === 0) return [];
  const ids = sql.join(
    occurrenceIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const except = exceptHoldId ? sql`and h.id <> ${exceptHoldId}::uuid` : sql``;
  const exceptOffer = exceptOfferId ? sql`and w.id <> ${exceptOfferId}::uuid` : sql``;
  const result = await executor.execute(sql`
    select occurrence_id as "occurrenceId", ticket_type_id as "ticketTypeId", sum(n)::int as taken,
           sum(w)::int as waiting, sum(people)::int as "waitingEntries",
           (extract(epoch from min(expires)) * 1000)::float8 as "nextExpiry" from (
      select h.occurrence_id, h.ticket_type_id, h.quantity as n, 0 as w, 0 as people,
             case when h.order_id is null then h.expires_at end as expires
        from ticket_holds h
       where h.tenant_id = ${tenantId}::uuid and h.occurrence_id in (${ids})
         and (h.order_id is not null or h.expires_at > now()) ${except}
      union all
      select tk.occurrence_id, tk.ticket_type_id, 1, 0, 0, null::timestamptz
        from tickets tk
       where tk.tenant_id = ${tenantId}::uuid and tk.occurrence_id in (${ids}) and tk.status <> 'cancelled'
      union all
      select w.occurrence_id, null::uuid,
             case when w.status = 'offered' then w.quantity else 0 end,
             case when w.status = 'waiting' then w.quantity else 0 end,
             case when w.status = 'waiting' then 1 else 0 end,
             case when w.status = 'offered' then w.offer_expires_at end
        from waitlist_entries w
       where w.tenant_id = ${tenantId}::uuid and w.occurrence_id in (${ids}) ${exceptOffer}
         and ((w.status = 'waiting' and w.confirmed_at is not null) or (w.status = 'offered' and w.offer_expires_at > now()))
    ) x group by occurrence_id, ticket_type_id`);
  const rows = (result as unknown as { rows: SeatsTaken[] }).rows;
  return rows.map((r) => ({
    occurrenceId: r.occurrenceId,
    ticketTypeId: r.ticketTypeId,
    taken: Number(r.taken),
    waiting: Number(r.waiting),
    waitingEntries: Number(r.waitingEntries),
    nextExpiry: r.nextExpiry === null ? null : Number(r.nextExpiry),
  }));
}

/**
 * The seats left of an occurrence and of each of its types, from its capacity and what is taken (pure). Seats the
 * waitlist's line wants are not left for others (freed seats go to the line first) unless `aheadOfLine` (a waitlist
 * offer being claimed, or the seats being offered to the line).
 */
export function seatsLeft({
  occurrenceId,
  capacity,
  types,
  taken,
  aheadOfLine = false,
}: {
  occurrenceId: string;
  capacity: number;
  types: readonly { id: string; capacity: number | null }[];
  taken: readonly SeatsTaken[];
  aheadOfLine?: boolean;
}): { remaining: number; byType: Map<string, number> } {
  const own = taken.filter((t) => t.occurrenceId === occurrenceId);
  const used = own.reduce((s, t) => s + t.taken + (aheadOfLine ? 0 : t.waiting), 0);
  const remaining = Math.max(0, capacity - used);
  const byType = new Map<string, number>();
  for (const type of types) {
    const typeTaken = own.filter((t) => t.ticketTypeId === type.id).reduce((s, t) => s + t.taken, 0);
    byType.set(type.id, type.capacity === null ? remaining : Math.min(remaining, Math.max(0, type.capacity - typeTaken)));
  }
  return { remaining, byType };
}

/** How many people are in the waitlist's line for an occurrence (pure). */
export function peopleWaiting(taken: readonly SeatsTaken[], occurrenceId: string): number {
  return taken.filter((t) => t.occurrenceId === occurrenceId).reduce((s, t) => s + t.waitingEntries, 0);
}
