import { z } from "zod";

/** POST /account/payments/{gateway}/setup request body. A malformed id is answered like an unknown one (404). */
export const paymentSetupInput = z.object({
  subscriptionId: z
    .string()
    .max(100)
    .nullish()
    .transform((v) => v || null),
});

/** POST /account/payments/{gateway}/setup success body. */
export const paymentSetup = z.object({
  identifier: z.uuid(),
  engineUrl: z.url(),
});

/** POST /account/payments/{gateway}/setups/{identifier}/complete request body (extension): only the engine's token, never card data. */
export const completePaymentSetupInput = z.strictObject({
  token: z.string().min(1).max(2000),
});

/** Saved payment method (spec 2, "Saved payment method"). */
export const savedPaymentMethod = z.object({
  id: z.uuid(),
  provider: z.string(),
  paymentMethod: z.string(),
  providerId: z.string(),
  cardType: z.string(),
  cardLast4: z.string(),
  cardExpMonth: z.number().int(),
  cardExpYear: z.number().int(),
  default: z.boolean(),
});

/** GET /account/payments/methods: a bare array. */
export const savedPaymentMethodList = z.array(savedPaymentMethod);

/** The completion call's answer: the saved method and the subscription it pays for, if any. */
export const completedPaymentSetup = savedPaymentMethod.extend({
  subscriptionId: z.uuid().nullable(),
});

export type PaymentSetupInput = z.infer<typeof paymentSetupInput>;
export type PaymentSetup = z.infer<typeof paymentSetup>;
export type CompletePaymentSetupInput = z.infer<typeof completePaymentSetupInput>;
export type SavedPaymentMethod = z.infer<typeof savedPaymentMethod>;
export type CompletedPaymentSetup = z.infer<typeof completedPaymentSetup>;

/** POST /account/payments/methods/{paymentMethodId}/default (extension): the card now the default. */
export const defaultPaymentMethod = z.object({ data: savedPaymentMethod });

/** DELETE /account/payments/methods/{paymentMethodId} (extension). */
export const paymentMethodDeleted = z.object({ message: z.string() });
