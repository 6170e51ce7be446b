import { z } from "zod";
import { lineMoney } from "../pricing/schemas";

const quantityError = "The quantity field must be a whole number from 1 to 20.";

/** POST /carts/{cartId}/tickets */
export const holdTicketsInput = z.strictObject({
  occurrenceId: z.uuid({ error: "The occurrence id field must be a valid UUID." }),
  ticketTypeId: z.uuid({ error: "The ticket type id field must be a valid UUID." }),
  quantity: z
    .number({ error: quantityError })
    .int({ error: quantityError })
    .min(1, { error: quantityError })
    .max(20, { error: quantityError }),
});
export type HoldTicketsInput = z.infer<typeof holdTicketsInput>;

export const ticketStatus = z.enum(["valid", "checked_in", "cancelled"]);

/** An admission (GET /account/tickets, an order's `tickets`, POST /operator/tickets/check-in). */
export const ticket = z.object({
  id: z.uuid(),
  /** Signed: shown as text and in `qrSvg`; the door checks it in (POST /operator/tickets/check-in). */
  code: z.string(),
  /** The code as a QR code, an SVG document. */
  qrSvg: z.string(),
  status: ticketStatus,
  ticketType: z.string(),
  orderNumber: z.string(),
  event: z.object({ slug: z.string(), title: z.string(), venue: z.string() }),
  occurrence: z.object({
    id: z.uuid(),
    startsAt: z.string(),
    endsAt: z.string(),
    /** The start in the store's time zone. */
    displayStartsAt: z.string(),
  }),
  checkedInAt: z.string().nullable(),
});
export type Ticket = z.infer<typeof ticket>;

export const ticketList = z.object({ data: z.array(ticket) });
export const ticketEnvelope = z.object({ data: ticket });

/** POST /operator/tickets/check-in */
export const checkInInput = z.strictObject({
  code: z.string({ error: "The code field is required." }).trim().min(1, { error: "The code field is required." }).max(200),
});

/** A cart's held seats (the cart answer's `ticketLines`). */
export const cartTicketLine = z.object({
  id: z.uuid(),
  occurrenceId: z.uuid(),
  ticketTypeId: z.uuid(),
  eventSlug: z.string(),
  eventTitle: z.string(),
  ticketType: z.string(),
  startsAt: z.string(),
  /** The start in the store's time zone. */
  displayStartsAt: z.string(),
  quantity: z.number().int(),
  ...lineMoney.shape,
  /** The seats are the cart's until then (UTC); checkout after it → 409 `hold_expired`. */
  holdExpiresAt: z.string(),
  expired: z.boolean(),
});

/** POST /operator/events/{slug}/occurrences */
export const addOccurrenceInput = z.strictObject({
  startsAt: z.iso.datetime({ offset: true, error: "The starts at field must be a date-time (ISO 8601)." }),
  endsAt: z.iso.datetime({ offset: true, error: "The ends at field must be a date-time (ISO 8601)." }),
  capacity: z
    .number({ error: "The capacity field must be a whole number from 0 to 100000." })
    .int({ error: "The capacity field must be a whole number from 0 to 100000." })
    .min(0, { error: "The capacity field must be a whole number from 0 to 100000." })
    .max(100_000, { error: "The capacity field must be a whole number from 0 to 100000." }),
});
export type AddOccurrenceInput = z.infer<typeof addOccurrenceInput>;

export const occurrenceEnvelope = z.object({
  data: z.object({ id: z.uuid(), startsAt: z.string(), endsAt: z.string(), capacity: z.number().int() }),
});
