import { z } from "zod";
import { ticket } from "../tickets/schemas";
import { cart } from "../cart/schemas";
import { cursorPageMeta, cursorPageQuery } from "../pagination/schemas";
import { cardType, paymentMethodType } from "../payments/schemas";
import { orderStatuses } from "./order-status";

/** The order's state (lib/orders/order-status.ts draws the machine). */
export const orderStatus = z.enum(orderStatuses);
/** `order`: a cart's checkout; `renewal`: a subscription's cycle; `tickets`: seats bought at an event. */
export const orderKind = z.enum(["order", "renewal", "tickets"]);
/** `product`, `ticket` (a seat), and on older orders `subscription` (a box) and `balance_payment`. */
export const orderLineKind = z.enum(["product", "ticket", "subscription", "balance_payment"]);

export const orderLine = z.object({
  id: z.uuid(),
  kind: orderLineKind,
  /** null for a balance payment, or when the product was deleted. */
  productId: z.uuid().nullable(),
  /** The variant bought (the line's name names its options); null for a ticket or a balance payment, or when it was deleted. */
  variantId: z.uuid().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  /** Major currency units, as charged on the order. */
  unitPrice: z.number(),
  lineTotal: z.number(),
});

export const fulfilment = z.object({
  id: z.uuid(),
  carrier: z.string(),
  trackingNumber: z.string(),
  createdAt: z.string().meta({ format: "date-time" }),
});

/** A refund of the order (a `refund` payment record): `pending` while the gateway has it, then `succeeded` or `failed`. */
export const orderRefund = z.object({
  id: z.uuid(),
  amount: z.number(),
  displayAmount: z.string(),
  reason: z.string().nullable(),
  status: z.enum(["pending", "succeeded", "failed"]),
  createdAt: z.string().meta({ format: "date-time" }),
});

/** One tax of an order as it was charged (major units; `rate` in percent). */
const taxLine = z.object({ name: z.string(), rate: z.number(), amount: z.number(), displayAmount: z.string() });

/** An order as GET /account/orders (extension) lists it. */
export const orderSummary = z.object({
  /** Internal id (UUID). */
  id: z.uuid(),
  /** Public order reference, e.g. SF-1001: the {orderId} of buy-again. */
  orderId: z.string(),
  status: orderStatus,
  total: z.number(),
  displayTotal: z.string(),
  currencyCode: z.string().length(3),
  /** Points the order earned (0 when none, or when the store's rewards are off). */
  pointsEarned: z.number().int(),
  createdAt: z.string().meta({ format: "date-time" }),
  lines: z.array(orderLine),
  /** What has been refunded so far (major units). */
  refunded: z.number(),
  displayRefunded: z.string(),
  /** true: the VAT is inside the prices and the total (GB, euro area); false: tax was added to them (US). */
  taxIncluded: z.boolean(),
  /** The tax in the total (major units); 0 when none applied. */
  taxTotal: z.number(),
  displayTaxTotal: z.string(),
  taxLines: z.array(taxLine),
  fulfilments: z.array(fulfilment),
  refunds: z.array(orderRefund),
});

export const orderList = z.object({ data: z.array(orderSummary), meta: cursorPageMeta });

/** Path parameter of buy-again: the public order reference. */
export const publicOrderId = z.string().trim().min(1).max(64);

export const buyAgainSucceeded = z.object({
  success: z.literal(true),
  cartId: z.uuid(),
  /** Product lines of which at least one unit went into the cart. */
  itemsAdded: z.number().int(),
  /** Units added over those lines (an extension: "2 products added (3 items)", the cart's itemCount counts units too). */
  unitsAdded: z.number().int(),
  /** Product lines of which at least one unit could not go into the cart (a partly added line counts in both). */
  itemsSkipped: z.number().int(),
  /** One human-readable reason per skipped line. */
  skippedReasons: z.array(z.string()),
  redirectUrl: z.string().meta({ format: "uri-reference" }),
  cart,
});

export const buyAgainFailed = z.object({
  success: z.literal(false),
  message: z.string(),
  itemsAdded: z.literal(0),
  itemsSkipped: z.number().int(),
  /** Always `nothing_to_reorder` (docs/errors.md). */
  code: z.string(),
});

export type OrderSummary = z.infer<typeof orderSummary>;
export type BuyAgainSucceeded = z.infer<typeof buyAgainSucceeded>;

/** The calculator's breakdown as the order was charged (major units of `currencyCode`). */
export const orderTotals = z.object({
  currencyCode: z.string().length(3),
  marketId: z.uuid().nullable(),
  taxIncluded: z.boolean(),
  subtotal: z.number(),
  discountTotal: z.number(),
  pointsValue: z.number(),
  /** The points spent for `pointsValue` (given back if the order is cancelled). */
  pointsRedeemed: z.number().int(),
  shipping: z.number(),
  taxTotal: z.number(),
  taxLines: z.array(taxLine),
  total: z.number(),
  displaySubtotal: z.string(),
  displayDiscountTotal: z.string(),
  displayPointsValue: z.string(),
  displayShipping: z.string(),
  displayTaxTotal: z.string(),
  displayTotal: z.string(),
  /** What the gateway captured and what was refunded of it. */
  captured: z.number(),
  refunded: z.number(),
  displayRefunded: z.string(),
});

export const orderDetailLine = z.object({
  id: z.uuid(),
  kind: orderLineKind,
  productId: z.uuid().nullable(),
  /** The variant bought; null for a ticket or a balance payment, or when it was deleted. */
  variantId: z.uuid().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  lineTotal: z.number(),
  /** quantity × unitPrice, before the line's discount and tax: the lines add up to the subtotal. */
  lineSubtotal: z.number(),
  displayUnitPrice: z.string(),
  displayLineTotal: z.string(),
  displayLineSubtotal: z.string(),
});

export const orderAddress = z.object({
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  region: z.string().nullable(),
  postalCode: z.string(),
  countryCode: z.string(),
  phone: z.string().nullable().optional(),
});

/** The card (or wallet) that paid an order, as shown on it. */
export const orderCard = z.object({ id: z.uuid().nullable(), paymentMethod: paymentMethodType, cardType, cardLast4: z.string() });

/** One order with everything a customer, a guest or an operator reads about it. Amounts in major units. */
export const orderDetail = z.object({
  id: z.uuid(),
  /** Public reference, e.g. SF-1254: what the customer sees and buy-again takes. */
  orderId: z.string(),
  kind: orderKind,
  status: orderStatus,
  email: z.string().nullable(),
  /** true for a guest's order (no account). */
  guest: z.boolean(),
  currencyCode: z.string().length(3),
  lines: z.array(orderDetailLine),
  subtotal: z.number(),
  displaySubtotal: z.string(),
  shipping: z.number(),
  displayShipping: z.string(),
  total: z.number(),
  displayTotal: z.string(),
  totals: orderTotals,
  /** Points the order earned (0 when the store's rewards are off). */
  pointsEarned: z.number().int(),
  shippingAddress: orderAddress.nullable(),
  /** The card that paid; `id` is the saved method's (null for a guest's card, which is never saved). */
  paymentMethod: orderCard.nullable(),
  fulfilments: z.array(fulfilment),
  /** The admissions the order bought (seats at events), once it is paid; a guest's are only here. */
  tickets: z.array(ticket),
  refunds: z.array(orderRefund),
  createdAt: z.string().meta({ format: "date-time" }),
  paidAt: z.string().nullable(),
  fulfilledAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type OrderDetail = z.infer<typeof orderDetail>;
export const orderDetailResponse = z.object({ data: orderDetail });

/** GET /operator/orders */
export const operatorOrderListQuery = cursorPageQuery.extend({
  status: z
    .enum(orderStatuses, {
      error: "The status field must be one of pending_payment, paid, fulfilled, partially_refunded, refunded, cancelled.",
    })
    .optional(),
  q: z
    .string()
    .trim()
    .max(200, { error: "The q field must not be longer than 200 characters." })
    .optional()
    .transform((v) => (v === "" ? undefined : v)),
});
export const operatorOrderSummary = z.object({
  id: z.uuid(),
  orderId: z.string(),
  kind: orderKind,
  status: orderStatus,
  email: z.string().nullable(),
  guest: z.boolean(),
  total: z.number(),
  displayTotal: z.string(),
  refunded: z.number(),
  currencyCode: z.string().length(3),
  createdAt: z.string().meta({ format: "date-time" }),
});
export type OperatorOrderSummary = z.infer<typeof operatorOrderSummary>;
export const operatorOrderList = z.object({ data: z.array(operatorOrderSummary), meta: cursorPageMeta });

const text = (name: string, max: number) =>
  z
    .string({ error: `The ${name} field is required.` })
    .trim()
    .min(1, { error: `The ${name} field is required.` })
    .max(max, { error: `The ${name} field must not be longer than ${max} characters.` });

/** POST /operator/orders/{orderId}/fulfil */
export const fulfilInput = z.strictObject({ carrier: text("carrier", 100), trackingNumber: text("tracking number", 100) });
export type FulfilInput = z.infer<typeof fulfilInput>;

/** POST /operator/orders/{orderId}/refunds: `amount` in major units of the order's currency. */
export const refundInput = z.strictObject({
  amount: z
    .number({ error: "The amount field must be a number." })
    .positive({ error: "The amount field must be greater than 0." })
    .max(10_000_000, { error: "The amount field is too large." }),
  reason: text("reason", 500),
});
export type RefundInput = z.infer<typeof refundInput>;

export const orderNumberParams = z.object({ orderId: z.string() });

/** GET /orders/{orderId}: the guest's access token travels in X-Order-Token. */
export const guestOrderHeaders = z.object({
  "X-Order-Token": z
    .string()
    .describe(
      "The order's access token: `accessToken` of the guest checkout's answer, or the `token` of the confirmation mail's link. Without it, or with another order's, the answer is 404.",
    )
    .meta({ param: { example: "kT3v9sQmW2xYz8bNcR5dLp7aHf4jEu6g" } }),
});
