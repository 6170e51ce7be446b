import { z } from "zod";

export const subscriptionItem = z.object({
  productId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
});

/** A customer's subscription as GET /account/subscriptions (extension) lists it. */
export const subscriptionSummary = z.object({
  id: z.uuid(),
  productId: z.uuid().nullable(),
  name: z.string(),
  /** active | paused | cancelled */
  status: z.string(),
  /** Weeks between deliveries. */
  frequency: z.number().int(),
  /** In the currency's major unit, e.g. 36 for £36.00. */
  price: z.number(),
  currencyCode: z.string().length(3),
  displayPrice: z.string(),
  items: z.array(subscriptionItem),
  /** YYYY-MM-DD; null once cancelled. */
  /** A calendar date (YYYY-MM-DD), not a timestamp. */
  nextBillingDate: z.string().meta({ format: "date", description: "The next billing day (YYYY-MM-DD), null once cancelled." }).nullable(),
  cancelledAt: z.string().meta({ format: "date-time" }).nullable(),
  createdAt: z.string().meta({ format: "date-time" }),
});

export const subscriptionList = z.object({ data: z.array(subscriptionSummary) });

/** POST /account/subscriptions/{subscriptionId}/cancel answers an empty JSON object. */
export const subscriptionCancelled = z.object({}).strict();

export type SubscriptionSummary = z.infer<typeof subscriptionSummary>;

/** Product images as the API shows them (search results, package items). */
export const productImage = z.object({
  id: z.uuid(),
  src: z.string(),
  alt: z.string(),
  path: z.string(),
  mimeType: z.string(),
  filename: z.string(),
});

export const availableItem = z.object({
  id: z.uuid(),
  name: z.string(),
  sku: z.string(),
  image: productImage.nullable(),
  /** Major units: 12.5 for £12.50. */
  price: z.number(),
  salePrice: z.number().nullable(),
  subscriberPrice: z.number(),
  description: z.string(),
  status: z.literal("active"),
  minQuantity: z.number().int(),
  maxQuantity: z.number().int(),
  defaultQuantity: z.number().int(),
});

export const subscriptionConfiguration = z.object({
  /** pick_and_mix | fixed_box */
  subscriptionType: z.string(),
  /** calculated | fixed */
  pricingType: z.string(),
  fixedPrice: z.number().nullable(),
  /** Weeks between deliveries. */
  frequencies: z.array(z.number().int()),
  defaultFrequency: z.number().int(),
  availableItems: z.array(availableItem),
  minItems: z.number().int(),
});

/** GET /subscription-packages/{productId}/configuration (spec 4.9). */
export const subscriptionConfigurationResponse = z.object({ data: subscriptionConfiguration });

/** PATCH /operator/subscription-packages/{productId} (extension): any of these fields. */
export const operatorPackagePatch = z
  .object({
    frequencies: z
      .array(z.number().int().min(1).max(52))
      .min(1)
      .max(12)
      .refine((a) => new Set(a).size === a.length, { message: "The frequencies field must not repeat a value." })
      .optional(),
    defaultFrequency: z.number().int().min(1).max(52).optional(),
    minItems: z.number().int().min(0).max(100).optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: "Give at least one of frequencies, defaultFrequency, minItems.",
  });

export type AvailableItem = z.infer<typeof availableItem>;
export type SubscriptionConfiguration = z.infer<typeof subscriptionConfiguration>;
export type OperatorPackagePatch = z.infer<typeof operatorPackagePatch>;
