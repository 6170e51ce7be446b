import "server-only";
import { and, asc, eq, ne, type SQL } from "drizzle-orm";
import QRCode from "qrcode";
import { getDb, schema, type Executor } from "@/db/client";
import { isoSeconds } from "@/db/sql";
import { displayEventTime } from "../time/event-time";
import { getStoreSettings } from "../catalog/store-settings";
import type { Ticket } from "./schemas";
import { ticketCode } from "./ticket-code";
import { ticketShortCode } from "./ticket-short-code";

const tk = schema.tickets;
const o = schema.orders;
const eo = schema.eventOccurrences;
const ev = schema.events;
const tp = schema.eventTicketPrices;

/** The code as a QR code (SVG), sized by the page that shows it. */
export async function qrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}

/**
 * Tickets as the API answers them, scoped by tenant and by `where` (an order, a customer, one ticket); only tickets
 * of paid orders exist (lib/tickets/issue-tickets.ts). Ordered by the occurrence, then the ticket.
 */
export async function loadTickets({
  executor,
  tenantId,
  orderId,
  customerId,
  ticketId,
}: {
  executor?: Executor;
  tenantId: string;
  orderId?: string;
  customerId?: string;
  ticketId?: string;
}): Promise<Ticket[]> {
  const db = executor ?? (await getDb());
  const conditions: SQL[] = [eq(tk.tenantId, tenantId), ne(o.status, "pending_payment")];
  if (orderId !== undefined) conditions.push(eq(tk.orderId, orderId));
  if (customerId !== undefined) conditions.push(eq(tk.customerId, customerId));
  if (ticketId !== undefined) conditions.push(eq(tk.id, ticketId));
  const rows = await db
    .select({
      id: tk.id,
      status: tk.status,
      checkedInAt: isoSeconds(tk.checkedInAt),
      orderNumber: o.orderNumber,
      ticketType: tp.name,
      slug: ev.slug,
      title: ev.name,
      venue: ev.venue,
      occurrenceId: eo.id,
      startsAt: isoSeconds(eo.startsAt),
      endsAt: isoSeconds(eo.endsAt),
    })
    .from(tk)
    .innerJoin(o, and(eq(o.id, tk.orderId), eq(o.tenantId, tenantId)))
    .innerJoin(eo, and(eq(eo.id, tk.occurrenceId), eq(eo.tenantId, tenantId)))
    .innerJoin(ev, and(eq(ev.id, tk.eventId), eq(ev.tenantId, tenantId)))
    .innerJoin(tp, and(eq(tp.id, tk.ticketTypeId), eq(tp.tenantId, tenantId)))
    .where(and(...conditions))
    .orderBy(asc(eo.startsAt), asc(tk.createdAt), asc(tk.id))
    .limit(500);
  if (rows.length === 0) return [];
  // Through the caller's executor: inside a transaction (an order read while it is paid) the shared client would wait.
  const { timeZone } = await getStoreSettings({ tenantId, executor: db });
  return Promise.all(
    rows.map(async (r) => {
      const code = ticketCode({ tenantId, ticketId: r.id });
      return {
        id: r.id,
        code,
        qrSvg: await qrSvg(code),
        shortCode: ticketShortCode({ tenantId, ticketId: r.id }),
        status: r.status as Ticket["status"],
        ticketType: r.ticketType,
        orderNumber: r.orderNumber,
        event: { slug: r.slug, title: r.title, venue: r.venue },
        occurrence: { id: r.occurrenceId, startsAt: r.startsAt, endsAt: r.endsAt, displayStartsAt: displayEventTime(timeZone, r.startsAt) },
        checkedInAt: r.checkedInAt,
      };
    }),
  );
}
