import { z } from "zod";
import { renewalStatus, subscriptionStatus } from "../subscriptions/schemas";
import { pageCountMeta } from "../pagination/schemas";

/** Why a renewal's charge failed or was skipped: a decline of the gateway (lib/payments/gateways/declines.ts), no card, nothing in stock. */
export const renewalFailureCode = z.enum([
  "insufficient_funds",
  "card_declined",
  "expired_card",
  "lost_card",
  "stolen_card",
  "incorrect_number",
  "refund_declined",
  "no_card",
  "out_of_stock",
]);

export const billingRunInput = z.strictObject({
  now: z.iso.datetime({ offset: true, error: "The now field must be an ISO 8601 date and time, e.g. 2027-01-15T09:00:00Z." }).optional(),
  subscriptionId: z.guid({ error: "The subscription id field must be a subscription's id." }).optional(),
});
export type BillingRunInput = z.infer<typeof billingRunInput>;

export const billingRunResult = z.object({
  data: z.object({
    renewed: z.number().int().describe("First charges of a cycle that were paid."),
    failed: z.number().int().describe("First charges of a cycle that were declined (the subscription is past due, paused or cancelled)."),
    retried: z.number().int().describe("Retries of past-due renewals charged in this pass, whatever their outcome."),
    skipped: z.number().int().describe("Cycles with nothing in stock: skipped, not charged."),
  }),
});

export const renewalAttempt = z.object({
  attempt: z.number().int(),
  at: z.string().meta({ format: "date-time" }),
  outcome: z.enum(["paid", "declined", "skipped"]),
  orderId: z.string().nullable().describe("The attempt's order (a declined attempt's order is released: its number is kept here)."),
  code: renewalFailureCode
    .nullable()
    .describe(
      "Why it failed: insufficient_funds or card_declined (soft: retried on the schedule), expired_card, lost_card, stolen_card, incorrect_number or no_card (hard: never retried), out_of_stock.",
    ),
  message: z.string().nullable(),
});

export const renewal = z.object({
  cycle: z.string().meta({ format: "date" }),
  status: renewalStatus,
  orderId: z.string().nullable().describe("The paid renewal order's public number."),
  attempt: z.number().int(),
  amount: z.number().nullable(),
  displayAmount: z.string().nullable(),
  currencyCode: z.string().nullable(),
  leftOut: z.array(z.string()).describe("Items left out of this cycle because they were out of stock."),
  nextRetryAt: z.string().meta({ format: "date-time" }).nullable(),
  failureCode: renewalFailureCode.nullable(),
  attempts: z.array(renewalAttempt),
});
export const renewalList = z.object({ data: z.array(renewal) });

export const operatorSubscriptionQuery = z.strictObject({
  status: z
    .enum(["active", "past_due", "paused", "cancelled"], { error: "The status must be active, past_due, paused or cancelled." })
    .optional(),
  /** One customer's subscriptions, by their e-mail (any case). */
  email: z.string().trim().max(255, { error: "The email field must not be longer than 255 characters." }).optional(),
  page: z.coerce.number({ error: "The page must be a number." }).int().min(1).default(1),
  perPage: z.coerce.number({ error: "The per page must be a number." }).int().min(1).max(100).default(20),
});
export const operatorSubscription = z.object({
  id: z.uuid(),
  name: z.string(),
  status: subscriptionStatus,
  customerEmail: z.string(),
  nextBillingDate: z.string().nullable(),
  lastRenewal: renewal.nullable(),
});
export type OperatorSubscription = z.infer<typeof operatorSubscription>;
/** What the operator's actions on a subscription answer: it as the list shows it now. */
export const operatorSubscriptionResponse = z.object({ data: operatorSubscription });
export const operatorSubscriptionParams = z.object({ subscriptionId: z.string() });
export const operatorSubscriptionList = z.object({
  data: z.array(operatorSubscription),
  meta: pageCountMeta,
});

const retryDaysError = "The retry days field must be up to 8 whole numbers of days from 1 to 60, each later than the one before.";

/** The store's billing settings (GET and PATCH /operator/billing/settings). */
export const billingSettings = z.object({
  /** Days after a renewal's first failed charge on which it is tried again (default 1, 3, 5, 7); [] for no retries. */
  retryDays: z.array(z.number().int()),
  /** What happens to a subscription whose last try failed, or whose card was hard-declined. */
  finalAction: z.enum(["pause", "cancel"]),
  /** Days before each charge the reminder mail goes out (0: no reminders). */
  reminderDays: z.number().int(),
});
export type BillingSettings = z.infer<typeof billingSettings>;
export const billingSettingsEnvelope = z.object({ data: billingSettings });

export const billingSettingsPatch = z
  .strictObject({
    retryDays: z
      .array(
        z
          .number({ error: retryDaysError })
          .int({ error: retryDaysError })
          .min(1, { error: retryDaysError })
          .max(60, { error: retryDaysError }),
        {
          error: retryDaysError,
        },
      )
      .max(8, { error: retryDaysError })
      .refine((days) => days.every((d, i) => i === 0 || d > days[i - 1]!), { error: retryDaysError })
      .optional(),
    finalAction: z.enum(["pause", "cancel"]).optional(),
    reminderDays: z
      .number({ error: "The reminder days field must be a whole number from 0 to 30." })
      .int({ error: "The reminder days field must be a whole number from 0 to 30." })
      .min(0, { error: "The reminder days field must be a whole number from 0 to 30." })
      .max(30, { error: "The reminder days field must be a whole number from 0 to 30." })
      .optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, { error: "Send at least one of retryDays, finalAction and reminderDays." });
export type BillingSettingsPatch = z.infer<typeof billingSettingsPatch>;
