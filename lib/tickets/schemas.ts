import { z } from "zod";
import { emailInput } from "../checkout/email-input";

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
  /** The code of a waitlist offer (the `offer` of its mail's link): holds the seats kept for it, until the offer ends. */
  offer: z.string({ error: "The offer field must be the code from the waitlist mail." }).trim().min(1).max(200).optional(),
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
  /**
   * Eight letters and digits ("K7PM-4QXD") printed beside the QR code for reading out at the door (extension): the
   * door accepts it for dates starting within a day of now.
   */
  shortCode: z.string(),
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

const waitQuantityError = "The quantity field must be a whole number from 1 to 10.";

/** POST /events/{slug}/waitlist */
export const joinWaitlistInput = z.strictObject({
  occurrenceId: z.uuid({ error: "The occurrence id field must be a valid UUID." }),
  email: emailInput,
  quantity: z
    .number({ error: waitQuantityError })
    .int({ error: waitQuantityError })
    .min(1, { error: waitQuantityError })
    .max(10, { error: waitQuantityError })
    .default(1),
});
export type JoinWaitlistInput = z.infer<typeof joinWaitlistInput>;

/** POST /events/{slug}/waitlist/confirm */
export const confirmWaitlistInput = z.strictObject({
  token: z.string({ error: "The token field must be the token from the confirmation link." }).trim().min(1).max(200),
});

export const waitlistStatus = z.enum(["waiting", "offered", "claimed", "expired", "cancelled"]);

/** A place in a sold-out date's line. */
export const waitlistEntry = z.object({
  id: z.uuid(),
  occurrenceId: z.uuid(),
  email: z.string(),
  quantity: z.number().int(),
  /** `waiting` in line; `offered` seats kept until `offerExpiresAt` (the link is in the mail); `claimed` held in a cart; `expired`; `cancelled` with its date. */
  status: waitlistStatus,
  /**
   * 1 for the first in line (null when no longer waiting). Only confirmed entries count: an unconfirmed one shows the
   * place it takes once confirmed.
   */
  position: z.number().int().nullable(),
  /** Whether the e-mail was confirmed through the link of the confirmation mail; only confirmed entries are offered seats. */
  confirmed: z.boolean(),
  offerExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntry>;
export const waitlistEnvelope = z.object({ data: waitlistEntry });

/** POST /operator/events/{slug}/occurrences/{occurrenceId}/cancel */
export const cancelOccurrenceInput = z.strictObject({
  reason: z
    .string({ error: "The reason field must be text." })
    .trim()
    .max(500, { error: "The reason field must be at most 500 characters." })
    .optional(),
});
export const cancelledOccurrenceEnvelope = z.object({
  data: z.object({
    id: z.uuid(),
    startsAt: z.string(),
    cancelledAt: z.string(),
    /** Tickets cancelled by this call. */
    ticketsCancelled: z.number().int(),
    /** Orders whose tickets are being refunded (on the job queue; each leaves a refund in the order's payments). */
    ordersToRefund: z.number().int(),
  }),
});

/** POST /operator/tickets/run */
export const runTicketPassInput = z.strictObject({
  now: z.iso.datetime({ offset: true, error: "The now field must be a date-time (ISO 8601)." }).optional(),
});
export const ticketPassReport = z.object({
  data: z.object({
    /** Waitlist entries offered seats by this pass. */
    offered: z.number().int(),
    /** Offers that ran out (their seats passed on) and places in line of dates that started. */
    expired: z.number().int(),
    /** Orders refunded for a cancelled date. */
    refunds: z.number().int(),
  }),
});

/** One date of an event as the back office sees it: its seats and how they sold. */
export const operatorOccurrence = z.object({
  id: z.uuid(),
  startsAt: z.string(),
  endsAt: z.string(),
  displayStartsAt: z.string(),
  capacity: z.number().int(),
  /** Tickets issued and not cancelled (checked in or not). */
  sold: z.number().int(),
  checkedIn: z.number().int(),
  /** Seats in carts now, held for 15 minutes while the buyer pays. */
  held: z.number().int(),
  remaining: z.number().int(),
  cancelled: z.boolean(),
  past: z.boolean(),
  /** What the tickets sold for, per currency (order lines as charged, cancelled tickets left out). */
  revenue: z.array(z.object({ currencyCode: z.string(), amount: z.number(), displayAmount: z.string() })),
});
export const operatorEventSummary = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  venue: z.string(),
  status: z.enum(["published", "draft", "archived"]),
  timeZone: z.string(),
  occurrences: z.array(operatorOccurrence),
});
export const operatorEventList = z.object({ data: z.array(operatorEventSummary) });
export type OperatorEventSummary = z.infer<typeof operatorEventSummary>;
