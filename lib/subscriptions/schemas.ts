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
  nextBillingDate: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
});

export const subscriptionList = z.object({ data: z.array(subscriptionSummary) });

/** POST /account/subscriptions/{subscriptionId}/cancel answers an empty JSON object. */
export const subscriptionCancelled = z.object({}).strict();

export type SubscriptionSummary = z.infer<typeof subscriptionSummary>;
