import { z } from "zod";

export const cartLineImage = z.object({
  /** Path under the storefront's origin, e.g. /images/products/ethiopia-yirgacheffe.svg */
  path: z.string(),
  alt: z.string(),
});

export const cartLine = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  name: z.string(),
  sku: z.string(),
  slug: z.string(),
  quantity: z.number().int(),
  /** Major currency units, e.g. 12.5 */
  unitPrice: z.number(),
  lineTotal: z.number(),
  displayUnitPrice: z.string(),
  displayLineTotal: z.string(),
  image: cartLineImage.nullable(),
});

/** The customer's active cart (GET /account/cart `data`, and `cart` in the buy-again answer). */
export const cart = z.object({
  id: z.uuid(),
  currencyCode: z.string().length(3),
  lines: z.array(cartLine),
  /** Sum of the line quantities. */
  itemCount: z.number().int(),
  subtotal: z.number(),
  displaySubtotal: z.string(),
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
export const addCartLineInput = z.strictObject({
  productId: z.uuid({ error: "The product id field must be a valid UUID." }),
  quantity: quantity(1),
});
/** PATCH /carts/{cartId}/lines/{lineId}: 0 removes the line. */
export const updateCartLineInput = z.strictObject({ quantity: quantity(0) });
/** POST /account/cart/merge */
export const mergeCartInput = z.strictObject({ cartId: z.uuid({ error: "The cart id field must be a valid UUID." }) });

export const cartEnvelope = z.object({ data: cart });

export type AddCartLineInput = z.infer<typeof addCartLineInput>;
