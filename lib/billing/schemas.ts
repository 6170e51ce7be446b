import { z } from "zod";

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
