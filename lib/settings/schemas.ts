import { z } from "zod";
import { isCountryCode } from "../account/schemas";
import { isCurrencyCode } from "./currencies";

// ---- Shared field rules ----

const text = (field: string, max: number) =>
  z
    .string({ error: `The ${field} field must be a string.` })
    .trim()
    .min(1, { error: `The ${field} field is required.` })
    .max(max, { error: `The ${field} field must not be longer than ${max} characters.` });

/** Empty text is stored as null. */
const optionalText = (field: string, max: number) =>
  z
    .string({ error: `The ${field} field must be a string or null.` })
    .trim()
    .max(max, { error: `The ${field} field must not be longer than ${max} characters.` })
    .nullable()
    .transform((v) => (v ? v : null));

const countryCode = (field: string) =>
  z
    .string({ error: `The ${field} field must be a two-letter country code.` })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine(isCountryCode, { error: `The ${field} field must be an ISO 3166-1 alpha-2 country code (DE, US…).` });

const currencyCode = z
  .string({ error: "The currencyCode field must be a currency code." })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine(isCurrencyCode, { error: "The currencyCode field must be an ISO 4217 currency code in use (EUR, USD…)." });

const timeZones = new Set(Intl.supportedValuesOf("timeZone"));
const timeZone = z
  .string({ error: "The timezone field must be an IANA time zone." })
  .refine((v) => timeZones.has(v) || v === "UTC", { error: "The timezone field must be an IANA time zone (Europe/Berlin…)." });

export const weightUnits = ["kg", "g", "lb", "oz"] as const;
export const roundings = ["none", "whole", "ninety_nine"] as const;
export const taxClasses = ["standard", "reduced", "zero"] as const;

const idParams = z.object({ id: z.string().max(100) });

// ---- The store (GET/PATCH /operator/store) ----

export const storeAddress = z.strictObject({
  line1: text("address.line1", 200),
  line2: optionalText("address.line2", 200).optional(),
  city: text("address.city", 100),
  region: optionalText("address.region", 100).optional(),
  postalCode: text("address.postalCode", 20),
  countryCode: countryCode("address.countryCode"),
});

/** A media id (an image of the store's media library: checked when saved), or null for none. */
const mediaId = (field: string) =>
  z
    .string({ error: `The ${field} field must be a media id or null.` })
    .trim()
    .min(1, { error: `The ${field} field must be a media id or null.` })
    .max(100, { error: `The ${field} field must not be longer than 100 characters.` })
    .nullable();

export const storeSettingsPatch = z.strictObject({
  name: text("name", 200).optional(),
  contactEmail: z.email({ error: "The contactEmail field must be a valid email address." }).max(254).nullable().optional(),
  phone: optionalText("phone", 40)
    .refine((v) => v === null || /^\+?[0-9][0-9 ().-]{2,39}$/.test(v), { error: "The phone field must be a valid phone number." })
    .optional(),
  address: storeAddress.nullable().optional(),
  tagline: optionalText("tagline", 160).optional(),
  announcement: optionalText("announcement", 120).optional(),
  logo: mediaId("logo").optional(),
  socialImage: mediaId("socialImage").optional(),
  timezone: timeZone.optional(),
  weightUnit: z.enum(weightUnits, { error: "The weightUnit field must be kg, g, lb or oz." }).optional(),
  guestCheckout: z.boolean({ error: "The guestCheckout field must be true or false." }).optional(),
});

export const storeSettings = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  contactEmail: z.string().nullable(),
  phone: z.string().nullable(),
  address: z
    .object({
      line1: z.string(),
      line2: z.string().nullable(),
      city: z.string(),
      region: z.string().nullable(),
      postalCode: z.string(),
      countryCode: z.string(),
    })
    .nullable(),
  /** One line on what the store sells (the storefront's home heading and default title); null for none. */
  tagline: z.string().nullable(),
  /** The storefront's announcement bar (news, a sale; the free-delivery threshold of the shopper's market follows it); null for none. */
  announcement: z.string().nullable(),
  logo: z.string().nullable(),
  socialImage: z.string().nullable(),
  /** The logo's and social image's served URLs (WebP; see the media library), null without one. */
  logoUrl: z.url().nullable(),
  socialImageUrl: z.url().nullable(),
  timezone: z.string(),
  weightUnit: z.enum(weightUnits),
  guestCheckout: z.boolean(),
  /** The primary market's currency: catalogue prices are stored in it. */
  currencyCode: z.string().nullable(),
});
export const storeSettingsEnvelope = z.object({ data: storeSettings });

// ---- Markets ----

const marketFields = {
  name: text("name", 100),
  currencyCode,
  countries: z
    .array(countryCode("countries"), { error: "The countries field must be a list of country codes." })
    .max(250, { error: "The countries field must not have more than 250 items." })
    .refine((list) => new Set(list).size === list.length, { error: "The countries field names a country twice." }),
  primary: z.boolean({ error: "The primary field must be true or false." }),
  taxIncluded: z.boolean({ error: "The taxIncluded field must be true or false." }),
  exchangeRate: z
    .number({ error: "The exchangeRate field must be a number." })
    .gt(0, { error: "The exchangeRate field must be greater than 0." })
    .max(1_000_000, { error: "The exchangeRate field must not be greater than 1000000." }),
  rounding: z.enum(roundings, { error: "The rounding field must be none, whole or ninety_nine." }),
};

export const createMarketInput = z.strictObject({
  name: marketFields.name,
  currencyCode: marketFields.currencyCode,
  countries: marketFields.countries,
  primary: marketFields.primary.optional(),
  taxIncluded: marketFields.taxIncluded.optional(),
  exchangeRate: marketFields.exchangeRate.optional(),
  rounding: marketFields.rounding.optional(),
});
export const updateMarketInput = z.strictObject({
  name: marketFields.name.optional(),
  currencyCode: marketFields.currencyCode.optional(),
  countries: marketFields.countries.optional(),
  primary: marketFields.primary.optional(),
  taxIncluded: marketFields.taxIncluded.optional(),
  exchangeRate: marketFields.exchangeRate.optional(),
  rounding: marketFields.rounding.optional(),
});

export const operatorMarket = z.object({
  id: z.uuid(),
  name: z.string(),
  currencyCode: z.string().length(3),
  currencySymbol: z.string(),
  /** Decimal places of the currency's minor unit (2 for EUR, 0 for JPY). */
  minorUnits: z.number().int(),
  countries: z.array(z.string().length(2)),
  primary: z.boolean(),
  taxIncluded: z.boolean(),
  exchangeRate: z.number(),
  rounding: z.enum(roundings),
  defaultCountry: z.string().nullable(),
  locale: z.string(),
  createdAt: z.string().meta({ format: "date-time" }),
});
export const operatorMarketEnvelope = z.object({ data: operatorMarket });
export const operatorMarketList = z.object({ data: z.array(operatorMarket) });
export const marketIdParams = idParams;

// ---- Tax rates ----

const rate = z
  .number({ error: "The rate field must be a number (percent)." })
  .min(0, { error: "The rate field must be between 0 and 100 (percent)." })
  .lt(100, { error: "The rate field must be between 0 and 100 (percent)." })
  .refine((v) => Math.abs(v * 10_000 - Math.round(v * 10_000)) < 1e-6, {
    error: "The rate field must have at most four decimal places.",
  });
const region = z
  .string({ error: "The region field must be a region code or null." })
  .trim()
  .regex(/^[A-Za-z0-9]{1,8}$/, { error: "The region field must be a subdivision code of 1–8 letters or digits (NY, QC)." })
  .transform((v) => v.toUpperCase())
  .nullable();

export const createTaxRateInput = z.strictObject({
  countryCode: countryCode("countryCode"),
  region: region.optional(),
  taxClass: z.enum(taxClasses, { error: "The taxClass field must be standard, reduced or zero." }),
  rate,
  name: text("name", 60),
});
export const updateTaxRateInput = z.strictObject({
  countryCode: countryCode("countryCode").optional(),
  region: region.optional(),
  taxClass: z.enum(taxClasses, { error: "The taxClass field must be standard, reduced or zero." }).optional(),
  rate: rate.optional(),
  name: text("name", 60).optional(),
});

export const operatorTaxRate = z.object({
  id: z.uuid(),
  countryCode: z.string().length(2),
  /** A subdivision (US state, Canadian province) or null for the whole country. */
  region: z.string().nullable(),
  taxClass: z.enum(taxClasses),
  rate: z.number(),
  name: z.string(),
  createdAt: z.string().meta({ format: "date-time" }),
});
export const operatorTaxRateEnvelope = z.object({ data: operatorTaxRate });
export const operatorTaxRateList = z.object({ data: z.array(operatorTaxRate) });
export const taxRateIdParams = idParams;

// ---- Shipping rates ----

const amount = (field: string) =>
  z
    .number({ error: `The ${field} field must be a number (major units of the market's currency).` })
    .min(0, { error: `The ${field} field must not be negative.` })
    .max(1_000_000, { error: `The ${field} field must not be greater than 1000000.` });
const deliveryDays = z
  .number({ error: "The deliveryDays field must be a whole number of days or null." })
  .int({ error: "The deliveryDays field must be a whole number of days or null." })
  .min(0, { error: "The deliveryDays field must be at least 0." })
  .max(365, { error: "The deliveryDays field must not be greater than 365." })
  .nullable();

export const createShippingRateInput = z.strictObject({
  name: text("name", 100),
  marketId: z.string({ error: "The marketId field must be a market id." }).max(100),
  price: amount("price"),
  freeOver: amount("freeOver").nullable().optional(),
  deliveryDays: deliveryDays.optional(),
});
export const updateShippingRateInput = z.strictObject({
  name: text("name", 100).optional(),
  marketId: z.string({ error: "The marketId field must be a market id." }).max(100).optional(),
  price: amount("price").optional(),
  freeOver: amount("freeOver").nullable().optional(),
  deliveryDays: deliveryDays.optional(),
});

export const operatorShippingRate = z.object({
  id: z.uuid(),
  name: z.string(),
  marketId: z.uuid(),
  currencyCode: z.string().length(3),
  /** Major units of the market's currency. */
  price: z.number(),
  displayPrice: z.string(),
  freeOver: z.number().nullable(),
  displayFreeOver: z.string().nullable(),
  deliveryDays: z.number().int().nullable(),
  createdAt: z.string().meta({ format: "date-time" }),
  updatedAt: z.string().meta({ format: "date-time" }),
});
export const operatorShippingRateEnvelope = z.object({ data: operatorShippingRate });
export const operatorShippingRateList = z.object({ data: z.array(operatorShippingRate) });
export const shippingRateIdParams = idParams;

export const settingDeleted = z.object({ message: z.string() });

export type StoreSettingsPatch = z.infer<typeof storeSettingsPatch>;
export type StoreSettings = z.infer<typeof storeSettings>;
export type CreateMarketInput = z.infer<typeof createMarketInput>;
export type UpdateMarketInput = z.infer<typeof updateMarketInput>;
export type OperatorMarket = z.infer<typeof operatorMarket>;
export type CreateTaxRateInput = z.infer<typeof createTaxRateInput>;
export type UpdateTaxRateInput = z.infer<typeof updateTaxRateInput>;
export type OperatorTaxRate = z.infer<typeof operatorTaxRate>;
export type CreateShippingRateInput = z.infer<typeof createShippingRateInput>;
export type UpdateShippingRateInput = z.infer<typeof updateShippingRateInput>;
export type OperatorShippingRate = z.infer<typeof operatorShippingRate>;
