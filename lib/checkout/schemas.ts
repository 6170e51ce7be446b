import { z } from "zod";
import { orderDetail } from "../orders/schemas";
import { emailInput } from "./email-input";

/** POST /account/checkout */
export const checkoutInput = z.strictObject({
  cartId: z.uuid({ error: "The cart id field must be a valid UUID." }),
  shippingAddressId: z.uuid({ error: "The shipping address id field must be a valid UUID." }),
  paymentMethodId: z.uuid({ error: "The payment method id field must be a valid UUID." }),
});
export type CheckoutInput = z.infer<typeof checkoutInput>;

/** The order a customer's checkout places (201 `data`): the order as GET /account/orders/{orderId} reads it. */
export const placedOrder = orderDetail.extend({});
export const placedOrderResponse = z.object({ data: placedOrder });
export type PlacedOrder = z.infer<typeof placedOrder>;

/** The order a guest's checkout places (201 `data`): the order, and the access token that reads it again. */
export const guestPlacedOrder = orderDetail.extend({
  /** Send it as X-Order-Token to read the order (GET /orders/{orderId}). Shown once. */
  accessToken: z.string(),
});
export const guestPlacedOrderResponse = z.object({ data: guestPlacedOrder });
export type GuestPlacedOrder = z.infer<typeof guestPlacedOrder>;

const field = (name: string, max: number) =>
  z
    .string({ error: `The ${name} field is required.` })
    .trim()
    .min(1, { error: `The ${name} field is required.` })
    .max(max, { error: `The ${name} field must not be longer than ${max} characters.` });
const optionalField = (name: string, max: number) =>
  z
    .string({ error: `The ${name} field must be a string.` })
    .trim()
    .max(max, { error: `The ${name} field must not be longer than ${max} characters.` })
    .nullish()
    .transform((v) => (v ? v : null));

/** A guest's shipping address (guest checkout). */
export const guestAddress = z.strictObject({
  firstName: field("first name", 100),
  lastName: field("last name", 100),
  line1: field("line 1", 200),
  line2: optionalField("line 2", 200),
  city: field("city", 100),
  region: optionalField("region", 100),
  postalCode: field("postal code", 20),
  countryCode: z
    .string({ error: "The country code field is required." })
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: "The country code field must be a two-letter ISO country code." })
    .transform((v) => v.toUpperCase()),
  phone: optionalField("phone", 40),
});

/** POST /checkout (API token): a guest cart, paid with a card tokenised for its payment setup (not saved). */
export const guestCheckoutInput = z.strictObject({
  cartId: z.uuid({ error: "The cart id field must be a valid UUID." }),
  email: emailInput,
  shippingAddress: guestAddress,
  payment: z.strictObject({
    identifier: z
      .string({ error: "The payment identifier field is required." })
      .trim()
      .min(1, { error: "The payment identifier field is required." })
      .max(64),
    token: z
      .string({ error: "The payment token field is required." })
      .trim()
      .min(1, { error: "The payment token field is required." })
      .max(2048),
  }),
});
export type GuestCheckoutInput = z.infer<typeof guestCheckoutInput>;

/** POST /carts/{cartId}/payment-setup: 201 */
export const guestPaymentSetup = z.object({
  /** The tokenisation identifier the engine binds the card token to. */
  identifier: z.uuid(),
  engineUrl: z.string().meta({ format: "uri" }),
});
