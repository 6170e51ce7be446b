import { z } from "zod";

/** `market` on reads that show money: a market id or an ISO 3166 country code (docs/commerce.md). */
export const marketParam = z
  .string({ error: "The market field must be a market id or a two-letter country code." })
  .trim()
  .regex(/^([A-Za-z]{2}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/, {
    error: "The market field must be a market id or a two-letter country code.",
  });

/** The query of a read priced in a market. */
export const marketQuery = z.object({ market: marketParam.optional() });

/** One tax line of a cart or order: the tax of every line at one rate. */
export const taxLine = z.object({
  name: z.string(),
  /** Percent, e.g. 20 or 8.875. */
  rate: z.number(),
  amount: z.number(),
  displayAmount: z.string(),
});

/** The calculator's totals in the API's money style (numbers in major units plus display strings). */
export const orderTotals = z.object({
  currencyCode: z.string().length(3),
  marketId: z.uuid(),
  /** Prices include tax (VAT markets) or tax is added on top (US). */
  taxIncluded: z.boolean(),
  subtotal: z.number(),
  displaySubtotal: z.string(),
  discountTotal: z.number(),
  displayDiscountTotal: z.string(),
  pointsValue: z.number(),
  displayPointsValue: z.string(),
  /** The points spent for `pointsValue`: the cart's pointsToRedeem in whole steps, no more than the share cap fits. */
  pointsRedeemed: z.number().int(),
  shipping: z.number(),
  displayShipping: z.string(),
  taxTotal: z.number(),
  displayTaxTotal: z.string(),
  taxLines: z.array(taxLine),
  total: z.number(),
  displayTotal: z.string(),
  pointsEarned: z.number().int(),
  /** True until the shopper gives a destination: tax and delivery follow the market's default country. */
  estimated: z.boolean(),
});
export type OrderTotalsAnswer = z.infer<typeof orderTotals>;

/** A priced line's money as carts answer it: major units of the cart's currency, with display strings. */
export const lineMoney = z.object({
  /** Major currency units, e.g. 12.5 */
  unitPrice: z.number(),
  /** quantity × unitPrice − discount (+ tax when the market adds it on top). */
  lineTotal: z.number(),
  /** quantity × unitPrice: the line's part of the subtotal, before its discount and tax (the lines add up to it). */
  lineSubtotal: z.number(),
  displayUnitPrice: z.string(),
  displayLineTotal: z.string(),
  displayLineSubtotal: z.string(),
  /** The line's share of discounts. */
  discount: z.number(),
  /** Tax on the line: inside lineTotal in a tax-inclusive market, added in lineTotal otherwise. */
  tax: z.number(),
});
export type LineMoney = z.infer<typeof lineMoney>;
