import { z } from "zod";

/** Per-currency amounts in major units: `{"GBP": 10, "EUR": 10}`. */
const currencyAmounts = (field: string) =>
  z
    .record(
      z.string().regex(/^[A-Z]{3}$/, { error: `The ${field} field's keys must be ISO currency codes such as GBP.` }),
      z
        .number({ error: `The ${field} field's amounts must be numbers.` })
        .min(0, { error: `The ${field} field's amounts must not be negative.` })
        .max(1_000_000, { error: `The ${field} field's amounts must not be greater than 1000000.` }),
      { error: `The ${field} field must map currency codes to amounts, e.g. {"GBP": 10}.` },
    )
    .refine((x) => Object.keys(x).length > 0, { error: `The ${field} field needs at least one currency.` });

const dateTime = (field: string) => z.iso.datetime({ offset: true, error: `The ${field} field must be an ISO 8601 date-time.` });
const limit = (field: string) =>
  z
    .number({ error: `The ${field} field must be a whole number.` })
    .int({ error: `The ${field} field must be a whole number.` })
    .min(1, { error: `The ${field} field must be at least 1.` })
    .max(10_000_000, { error: `The ${field} field must not be greater than 10000000.` });

export const discountKinds = ["percentage", "fixed", "free_shipping"] as const;

const discountFields = {
  /** The code shoppers type (letters, digits, - and _; matched case-insensitively); null: an automatic discount. */
  code: z
    .string({ error: "The code field must be a string." })
    .regex(/^[A-Za-z0-9_-]{2,64}$/, { error: "The code field must be 2–64 letters, digits, - or _." })
    .nullable(),
  description: z
    .string({ error: "The description field must be a string." })
    .max(200, { error: "The description field must not be longer than 200 characters." }),
  kind: z.enum(discountKinds, { error: "The kind field must be percentage, fixed or free_shipping." }),
  /** percentage: the percent (1–100); fixed: the amount per currency (major units); free_shipping: absent. */
  value: z.union([z.number({ error: "The value field must be a number or per-currency amounts." }), currencyAmounts("value")]).nullable(),
  appliesTo: z
    .strictObject({
      productIds: z
        .array(z.uuid({ error: "The appliesTo.productIds field must hold product ids." }))
        .max(500)
        .optional(),
      collectionSlugs: z.array(z.string().max(120)).max(100).optional(),
    })
    .nullable(),
  minSubtotal: currencyAmounts("minSubtotal").nullable(),
  startsAt: dateTime("startsAt").nullable(),
  endsAt: dateTime("endsAt").nullable(),
  usageLimit: limit("usageLimit").nullable(),
  perCustomerLimit: limit("perCustomerLimit").nullable(),
  firstOrderOnly: z.boolean({ error: "The firstOrderOnly field must be true or false." }),
  combinable: z.boolean({ error: "The combinable field must be true or false." }),
  active: z.boolean({ error: "The active field must be true or false." }),
};

/** POST /operator/discounts: `kind` and (except free shipping) `value` required; the rest optional. */
export const createDiscountInput = z.strictObject({
  ...discountFields,
  code: discountFields.code.optional(),
  description: discountFields.description.optional(),
  value: discountFields.value.optional(),
  appliesTo: discountFields.appliesTo.optional(),
  minSubtotal: discountFields.minSubtotal.optional(),
  startsAt: discountFields.startsAt.optional(),
  endsAt: discountFields.endsAt.optional(),
  usageLimit: discountFields.usageLimit.optional(),
  perCustomerLimit: discountFields.perCustomerLimit.optional(),
  firstOrderOnly: discountFields.firstOrderOnly.optional(),
  combinable: discountFields.combinable.optional(),
  active: discountFields.active.optional(),
});
export type CreateDiscountInput = z.infer<typeof createDiscountInput>;

/** PATCH /operator/discounts/{id}: any of the fields; null clears an optional one. */
export const updateDiscountInput = z.strictObject({
  code: discountFields.code.optional(),
  description: discountFields.description.optional(),
  kind: discountFields.kind.optional(),
  value: discountFields.value.optional(),
  appliesTo: discountFields.appliesTo.optional(),
  minSubtotal: discountFields.minSubtotal.optional(),
  startsAt: discountFields.startsAt.optional(),
  endsAt: discountFields.endsAt.optional(),
  usageLimit: discountFields.usageLimit.optional(),
  perCustomerLimit: discountFields.perCustomerLimit.optional(),
  firstOrderOnly: discountFields.firstOrderOnly.optional(),
  combinable: discountFields.combinable.optional(),
  active: discountFields.active.optional(),
});
export type UpdateDiscountInput = z.infer<typeof updateDiscountInput>;

export const discount = z.object({
  id: z.uuid(),
  code: z.string().nullable(),
  description: z.string(),
  kind: z.enum(discountKinds),
  value: z.union([z.number(), z.record(z.string(), z.number())]).nullable(),
  appliesTo: z.object({ productIds: z.array(z.string()).optional(), collectionSlugs: z.array(z.string()).optional() }).nullable(),
  minSubtotal: z.record(z.string(), z.number()).nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  combinable: z.boolean(),
  active: z.boolean(),
  /** Orders that used it (cancelled orders free their use). */
  timesUsed: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Discount = z.infer<typeof discount>;
export const discountEnvelope = z.object({ data: discount });
export const discountList = z.object({ data: z.array(discount) });
export const discountIdParams = z.object({ id: z.string() });

/** POST /carts/{cartId}/discount-codes. Any string up to 200 characters is looked up; longer → 422 like an unknown code. */
export const addDiscountCodeInput = z.strictObject({
  code: z.string({ error: "The code field is required." }).trim().min(1, { error: "The code field is required." }).max(1000, {
    error: "That is not a discount code of this store.",
  }),
});
export const discountCodeParams = z.object({ cartId: z.string(), code: z.string() });

/** A code on the cart as the cart answer shows it. */
export const cartDiscountCode = z.object({
  code: z.string(),
  description: z.string(),
  /** What it takes off (major units; delivery it waives included); 0 when it does not apply now. */
  amount: z.number(),
  displayAmount: z.string(),
  applied: z.boolean(),
  /** Why it does not apply now (another discount saves more, the minimum is no longer met…); null when applied. */
  reason: z.string().nullable(),
});
