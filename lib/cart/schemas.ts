import { z } from "zod";
import { cartDiscountCode } from "../discounts/schemas";
import { lineMoney, marketParam, orderTotals } from "../pricing/schemas";

export const cartLineImage = z.object({
  /** Absolute, as every image of the API has it. */
  url: z.string(),
  /** Path under the app's origin, e.g. /images/products/ethiopia-yirgacheffe.svg */
  path: z.string(),
  alt: z.string(),
});

export const cartLine = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  /** The variant in the cart (extension). */
  variantId: z.uuid(),
  /** The variant's option values ("Espresso, 1 kg"); "" for a product without options. */
  variantTitle: z.string(),
  options: z.record(z.string(), z.string()),
  /** The product's name, with the variant's values when it has options. */
  name: z.string(),
  sku: z.string(),
  slug: z.string(),
  quantity: z.number().int(),
  ...lineMoney.shape,
  taxClass: z.enum(["standard", "reduced", "zero"]),
  image: cartLineImage.nullable(),
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

/** The customer's active cart (GET /account/cart `data`, and `cart` in the buy-again answer). */
export const cart = z.object({
  id: z.uuid(),
  /** The market the cart is priced in (POST /carts {market}, PATCH /carts/{cartId} {market}). */
  marketId: z.uuid(),
  currencyCode: z.string().length(3),
  /** The destination the shopper gave (PATCH /carts/{cartId}); null until then, and totals are estimated. */
  shippingCountry: z.string().length(2).nullable(),
  shippingRegion: z.string().nullable(),
  lines: z.array(cartLine),
  /** Seats held at events (POST /carts/{cartId}/tickets), each until its `holdExpiresAt`; priced like lines, never delivered. */
  ticketLines: z.array(cartTicketLine),
  /** Sum of the line quantities (products and seats). */
  itemCount: z.number().int(),
  subtotal: z.number(),
  displaySubtotal: z.string(),
  /** The order calculator's answer (lib/pricing): subtotal, discounts, shipping, tax lines, total. */
  totals: orderTotals,
  /** The codes applied (POST /carts/{cartId}/discount-codes), each with what it takes off or why it does not now. */
  discountCodes: z.array(cartDiscountCode),
  /** Points the customer chose to spend (PATCH /carts/{cartId} {pointsToRedeem}); their value is `totals.pointsValue`. */
  pointsToRedeem: z.number().int(),
  /** The most points this cart can take now: half its discounted products (the store's share), in whole steps,
   *  within the customer's balance; 0 for a guest cart or when the store has no rewards programme. */
  maxPointsToRedeem: z.number().int(),
  createdAt: z.string().meta({ format: "date-time" }),
  updatedAt: z.string().meta({ format: "date-time" }),
});

export const cartResponse = z.object({ data: cart.nullable() });

export type Cart = z.infer<typeof cart>;

const quantity = (min: number) =>
  z
    .number({ error: "The quantity field must be an integer." })
    .int({ error: "The quantity field must be an integer." })
    .min(min, { error: `The quantity field must be between ${min} and 99.` })
    .max(99, { error: `The quantity field must be between ${min} and 99.` });

/** POST /carts/{cartId}/lines */
export const addCartLineInput = z
  .strictObject({
    /** The variant to add. */
    variantId: z.uuid({ error: "The variant id field must be a valid UUID." }).optional(),
    /** A product with one variant may be added by its id; one with several needs `variantId` (422 `variant_required`). */
    productId: z.uuid({ error: "The product id field must be a valid UUID." }).optional(),
    quantity: quantity(1),
  })
  .refine((v) => v.variantId !== undefined || v.productId !== undefined, {
    error: "The variant id field is required.",
    path: ["variantId"],
  });
/** PATCH /carts/{cartId}/lines/{lineId}: 0 removes the line. */
export const updateCartLineInput = z.strictObject({ quantity: quantity(0) });
/** POST /account/cart/merge */
export const mergeCartInput = z.strictObject({ cartId: z.uuid({ error: "The cart id field must be a valid UUID." }) });

export const cartEnvelope = z.object({ data: cart });

const shippingCountry = z
  .string({ error: "The shipping country field must be a two-letter country code." })
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: "The shipping country field must be a two-letter country code." });

/**
 * POST /carts: the market to price the cart in (a market id or a country code; default the caller's market) and
 * where it goes (`shippingCountry`, as the shopper chose it in the switcher; alone it also picks the market).
 */
export const createCartInput = z.strictObject({ market: marketParam.optional(), shippingCountry: shippingCountry.optional() });

const region = z
  .string({ error: "The shipping region field must be a state or region code." })
  .trim()
  .regex(/^[A-Za-z0-9]{1,8}$/, { error: "The shipping region field must be a state or region code of at most 8 letters or digits." });

/** PATCH /carts/{cartId}: change the market (re-prices), the destination (null clears it) or the points to spend. */
export const updateCartInput = z
  .strictObject({
    market: marketParam.optional(),
    shippingCountry: shippingCountry.nullable().optional(),
    shippingRegion: region.nullable().optional(),
    pointsToRedeem: z
      .number({ error: "The points to redeem field must be a whole number of points." })
      .int({ error: "The points to redeem field must be a whole number of points." })
      .min(0, { error: "The points to redeem field must be 0 or more." })
      .max(100_000_000, { error: "The points to redeem field must be at most 100000000." })
      .optional(),
  })
  .refine(
    (x) => x.market !== undefined || x.shippingCountry !== undefined || x.shippingRegion !== undefined || x.pointsToRedeem !== undefined,
    {
      error: "Give a market, a shipping country, a shipping region or points to redeem.",
      path: ["market"],
    },
  );
export type UpdateCartInput = z.infer<typeof updateCartInput>;

export type AddCartLineInput = z.infer<typeof addCartLineInput>;
