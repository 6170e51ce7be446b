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

/** The payment providers (lib/payments/gateways: their path names; tests/unit/openapi-names.test.ts keeps them equal). */
export const paymentProvider = z.enum(["sandbox"]);
/** What a saved method is: a card, or a wallet (wallets are never listed or chosen as the default). */
export const paymentMethodType = z.enum(["card", "wallet"]);
/** The card's brand (the sandbox engine's test cards); empty for a wallet, which has no card. */
export const cardType = z.enum(["visa", "mastercard", "amex", ""]);

/** Saved payment method (spec 2, "Saved payment method"). */
export const savedPaymentMethod = z.object({
  id: z.uuid(),
  provider: paymentProvider,
  paymentMethod: paymentMethodType,
  providerId: z.string(),
  cardType,
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

/** POST /operator/payments/reconcile */
export const reconcileInput = z.strictObject({
  olderThanSeconds: z
    .number({ error: "The older than seconds field must be a number." })
    .int({ error: "The older than seconds field must be a whole number." })
    .min(0, { error: "The older than seconds field must be at least 0." })
    .max(86_400, { error: "The older than seconds field must not be greater than 86400." })
    .optional(),
});
export const reconcileResult = z.object({
  data: z.object({
    checked: z.number().int(),
    paid: z.number().int(),
    released: z.number().int(),
    refundsCompleted: z.number().int(),
    refundsUndone: z.number().int(),
  }),
});
