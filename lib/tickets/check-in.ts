import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isoSeconds } from "@/db/sql";
import { ConflictError, NotFoundError } from "../errors/domain";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";
import { loadTickets } from "./list-tickets";
import type { Ticket } from "./schemas";
import { verifyTicketCode } from "./ticket-code";
import { normaliseShortCode, ticketShortCode } from "./ticket-short-code";

const notFound = () => new NotFoundError("No ticket of this store has this code.").withCode("not_found");

/**
 * POST /operator/tickets/check-in {code}: admits the ticket the code names, once: its full signed code, or the short
 * code printed beside the QR. The full code's signature is checked first (a forged code, or another store's, is 404
 * without a look-up); then one conditional UPDATE moves it from
 * `valid` to `checked_in`, so of two scans at once exactly one admits and the other gets 409 `already_checked_in`
 * saying when. A cancelled ticket → 409 `ticket_cancelled`. The check-in and its `ticket.checked_in` webhook event
 * are one transaction.
 */
export async function checkInTicket({ tenantId, code }: { tenantId: string; code: string }): Promise<Ticket> {
  const db = await getDb();
  const tk = schema.tickets;
  const ticketId = verifyTicketCode({ tenantId, code }) ?? (await ticketOfShortCode({ db, tenantId, code }));
  if (!ticketId) throw notFound();
  const admitted = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(tk)
      .set({ status: "checked_in", checkedInAt: sql`now()` })
      .where(and(eq(tk.tenantId, tenantId), eq(tk.id, ticketId), eq(tk.status, "valid")))
      .returning({ id: tk.id });
    if (!row) return null;
    const [ticket] = await loadTickets({ executor: tx, tenantId, ticketId });
    if (!ticket) throw notFound();
    await recordWebhookEvent({
      executor: tx,
      tenantId,
      type: "ticket.checked_in",
      subject: `ticket:${ticketId}`,
      data: ticketEventData(ticket),
    });
    return ticket;
  });
  if (!admitted) {
    const [now] = await db
      .select({ status: tk.status, checkedInAt: isoSeconds(tk.checkedInAt) })
      .from(tk)
      .where(and(eq(tk.tenantId, tenantId), eq(tk.id, ticketId)))
      .limit(1);
    if (!now) throw notFound();
    if (now.status === "cancelled") throw new ConflictError("This ticket was cancelled: it does not admit.").withCode("ticket_cancelled");
    throw new ConflictError(`This ticket was already checked in at ${now.checkedInAt}.`).withCode("already_checked_in");
  }
  return admitted;
}

/**
 * The ticket a short code (read out at the door) names. It is derived, not stored, so it is looked for among the
 * tickets of the dates at the door: those starting from a day ago to a day ahead (a door sees a few hundred).
 */
async function ticketOfShortCode({ db, tenantId, code }: { db: Awaited<ReturnType<typeof getDb>>; tenantId: string; code: string }) {
  const wanted = normaliseShortCode(code);
  if (!wanted) return null;
  const tk = schema.tickets;
  const eo = schema.eventOccurrences;
  const rows = await db
    .select({ id: tk.id })
    .from(tk)
    .innerJoin(eo, and(eq(eo.id, tk.occurrenceId), eq(eo.tenantId, tenantId)))
    .where(and(eq(tk.tenantId, tenantId), sql`${eo.startsAt} between now() - interval '1 day' and now() + interval '1 day'`))
    .limit(20_000);
  return rows.find((r) => ticketShortCode({ tenantId, ticketId: r.id }) === wanted)?.id ?? null;
}

/** A ticket as `ticket.checked_in` carries it: without its QR image (the `code` it encodes is there). */
function ticketEventData(ticket: Ticket): Omit<Ticket, "qrSvg"> {
  const { qrSvg: _qr, ...rest } = ticket;
  return rest;
}
