import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema, type Executor } from "@/db/client";
import { invalidateTags } from "../cache/tenant-cache";
import { eventsTag } from "../catalog/catalog-cache";
import { displayEventTime } from "../time/event-time";
import { nudgeOutboxWorker, queueMail } from "../mail/queue-mail";
import { waitlistConfirmEmail } from "./event-emails";
import { waitlistConfirmUrl } from "./event-links";
import { InvalidInputError, NotFoundError } from "../errors/domain";
import type { JoinWaitlistInput, WaitlistEntry } from "./schemas";
import { seatsLeft, seatsTaken } from "../catalog/seats-taken";

type EntryRow = {
  id: string;
  occurrenceId: string;
  email: string;
  quantity: number;
  status: WaitlistEntry["status"];
  offerExpiresAt: string | null;
  createdAt: string;
  position: number | null;
  confirmed: boolean;
};

const seats = (n: number) => `${n} ${n === 1 ? "seat is" : "seats are"}`;

/** One waitlist entry as the API answers it; its position counts the confirmed entries ahead of it. */
export async function readEntry(executor: Executor, tenantId: string, id: string): Promise<WaitlistEntry> {
  const result = await executor.execute(sql`
    select w.id, w.occurrence_id as "occurrenceId", w.email, w.quantity, w.status,
           to_char(w.offer_expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "offerExpiresAt",
           to_char(w.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt",
           w.confirmed_at is not null as confirmed,
           case when w.status = 'waiting' then (
             select count(*)::int + 1 from waitlist_entries a
              where a.tenant_id = w.tenant_id and a.occurrence_id = w.occurrence_id and a.status = 'waiting'
                and a.confirmed_at is not null and (a.created_at, a.id) < (w.created_at, w.id)) end as position
      from waitlist_entries w
     where w.tenant_id = ${tenantId}::uuid and w.id = ${id}::uuid`);
  const row = (result as unknown as { rows: EntryRow[] }).rows[0]!;
  return {
    ...row,
    quantity: Number(row.quantity),
    position: row.position === null ? null : Number(row.position),
    confirmed: Boolean(row.confirmed),
  };
}

/**
 * POST /events/{slug}/waitlist: a place at the back of a sold-out date's line (docs/events.md). The same
 * e-mail for the same date is one entry: joining again while waiting or offered answers that entry unchanged
 * (`created: false`); after an offer expired or was used it goes to the back of the line again. Refused (422): a
 * date of another event, one that has started (`occurrence_past`) or was cancelled (`occurrence_cancelled`), and a
 * date with the seats asked for still on sale and nobody in line (`seats_available`: buy them instead).
 *
 * An entry takes its place in line only once its e-mail is confirmed: a new entry (and one joined again while still
 * unconfirmed) gets a mail whose link confirms it (./confirm-waitlist-entry.ts); until then it is never offered seats
 * and keeps no seats from other buyers. Confirmation is kept when the same e-mail joins the same date again.
 */
export async function joinWaitlist({
  tenantId,
  customerId,
  slug,
  input,
}: {
  tenantId: string;
  customerId: string | null;
  slug: string;
  input: JoinWaitlistInput;
}): Promise<{ entry: WaitlistEntry; created: boolean }> {
  if (slug.length > 200) throw new NotFoundError("Event not found.");
  const email = input.email.toLowerCase();
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [event] = await tx
      .select({ id: schema.events.id, name: schema.events.name, slug: schema.events.slug })
      .from(schema.events)
      .where(and(eq(schema.events.tenantId, tenantId), eq(schema.events.slug, slug), eq(schema.events.status, "published")))
      .limit(1);
    if (!event) throw new NotFoundError("Event not found.");
    const found = await tx.execute(sql`
      select o.id, o.capacity, o.starts_at <= now() as started, o.cancelled_at is not null as cancelled,
             to_char(o.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as starts_at
        from event_occurrences o
       where o.tenant_id = ${tenantId}::uuid and o.event_id = ${event.id}::uuid and o.id = ${input.occurrenceId}::uuid
       for update`);
    const occurrence = (
      found as unknown as { rows: { id: string; capacity: number; started: boolean; cancelled: boolean; starts_at: string }[] }
    ).rows[0];
    if (!occurrence) throw new InvalidInputError({ occurrenceId: [`${event.name} has no such date.`] });
    const row = { ...occurrence, event_id: event.id, name: event.name };
    if (row.cancelled)
      throw new InvalidInputError({ occurrenceId: [`${row.name} on this date has been cancelled.`] }).withCode("occurrence_cancelled");
    if (row.started)
      throw new InvalidInputError({ occurrenceId: [`${row.name} on this date has already started.`] }).withCode("occurrence_past");

    const existing = await tx.execute(sql`
      select id, status, confirmed_at is not null as confirmed from waitlist_entries
       where tenant_id = ${tenantId}::uuid and occurrence_id = ${row.id}::uuid and email = ${email}`);
    const current = (existing as unknown as { rows: { id: string; status: string; confirmed: boolean }[] }).rows[0];
    const askToConfirm = (entry: WaitlistEntry) =>
      sendConfirmation({ tx, tenantId, slug: event.slug, eventName: event.name, startsAt: row.starts_at, entry });
    if (current && (current.status === "waiting" || current.status === "offered")) {
      const entry = await readEntry(tx, tenantId, current.id);
      if (!entry.confirmed) await askToConfirm(entry); // the first mail may have been lost: send the link again
      return { entry, created: false, mailed: !entry.confirmed };
    }

    const taken = await seatsTaken({ executor: tx, tenantId, occurrenceIds: [row.id] });
    const left = seatsLeft({ occurrenceId: row.id, capacity: Number(row.capacity), types: [], taken }).remaining;
    if (left >= input.quantity)
      throw new InvalidInputError({
        occurrenceId: [`${seats(left)} still on sale for ${row.name} on this date: add them to your cart instead.`],
      }).withCode("seats_available");

    const inserted = await tx.execute(sql`
      insert into waitlist_entries (tenant_id, event_id, occurrence_id, email, customer_id, quantity)
      values (${tenantId}::uuid, ${row.event_id}::uuid, ${row.id}::uuid, ${email}, ${customerId}::uuid, ${input.quantity})
      on conflict (tenant_id, occurrence_id, email) do update
        set status = 'waiting', quantity = excluded.quantity, created_at = now(), offered_at = null,
            offer_expires_at = null, claimed_at = null, customer_id = coalesce(excluded.customer_id, waitlist_entries.customer_id)
      returning id`);
    const id = (inserted as unknown as { rows: { id: string }[] }).rows[0]!.id;
    const entry = await readEntry(tx, tenantId, id);
    if (!entry.confirmed) await askToConfirm(entry);
    return { entry, created: true, mailed: !entry.confirmed };
  });
  if (result.created) invalidateTags(tenantId, [eventsTag]);
  if (result.mailed) nudgeOutboxWorker();
  return { entry: result.entry, created: result.created };
}

/** Queues the mail whose link confirms a waitlist entry's e-mail, inside the join's transaction. */
async function sendConfirmation({
  tx,
  tenantId,
  slug,
  eventName,
  startsAt,
  entry,
}: {
  tx: Executor;
  tenantId: string;
  slug: string;
  eventName: string;
  startsAt: string;
  entry: WaitlistEntry;
}): Promise<void> {
  const [store] = await tx
    .select({ name: schema.tenants.name, timeZone: schema.tenants.timeZone })
    .from(schema.tenants)
    .where(eq(schema.tenants.id, tenantId))
    .limit(1);
  await queueMail({
    executor: tx,
    tenantId,
    mails: [
      waitlistConfirmEmail({
        storeName: store?.name ?? "",
        to: entry.email,
        eventTitle: eventName,
        displayStartsAt: displayEventTime(store?.timeZone ?? "Europe/London", startsAt),
        quantity: entry.quantity,
        confirmUrl: waitlistConfirmUrl({ tenantId, slug, occurrenceId: entry.occurrenceId, entryId: entry.id }),
      }),
    ],
  });
}
