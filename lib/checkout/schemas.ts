import { z } from "zod";

/** POST /account/checkout */
export const checkoutInput = z.strictObject({
  cartId: z.uuid({ error: "The cart id field must be a valid UUID." }),
  shippingAddressId: z.uuid({ error: "The shipping address id field must be a valid UUID." }),
  paymentMethodId: z.uuid({ error: "The payment method id field must be a valid UUID." }),
});
export type CheckoutInput = z.infer<typeof checkoutInput>;

export const placedOrderLine = z.object({
  id: z.uuid(),
  kind: z.literal("product"),
  productId: z.uuid().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  lineTotal: z.number(),
  displayUnitPrice: z.string(),
  displayLineTotal: z.string(),
});

/** The order checkout places (201 `data`). Amounts in major units of `currencyCode`. */
export const placedOrder = z.object({
  id: z.uuid(),
  /** Public reference, e.g. SF-1254: what the customer sees and buy-again takes. */
  orderId: z.string(),
  status: z.string(),
  currencyCode: z.string().length(3),
  lines: z.array(placedOrderLine),
  subtotal: z.number(),
  displaySubtotal: z.string(),
  shipping: z.number(),
  displayShipping: z.string(),
  total: z.number(),
  displayTotal: z.string(),
  /** Points the order earned (0 when the store's rewards are off). */
  pointsEarned: z.number().int(),
  shippingAddress: z.object({
    firstName: z.string(),
    lastName: z.string(),
    company: z.string().nullable(),
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    region: z.string().nullable(),
    postalCode: z.string(),
    countryCode: z.string(),
  }),
  paymentMethod: z.object({ id: z.uuid(), paymentMethod: z.string(), cardType: z.string(), cardLast4: z.string() }),
  createdAt: z.string(),
});
export const placedOrderResponse = z.object({ data: placedOrder });
export type PlacedOrder = z.infer<typeof placedOrder>;
