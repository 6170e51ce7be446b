import { z } from "zod";
import { cartEnvelope } from "@/lib/cart/schemas";
import { getEnv } from "@/lib/env";
import { addOccurrence } from "@/lib/tickets/add-occurrence";
import { cancelOccurrence } from "@/lib/tickets/cancel-occurrence";
import { checkInTicket } from "@/lib/tickets/check-in";
import { holdTickets } from "@/lib/tickets/hold-tickets";
import { confirmWaitlistEntry } from "@/lib/tickets/confirm-waitlist-entry";
import { joinWaitlist } from "@/lib/tickets/join-waitlist";
import { listOperatorEvents } from "@/lib/tickets/list-operator-events";
import { createEvent } from "@/lib/tickets/create-event";
import { deleteEvent } from "@/lib/tickets/delete-event";
import { readOperatorEvent } from "@/lib/tickets/read-operator-event";
import { catalogDeleted, createEventInput, operatorEventResponse } from "@/lib/catalog/schemas";
import { loadTickets } from "@/lib/tickets/list-tickets";
import { releaseHold } from "@/lib/tickets/release-hold";
import { runTicketPass } from "@/lib/orders/run-ticket-pass";
import { runTicketRefunds } from "@/lib/orders/ticket-refund-jobs";
import {
  addOccurrenceInput,
  cancelledOccurrenceEnvelope,
  cancelOccurrenceInput,
  checkInInput,
  confirmWaitlistInput,
  holdTicketsInput,
  joinWaitlistInput,
  occurrenceEnvelope,
  runTicketPassInput,
  ticketEnvelope,
  ticketList,
  ticketPassReport,
  waitlistEnvelope,
  operatorEventList,
} from "@/lib/tickets/schemas";
import { countedAddress } from "@/lib/http/ratelimit";
import { defineOperation, reply } from "../operation";

const cartParams = z.object({ cartId: z.string() });
const lineParams = z.object({ cartId: z.string(), lineId: z.string() });
const cartNotFound =
  "Cart not found: unknown, another tenant's or customer's, a guest cart with an account token, or converted/merged. Lines: Cart line not found.";

/** Tests only (FAULT_INJECTION): `X-Hold-Seconds` shortens a hold, so expiry can be seen without waiting 15 minutes. */
function holdSecondsFrom(req: { headers: Headers }): number | undefined {
  if (!getEnv().FAULT_INJECTION) return undefined;
  const value = Number(req.headers.get("x-hold-seconds"));
  return Number.isInteger(value) && value >= 1 && value <= 86_400 ? value : undefined;
}

/** Tickets for events (docs/events.md): seats held in carts, tickets, check-in. Extensions. */
export const ticketOperations = {
  holdTickets: defineOperation({
    method: "POST",
    path: "/carts/{cartId}/tickets",
    token: "shopper",
    tag: "Events",
    summary: "Hold seats at an event in the cart for 15 minutes",
    description:
      "Adds `quantity` seats of a ticket type for one occurrence to the cart's `ticketLines` (to its line when the cart has one, which then holds the sum) and holds them until `holdExpiresAt` (15 minutes, started again by each add). Concurrent buyers never hold more than the occurrence's or the type's capacity, and seats wanted by the date's waitlist go to its line first. `offer`, the code from a waitlist offer's mail, holds the seats kept for it (up to its quantity) until the offer ends. 422 for an unknown occurrence or type, one that has started (code `occurrence_past`) or was cancelled (`occurrence_cancelled`), more than the per-order limit, more seats than are left (the message names how many; code `not_enough_seats`), none left (code `sold_out`), an offer that is not valid for the date (`offer_invalid`), used (`offer_used`) or ended (`offer_expired`), or more seats of the date than one client address may hold at once across its carts (the store's `maxSeatsPerBuyer`, 10 by default; code `seat_limit_reached`); the cart is then unchanged. 30 holds per ten minutes from one address (429 with `Retry-After`). Checkout after the hold expired → 409 `hold_expired`.",
    extension: true,
    params: cartParams,
    body: holdTicketsInput,
    output: cartEnvelope,
    rateLimit: "ticket-hold",
    errors: { 404: cartNotFound, 409: "The cart's order is being paid (code `checkout_in_progress`)." },
    run: async ({ tenantId, customerId, params, body, req }) => ({
      data: await holdTickets({
        owner: { tenantId, customerId },
        cartId: params.cartId,
        input: body,
        clientAddress: countedAddress(req),
        holdSeconds: holdSecondsFrom(req),
      }),
    }),
  }),

  releaseTicketHold: defineOperation({
    method: "DELETE",
    path: "/carts/{cartId}/tickets/{lineId}",
    token: "shopper",
    tag: "Events",
    summary: "Give held seats back",
    description: "Removes the ticket line from the cart; its seats are free for others at once.",
    extension: true,
    params: lineParams,
    output: cartEnvelope,
    errors: { 404: cartNotFound, 409: "The cart's order is being paid (code `checkout_in_progress`)." },
    run: async ({ tenantId, customerId, params }) => ({
      data: await releaseHold({ owner: { tenantId, customerId }, cartId: params.cartId, lineId: params.lineId }),
    }),
  }),

  listAccountTickets: defineOperation({
    method: "GET",
    path: "/account/tickets",
    token: "account",
    tag: "Events",
    summary: "The customer's tickets, by date",
    description:
      "Every ticket of the customer's paid orders, earliest occurrence first, with its signed `code`, the code as a QR code (`qrSvg`) to show at the door and a `shortCode` to read out there. `status`: `valid`, `checked_in` or `cancelled`. A guest's tickets are in the order answer (GET /orders/{orderId}).",
    extension: true,
    output: ticketList,
    run: async ({ tenantId, customerId }) => ({ data: await loadTickets({ tenantId, customerId }) }),
  }),

  checkInTicket: defineOperation({
    method: "POST",
    path: "/operator/tickets/check-in",
    token: "operator",
    tag: "Events",
    summary: "Admit a ticket at the door",
    description:
      "Checks in the ticket a code names (typed or scanned from its QR code), or its `shortCode` read out at the door (any case, spaces or dash; found among the tickets of dates starting within a day of now): 200 with the ticket the first time; 409 `already_checked_in` (the message says when) after, also when two scans race; 409 `ticket_cancelled` for a cancelled ticket; 404 for a forged code, a mistyped one, or another store's.",
    extension: true,
    body: checkInInput,
    output: ticketEnvelope,
    errors: {
      404: "No ticket of this store has this code.",
      409: "Already checked in (code `already_checked_in`) or cancelled (code `ticket_cancelled`).",
    },
    run: async ({ tenantId, body }) => ({ data: await checkInTicket({ tenantId, code: body.code }) }),
  }),

  joinWaitlist: defineOperation({
    method: "POST",
    path: "/events/{slug}/waitlist",
    token: "shopper",
    tag: "Events",
    summary: "Join the waitlist of a sold-out date",
    description:
      "A place at the back of the line for `quantity` seats (1 to 10, default 1) of a sold-out date: 201 with the entry and its `position`. When seats free up (a hold given back or expired, tickets cancelled), the first in line whose quantity fits gets a mail with a link that keeps the seats for them for 24 hours (`status: offered`, `offerExpiresAt`); an offer not taken in time passes to the next. The entry counts only once its e-mail is confirmed: joining sends a mail whose link confirms it (POST /events/{slug}/waitlist/confirm); until then (`confirmed: false`) it is never offered seats and `position` is the place it will take. The same e-mail for the same date is one entry: joining again answers 200 with it unchanged (an unconfirmed one gets its link again). 10 joins per ten minutes from one address, 3 an hour for one e-mail from one address (429 with `Retry-After`). 404 for an unknown event; 422 for a date of another event, one that has started (`occurrence_past`) or was cancelled (`occurrence_cancelled`), an invalid e-mail, or a date with the seats still on sale and nobody in line (`seats_available`).",
    extension: true,
    status: 201,
    params: z.object({ slug: z.string() }),
    body: joinWaitlistInput,
    output: waitlistEnvelope,
    rateLimit: "waitlist-join",
    errors: { 404: "Event not found." },
    run: async ({ tenantId, customerId, params, body }) => {
      const { entry, created } = await joinWaitlist({ tenantId, customerId: customerId ?? null, slug: params.slug, input: body });
      return reply({ data: entry }, { status: created ? 201 : 200 });
    },
  }),

  confirmWaitlist: defineOperation({
    method: "POST",
    path: "/events/{slug}/waitlist/confirm",
    token: "shopper",
    tag: "Events",
    summary: "Confirm a waitlist entry's e-mail with the token from its mail",
    description:
      "`token` is the `confirm` of the confirmation mail's link (`/events/{slug}?confirm=…&date=…`): the entry takes its place in line (`confirmed: true`) and seats already free for the line are offered at once. Confirming again answers the entry unchanged. 422 `waitlist_link_invalid` for a token that is forged, another store's or another event's, or whose entry is gone. 30 per ten minutes from one address (429 with `Retry-After`).",
    extension: true,
    params: z.object({ slug: z.string() }),
    body: confirmWaitlistInput,
    output: waitlistEnvelope,
    rateLimit: "waitlist-confirm",
    run: async ({ tenantId, params, body }) => ({
      data: await confirmWaitlistEntry({ tenantId, slug: params.slug, token: body.token }),
    }),
  }),

  cancelOccurrence: defineOperation({
    method: "POST",
    path: "/operator/events/{slug}/occurrences/{occurrenceId}/cancel",
    token: "operator",
    tag: "Events",
    summary: "Cancel a date: its tickets cancelled and refunded, holders told",
    description:
      "Marks the date cancelled (nothing more is sold; the event answers show `cancelled`), drops the seats held in carts, cancels its tickets and ends its waitlist, then refunds each order what it paid for those tickets through its payment records (one job per order on the queue: the order's refunds and status show it) and mails each holder, with `reason` when given. 404 for an unknown event or date; 409 `occurrence_cancelled` when already cancelled, `checkout_in_progress` while a checkout is paying for seats at it.",
    extension: true,
    params: z.object({ slug: z.string(), occurrenceId: z.string() }),
    body: cancelOccurrenceInput,
    output: cancelledOccurrenceEnvelope,
    errors: {
      404: "Event date not found.",
      409: "Already cancelled (code `occurrence_cancelled`) or being paid for (code `checkout_in_progress`).",
    },
    run: async ({ tenantId, params, body }) => {
      const { refundJobIds, ...cancelled } = await cancelOccurrence({
        tenantId,
        slug: params.slug,
        occurrenceId: params.occurrenceId,
        reason: body.reason,
      });
      if (refundJobIds.length > 0) await runTicketRefunds({ ids: refundJobIds });
      return { data: cancelled };
    },
  }),

  runTicketPass: defineOperation({
    method: "POST",
    path: "/operator/tickets/run",
    token: "operator",
    tag: "Events",
    summary: "Run the tickets' background pass now",
    description:
      "What the job worker does every BILLING_INTERVAL_SECONDS for the store: offers that ran out pass to the next in line, seats freed by expired holds are offered to the waitlists, due refunds of cancelled dates run. `now` (ISO 8601) runs it as if at that moment: only when the server runs with BILLING_CLOCK_OVERRIDE=true (tests, demos), else 422 `clock_override_disabled`.",
    extension: true,
    body: runTicketPassInput,
    output: ticketPassReport,
    run: async ({ tenantId, body }) => ({ data: await runTicketPass({ tenantId, now: body.now }) }),
  }),

  listOperatorEvents: defineOperation({
    method: "GET",
    path: "/operator/events",
    token: "operator",
    tag: "Events",
    summary: "Every event of the store with its dates, seats and sales",
    description:
      "Drafts too, by title; each date (past and cancelled ones too) with its `capacity`, tickets `sold` and `checkedIn`, seats `held` in carts now, seats `remaining` and what the tickets sold for per currency (`revenue`).",
    extension: true,
    output: operatorEventList,
    run: ({ tenantId }) => listOperatorEvents({ tenantId }),
  }),

  addOccurrence: defineOperation({
    method: "POST",
    path: "/operator/events/{slug}/occurrences",
    token: "operator",
    tag: "Events",
    summary: "Add a date to an event, with its seats",
    description:
      "`startsAt` and `endsAt` (ISO 8601 with an offset), `capacity` the seats sold for it (each ticket type's own capacity, if it has one, also bounds it). The event need not be published. 404 for an unknown event; 422 for an end before the start.",
    extension: true,
    status: 201,
    params: z.object({ slug: z.string() }),
    body: addOccurrenceInput,
    output: occurrenceEnvelope,
    errors: { 404: "Event not found." },
    run: async ({ tenantId, params, body }) =>
      reply({ data: await addOccurrence({ tenantId, slug: params.slug, input: body }) }, { status: 201 }),
  }),

  createEvent: defineOperation({
    method: "POST",
    path: "/operator/events",
    token: "operator",
    ownerOnly: true,
    tag: "Events",
    summary: "Add an event with its ticket types",
    description:
      "`{title, slug?, description, venue, image?, status, ticketTypes [{name, prices [{marketId, amount}], capacity?, maxPerOrder?}]}` → 201 with the event. Amounts in major units; each ticket type needs the primary market's price (422 `primary_price_required` naming `ticketTypes.N.prices`); other markets convert it (a price given for one → 422 `market_price_not_supported`; a market not the store's → 422 `unknown_market`). `slug` is derived from the title when absent; a given one another event has → 409 `slug_taken`. `image` is a media id of the store's library (422 `unknown_image`). The description is sanitised; `status` defaults to draft. Dates: `POST /operator/events/{slug}/occurrences`. Nothing is written when any part is refused. Owners only.",
    extension: true,
    status: 201,
    body: createEventInput,
    output: operatorEventResponse,
    errors: { 409: "The slug is another event's (`slug_taken`), or the store has no market yet (`store_not_ready`)." },
    run: async ({ tenantId, body }) => reply({ data: await createEvent({ tenantId, input: body }) }, { status: 201 }),
  }),

  getOperatorEvent: defineOperation({
    method: "GET",
    path: "/operator/events/{slug}",
    token: "operator",
    tag: "Events",
    summary: "One event of the store, whatever its status, with its ticket types",
    description: "The event as `POST /operator/events` answers it (drafts and archived events too).",
    extension: true,
    params: z.object({ slug: z.string() }),
    output: operatorEventResponse,
    errors: { 404: "Event not found." },
    run: async ({ tenantId, params }) => ({ data: await readOperatorEvent({ tenantId, slug: params.slug }) }),
  }),

  deleteEvent: defineOperation({
    method: "DELETE",
    path: "/operator/events/{slug}",
    token: "operator",
    ownerOnly: true,
    tag: "Events",
    summary: "Delete an event that sold no tickets",
    description:
      'The event goes with its dates and ticket types. One with sold tickets is refused (409 `event_has_tickets`): archive it instead with `PATCH … {"status": "archived"}`, which keeps its tickets and orders and hides it from the storefront. Owners only.',
    extension: true,
    params: z.object({ slug: z.string() }),
    output: catalogDeleted,
    errors: { 404: "Event not found.", 409: "The event has sold tickets (`event_has_tickets`): archive it instead." },
    run: ({ tenantId, params }) => deleteEvent({ tenantId, slug: params.slug }),
  }),
};
