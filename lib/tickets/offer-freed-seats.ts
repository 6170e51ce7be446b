import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { invalidateTags } from "../cache/tenant-cache";
import { eventsTag } from "../catalog/catalog-cache";
import { displayEventTime } from "../time/event-time";
import { getEnv } from "../env";
import { nudgeOutboxWorker, queueMail } from "../mail/queue-mail";
import { waitlistOfferEmail } from "./event-emails";
import { waitlistOfferUrl } from "./event-links";
import { seatsLeft, seatsTaken } from "../catalog/seats-taken";

export type OfferReport = { offered: number; expired: number };

type LockedOccurrence = {
  id: string;
  capacity: number;
  closed: boolean;
  slug: string;
  event_name: string;
  starts_at: string;
  time_zone: string;
  store_name: string;
};

/**
 * Inside the caller's transaction, for one occurrence at `now`: offers that ran out become `expired`, and the seats
 * free for the waitlist go to its line in order (entries whose e-mail is confirmed; an unconfirmed entry is passed
 * over and keeps its place for when it is confirmed): the first entry whose quantity fits is `offered` them for
 * WAITLIST_OFFER_HOURS (24) with a mail whose link holds them; the line stops at the first entry that does not fit
 * (first come, first served). The occurrence row is locked, as holds lock it, so offers and holds never share a
 * seat. A date that has started or been cancelled offers nothing and its line ends.
 */
export async function offerFreedSeats({
  tx,
  tenantId,
  occurrenceId,
  now = new Date(),
}: {
  tx: Executor;
  tenantId: string;
  occurrenceId: string;
  now?: Date;
}): Promise<OfferReport> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const found = await tx.execute(sql`
    select o.id, o.capacity, (o.cancelled_at is not null or o.starts_at <= ${at}) as closed, e.slug, e.name as event_name,
           to_char(o.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as starts_at, t.time_zone, t.name as store_name
      from event_occurrences o
      join events e on e.id = o.event_id and e.tenant_id = o.tenant_id
      join tenants t on t.id = o.tenant_id
     where o.tenant_id = ${tenantId}::uuid and o.id = ${occurrenceId}::uuid
     for update of o`);
  const occurrence = (found as unknown as { rows: LockedOccurrence[] }).rows[0];
  if (!occurrence) return { offered: 0, expired: 0 };

  const ended = await tx.execute(sql`
    update waitlist_entries set status = 'expired'
     where tenant_id = ${tenantId}::uuid and occurrence_id = ${occurrenceId}::uuid
       and ((status = 'offered' and offer_expires_at <= ${at}) or (${occurrence.closed} and status in ('waiting', 'offered')))
    returning id`);
  const expired = (ended as unknown as { rows: unknown[] }).rows.length;
  if (occurrence.closed) return { offered: 0, expired };

  const taken = await seatsTaken({ executor: tx, tenantId, occurrenceIds: [occurrenceId] });
  let free = seatsLeft({ occurrenceId, capacity: Number(occurrence.capacity), types: [], taken, aheadOfLine: true }).remaining;
  if (free === 0) return { offered: 0, expired };
  const line = await tx.execute(sql`
    select id, email, quantity from waitlist_entries
     where tenant_id = ${tenantId}::uuid and occurrence_id = ${occurrenceId}::uuid and status = 'waiting'
       and confirmed_at is not null
     order by created_at asc, id asc
     limit 100`);
  const chosen: { id: string; email: string; quantity: number }[] = [];
  for (const entry of (line as unknown as { rows: { id: string; email: string; quantity: number }[] }).rows) {
    if (Number(entry.quantity) > free) break;
    chosen.push(entry);
    free -= Number(entry.quantity);
  }
  if (chosen.length === 0) return { offered: 0, expired };

  const hours = getEnv().WAITLIST_OFFER_HOURS;
  const expiresAt = new Date(now.getTime() + hours * 3_600_000);
  const ids = sql.join(
    chosen.map((c) => sql`${c.id}::uuid`),
    sql`, `,
  );
  await tx.execute(sql`
    update waitlist_entries set status = 'offered', offered_at = ${at}, offer_expires_at = ${expiresAt.toISOString()}::timestamptz
     where tenant_id = ${tenantId}::uuid and id in (${ids})`);
  await queueMail({
    executor: tx,
    tenantId,
    mails: chosen.map((entry) =>
      waitlistOfferEmail({
        storeName: occurrence.store_name,
        to: entry.email,
        eventTitle: occurrence.event_name,
        displayStartsAt: displayEventTime(occurrence.time_zone, occurrence.starts_at),
        quantity: Number(entry.quantity),
        displayExpiresAt: displayEventTime(occurrence.time_zone, expiresAt.toISOString()),
        offerUrl: waitlistOfferUrl({ tenantId, slug: occurrence.slug, occurrenceId, entryId: entry.id }),
      }),
    ),
  });
  return { offered: chosen.length, expired };
}

/**
 * Seats just freed (a hold given back, tickets cancelled): offered to the lines of these occurrences at once, inside
 * the caller's transaction, where anyone is waiting.
 */
export async function offerToWaiting({
  tx,
  tenantId,
  occurrenceIds,
}: {
  tx: Executor;
  tenantId: string;
  occurrenceIds: readonly string[];
}): Promise<OfferReport> {
  const report: OfferReport = { offered: 0, expired: 0 };
  if (occurrenceIds.length === 0) return report;
  const ids = sql.join(
    occurrenceIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const waiting = await tx.execute(sql`
    select distinct occurrence_id as id from waitlist_entries
     where tenant_id = ${tenantId}::uuid and occurrence_id in (${ids}) and status = 'waiting' and confirmed_at is not null
     order by occurrence_id`);
  for (const { id } of (waiting as unknown as { rows: { id: string }[] }).rows) {
    const one = await offerFreedSeats({ tx, tenantId, occurrenceId: id });
    report.offered += one.offered;
    report.expired += one.expired;
  }
  return report;
}

/**
 * The waitlists' sweep (the job worker's every pass, and POST /operator/tickets/waitlist/run): every occurrence
 * with people in line or offers out, each in its own transaction, so seats freed by holds that expired reach the
 * line and offers not taken in time pass to the next in line.
 */
export async function sweepWaitlists({ now, tenantId }: { now: Date; tenantId?: string }): Promise<OfferReport> {
  const db = await getDb();
  const scope = tenantId ? sql`and tenant_id = ${tenantId}::uuid` : sql``;
  const found = await db.execute(sql`
    select distinct tenant_id as "tenantId", occurrence_id as "occurrenceId" from waitlist_entries
     where status in ('waiting', 'offered') ${scope}`);
  const report: OfferReport = { offered: 0, expired: 0 };
  const touched = new Set<string>();
  for (const row of (found as unknown as { rows: { tenantId: string; occurrenceId: string }[] }).rows) {
    const one = await db.transaction((tx) => offerFreedSeats({ tx, tenantId: row.tenantId, occurrenceId: row.occurrenceId, now }));
    report.offered += one.offered;
    report.expired += one.expired;
    if (one.offered + one.expired > 0) touched.add(row.tenantId);
  }
  for (const id of touched) invalidateTags(id, [eventsTag]);
  if (report.offered > 0) nudgeOutboxWorker();
  return report;
}
