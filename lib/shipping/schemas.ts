import { z } from "zod";

/** A market's delivery terms (GET /shipping-rates). Amounts in major units of that market's currency. */
export const shippingRate = z.object({
  marketId: z.uuid(),
  market: z.string(),
  isPrimary: z.boolean(),
  countries: z.array(z.string().length(2)),
  flatRate: z.number(),
  displayFlatRate: z.string(),
  /** Orders whose product subtotal reaches this ship free; null: never free. */
  freeOver: z.number().nullable(),
  displayFreeOver: z.string().nullable(),
  currencyCode: z.string().length(3),
  /** The market's prices include tax (VAT) or tax is added at checkout. */
  taxIncluded: z.boolean(),
});
export const shippingRateList = z.object({ data: z.array(shippingRate) });
export type ShippingRate = z.infer<typeof shippingRate>;
