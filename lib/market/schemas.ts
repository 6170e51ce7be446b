import { z } from "zod";

export const market = z.object({
  id: z.uuid(),
  name: z.string(),
  currencyCode: z.string(),
  currencySymbol: z.string(),
  isPrimary: z.boolean(),
});

/** GET /market?country=XX: resolve a given country instead of the caller's. */
export const marketLookupQuery = z.object({
  country: z
    .string({ error: "The country field must be a two-letter country code." })
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: "The country field must be a two-letter country code." })
    .transform((x) => x.toUpperCase())
    .optional(),
});

/** GET /market (spec 4.12): detectedCountry is "XX" when the address has no country. */
export const marketResponse = z.object({
  market: market.nullable(),
  detectedCountry: z.string().regex(/^[A-Z]{2}$/),
});

export type Market = z.infer<typeof market>;
export type MarketResponse = z.infer<typeof marketResponse>;
