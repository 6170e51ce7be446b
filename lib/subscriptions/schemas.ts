import { z } from "zod";
import { cardType } from "../payments/schemas";
import { marketParam } from "../pricing/schemas";
import { productImage } from "../search/schemas";

/** `past_due`: the last renewal's charge was declined and will be tried again. */
export const subscriptionStatus = z.enum(["active", "past_due", "paused", "cancelled"]);
/** The renewal of one cycle (lib/billing). */
export const renewalStatus = z.enum(["pending", "charging", "paid", "retrying", "failed", "skipped"]);

export const subscriptionItem = z.object({
  productId: z.string(),
  /** Extension: the product's variant in the box (an item chosen before boxes named variants: its lead variant, or null when its product is gone). */
  variantId: z.string().nullable(),
  /** The product's name, with the variant's when it has several ("House Espresso Blend — Whole bean, 250 g"). */
  name: z.string(),
  quantity: z.number().int(),
});

export const subscriptionCard = z.object({
  id: z.uuid(),
  cardType,
  cardLast4: z.string(),
  cardExpMonth: z.number().int(),
  cardExpYear: z.number().int(),
});

export const subscriptionAddress = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  postalCode: z.string(),
  countryCode: z.string().length(2),
});

/** A subscription's latest renewal: its order (public number; null while none is paid), status, attempt and next retry. */
export const renewalSummary = z.object({
  cycle: z.string().meta({ format: "date", description: "The billing day renewed (YYYY-MM-DD)." }),
  orderId: z.string().nullable(),
  status: renewalStatus,
  attempt: z.number().int(),
  nextRetryAt: z.string().meta({ format: "date-time" }).nullable(),
});

/** A customer's subscription as GET /account/subscriptions (extension) lists it. */
export const subscriptionSummary = z.object({
  id: z.uuid(),
  productId: z.uuid().nullable(),
  name: z.string(),
  status: subscriptionStatus.meta({
    description: "`past_due`: the last renewal's charge was declined and will be tried again (update the card to retry at once).",
  }),
  /** The latest renewal (lib/billing), or null before the first. */
  lastRenewal: renewalSummary.nullable(),
  /** Weeks between deliveries: the name the subscribe and update requests use. */
  frequencyWeeks: z.number().int(),
  frequency: z
    .number()
    .int()
    .meta({ deprecated: true, description: "Weeks between deliveries. Deprecated: read `frequencyWeeks` (kept until the next release)." }),
  /** In the currency's major unit, e.g. 36 for £36.00. */
  price: z.number(),
  /** The currency of the market the box was created in: it is priced and billed in it. */
  currencyCode: z.string().length(3),
  /** Extension: the box's market (null when the store no longer has a market in its currency). */
  marketId: z.uuid().nullable(),
  /** Extension: the price includes VAT (GB, euro area) or tax is added when billed (US). */
  taxIncluded: z.boolean(),
  displayPrice: z.string(),
  items: z.array(subscriptionItem),
  /** A calendar date (YYYY-MM-DD), not a timestamp. */
  nextBillingDate: z
    .string()
    .meta({
      format: "date",
      description: "The next billing and delivery day (YYYY-MM-DD); null once cancelled, and while paused without a resume date.",
    })
    .nullable(),
  cancelledAt: z.string().meta({ format: "date-time" }).nullable(),
  createdAt: z.string().meta({ format: "date-time" }),
  /** While paused: the day it resumes by itself (YYYY-MM-DD), or null (paused until resumed, or not paused). */
  pausedUntil: z.string().meta({ format: "date" }).nullable(),
  /** The saved card that pays each delivery; null when the card was removed. */
  paymentMethod: subscriptionCard.nullable(),
  /** The address of the customer's book each box goes to; null when that address was deleted. */
  address: subscriptionAddress.nullable(),
  /** What the same items cost at the shop's current prices, and the subscriber's saving on each delivery. */
  regularPrice: z.number(),
  saving: z.number(),
  displaySaving: z.string(),
});

export const subscriptionList = z.object({ data: z.array(subscriptionSummary) });

export const subscriptionResponse = z.object({ data: subscriptionSummary });

const boxItemInput = z.strictObject({
  productId: z.uuid(),
  /**
   * Extension: one of the product's variants; required when it has several (else 422 `variant_required`), its only
   * variant when omitted.
   */
  variantId: z.uuid().optional(),
  quantity: z.number().int().min(1).max(99),
});
const boxItemsInput = z.array(boxItemInput).min(1).max(50);
const frequencyWeeksInput = z.number().int().min(1).max(52);

/** POST /account/subscriptions (extension). */
export const subscribeInput = z.strictObject({
  /** The subscription package (a product of type subscription_package). */
  packageId: z.uuid(),
  items: boxItemsInput,
  /** One of the package's frequencies, in weeks. */
  frequencyWeeks: frequencyWeeksInput,
  /** A saved card of the customer. */
  paymentMethodId: z.uuid(),
  /** An address of the customer's book. */
  addressId: z.uuid(),
  /**
   * Extension: the market the box is priced and billed in (a market id or a country code; unknown → 422), which must
   * deliver to the address; default the market delivering to the address, else the primary market.
   */
  market: marketParam.optional(),
});
export type SubscribeInput = z.infer<typeof subscribeInput>;

/** PATCH /account/subscriptions/{subscriptionId} (extension): any of these. */
export const subscriptionPatch = z
  .strictObject({
    items: boxItemsInput.optional(),
    frequencyWeeks: frequencyWeeksInput.optional(),
    paymentMethodId: z.uuid().optional(),
    addressId: z.uuid().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: "Give at least one of items, frequencyWeeks, paymentMethodId, addressId.",
  });
export type SubscriptionPatch = z.infer<typeof subscriptionPatch>;

/** POST /account/subscriptions/{subscriptionId}/pause (extension). */
export const pauseInput = z.strictObject({
  /** The day the box resumes by itself (YYYY-MM-DD, after today); without it the box stays paused until resumed. */
  resumeOn: z.iso.date({ error: "The resume on field must be a date (YYYY-MM-DD)." }).nullable().optional(),
});
export type PauseInput = z.infer<typeof pauseInput>;

/** POST /account/subscriptions/{subscriptionId}/cancel answers an empty JSON object. */
export const subscriptionCancelled = z.strictObject({}).meta({ maxProperties: 0 });

export type SubscriptionSummary = z.infer<typeof subscriptionSummary>;

/** Extension: one variant of a package's item, priced in the configuration's market. */
export const availableItemVariant = z.object({
  id: z.uuid(),
  /** Its option values ("Whole bean, 250 g"; "" for a product without options). */
  title: z.string(),
  /** Major units: the regular price, and the sale price while it is on sale. */
  price: z.number(),
  salePrice: z.number().nullable(),
  /** What a subscriber pays per unit (never above the current price). */
  subscriberPrice: z.number(),
  inStock: z.boolean(),
  /** The package's limit for the item, capped by this variant's stock (0 when it is sold out): a box of it holds no more. */
  maxQuantity: z.number().int(),
});

export const availableItem = z.object({
  id: z.uuid(),
  name: z.string(),
  sku: z.string(),
  image: productImage.nullable(),
  /** Major units: 12.5 for £12.50. */
  price: z.number(),
  salePrice: z.number().nullable(),
  /** The same as `price` here (the spec's regular price): the name the catalogue uses too, where `price` is what is paid now. */
  regularPrice: z.number(),
  subscriberPrice: z.number(),
  description: z.string(),
  status: z.literal("active"),
  minQuantity: z.number().int(),
  /** The package's limit for the item, capped by its stock: 0 when sold out. */
  maxQuantity: z.number().int(),
  /** Capped by the stock like maxQuantity. */
  defaultQuantity: z.number().int(),
  /** Extension: false when the product is sold out (it cannot be chosen until restocked). */
  inStock: z.boolean(),
  /**
   * Extension: the product's variants, the lead first (whose prices and stock the fields above are). A box item of a
   * product with several names one of them (`variantId`).
   */
  variants: z.array(availableItemVariant),
});

export const subscriptionConfiguration = z.object({
  subscriptionType: z.enum(["pick_and_mix", "fixed_box"]),
  pricingType: z.enum(["calculated", "fixed"]),
  fixedPrice: z.number().nullable(),
  /** Extension: the currency of every amount here (the market's: `market` on the request). */
  currencyCode: z.string().length(3),
  /** Extension: the market's prices include VAT (GB, euro area) or tax is added at checkout (US). */
  taxIncluded: z.boolean(),
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
export type AvailableItemVariant = z.infer<typeof availableItemVariant>;
export type SubscriptionConfiguration = z.infer<typeof subscriptionConfiguration>;
export type OperatorPackagePatch = z.infer<typeof operatorPackagePatch>;
