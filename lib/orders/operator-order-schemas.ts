import { z } from "zod";
import { orderDetail, orderDetailLine } from "./schemas";

/** Money paid for the order, apart from its shipping: `voided` when it was cancelled before any capture. */
export const paymentStatus = z.enum(["pending", "paid", "partially_refunded", "refunded", "voided"]);
export type PaymentStatus = z.infer<typeof paymentStatus>;
export const fulfilmentStatus = z.enum(["unfulfilled", "fulfilled"]);
export type FulfilmentStatus = z.infer<typeof fulfilmentStatus>;

/**
 * An order line as the customer saw it: the shelf amount (unit price × quantity), the line's share of discounts and
 * what it cost, all from what the order stored. `discount` and `tax` are null where the stored figures cannot tell
 * them apart (a market that adds tax, on an order with a discount over several lines).
 */
export const operatorOrderLine = orderDetailLine.extend({
  lineSubtotal: z.number(),
  displayLineSubtotal: z.string(),
  discount: z.number().nullable(),
  displayDiscount: z.string().nullable(),
  tax: z.number().nullable(),
});

/**
 * One row of the order's summary, signed as it counts towards the total (discount and points negative). A tax row in
 * a market whose prices include it is `included`: shown, not added. The rows that are not `included` add up to the
 * total, to the minor unit.
 */
export const orderSummaryRow = z.object({
  kind: z.enum(["subtotal", "discount", "points", "shipping", "tax"]),
  label: z.string(),
  amount: z.number(),
  displayAmount: z.string(),
  included: z.boolean(),
});

/** A staff member's note on an order. */
export const orderNote = z.object({
  id: z.uuid(),
  body: z.string(),
  author: z.string(),
  createdAt: z.string().meta({ format: "date-time" }),
});
export type OrderNote = z.infer<typeof orderNote>;

/** What happened to an order, each with when; newest first. */
export const orderTimelineEvent = z.object({
  kind: z.enum(["placed", "paid", "fulfilled", "refund", "cancelled", "mail", "note"]),
  at: z.string().meta({ format: "date-time" }),
  /** One line saying what happened ("Shipped with Royal Mail, tracking RM123", "Refund of £5.00: damaged"). */
  text: z.string(),
  /** The note's author, for a note. */
  author: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** For a refund: its amount (major units) and status; for a mail: whether it left (`sent`), waits or failed. */
  amount: z.number().nullable(),
  status: z.enum(["pending", "succeeded", "failed", "sent"]).nullable(),
});
export type OrderTimelineEvent = z.infer<typeof orderTimelineEvent>;

/** GET /operator/orders/{orderId}: the order with what the back office shows beside it. */
export const operatorOrderDetail = orderDetail.extend({
  /** The buyer's account (null for a guest). */
  customerId: z.uuid().nullable(),
  paymentStatus,
  fulfilmentStatus,
  lines: z.array(operatorOrderLine),
  summary: z.array(orderSummaryRow),
  /** What was captured less what was refunded (major units). */
  netPaid: z.number(),
  displayNetPaid: z.string(),
  notes: z.array(orderNote),
  timeline: z.array(orderTimelineEvent),
});
export type OperatorOrderDetail = z.infer<typeof operatorOrderDetail>;
export const operatorOrderDetailResponse = z.object({ data: operatorOrderDetail });

/** POST /operator/orders/{orderId}/notes */
export const orderNoteInput = z.strictObject({
  body: z
    .string({ error: "The body field is required." })
    .trim()
    .min(1, { error: "The body field is required." })
    .max(2000, { error: "The body field must not be longer than 2000 characters." }),
});
export type OrderNoteInput = z.infer<typeof orderNoteInput>;
export const orderNoteResponse = z.object({ data: orderNote });
