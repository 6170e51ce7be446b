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
