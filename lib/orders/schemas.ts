import { z } from "zod";
import { cart } from "../cart/schemas";
import { pageMeta } from "../pagination/schemas";

export const orderLine = z.object({
  id: z.uuid(),
  /** product | subscription | balance_payment */
  kind: z.string(),
  /** null for a balance payment, or when the product was deleted. */
  productId: z.uuid().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  /** Major currency units, as charged on the order. */
  unitPrice: z.number(),
  lineTotal: z.number(),
});

/** An order as GET /account/orders (extension) lists it. */
export const orderSummary = z.object({
  /** Internal id (UUID). */
  id: z.uuid(),
  /** Public order reference, e.g. SF-1001: the {orderId} of buy-again. */
  orderId: z.string(),
  /** pending | paid | fulfilled | cancelled */
  status: z.string(),
  total: z.number(),
  displayTotal: z.string(),
  currencyCode: z.string().length(3),
  /** Points the order earned (0 when none, or when the store's rewards are off). */
  pointsEarned: z.number().int(),
  createdAt: z.string().meta({ format: "date-time" }),
  lines: z.array(orderLine),
});

export const orderList = z.object({ data: z.array(orderSummary), meta: pageMeta });

/** Path parameter of buy-again: the public order reference. */
export const publicOrderId = z.string().trim().min(1).max(64);

export const buyAgainSucceeded = z.object({
  success: z.literal(true),
  cartId: z.uuid(),
  /** Product lines of which at least one unit went into the cart. */
  itemsAdded: z.number().int(),
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
});

export type OrderSummary = z.infer<typeof orderSummary>;
export type BuyAgainSucceeded = z.infer<typeof buyAgainSucceeded>;
