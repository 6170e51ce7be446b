import { z } from "zod";
import { address, marketingPreference } from "../account/schemas";
import { orderStatus } from "../orders/schemas";
import { pageMeta, pageQuery } from "../pagination/schemas";

/** An amount in one currency (a customer may have bought in several markets). */
export const currencyAmount = z.object({ currencyCode: z.string().length(3), amount: z.number(), displayAmount: z.string() });

/** GET /operator/customers: `q` matches the name or the e-mail (part of either), case-insensitive. */
export const operatorCustomerListQuery = pageQuery.extend({
  q: z
    .string()
    .trim()
    .max(200, { error: "The q field must not be longer than 200 characters." })
    .optional()
    .transform((v) => (v === "" ? undefined : v)),
});

export const operatorCustomerSummary = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** false for a customer known only from a message or a form (no password). */
  registered: z.boolean(),
  /** Orders placed and paid (cancelled ones included, unpaid ones not). */
  ordersCount: z.number().int(),
  /** What their orders came to, less refunds, per currency. */
  totalSpent: z.array(currencyAmount),
  createdAt: z.string().meta({ format: "date-time" }),
});
export type OperatorCustomerSummary = z.infer<typeof operatorCustomerSummary>;
export const operatorCustomerList = z.object({ data: z.array(operatorCustomerSummary), meta: pageMeta });

export const customerIdParams = z.object({ id: z.string() });

export const customerOrder = z.object({
  orderId: z.string(),
  status: orderStatus,
  total: z.number(),
  displayTotal: z.string(),
  currencyCode: z.string().length(3),
  createdAt: z.string().meta({ format: "date-time" }),
});

export const customerSubscription = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.enum(["active", "past_due", "paused", "cancelled"]),
  frequencyWeeks: z.number().int(),
  price: z.number(),
  displayPrice: z.string(),
  nextBillingDate: z.string().nullable(),
});

/** Something the customer agreed to on one of the store's forms (a consent field): its text, version and when. */
export const customerConsent = z.object({
  form: z.string(),
  text: z.string(),
  version: z.string().nullable(),
  accepted: z.boolean(),
  at: z.string().nullable(),
});

export const operatorCustomerDetail = operatorCustomerSummary.extend({
  phone: z.string().nullable(),
  /** Their latest 50 orders, newest first. */
  orders: z.array(customerOrder),
  subscriptions: z.array(customerSubscription),
  /** The points balance (0 before any, and when the store's rewards are off). */
  pointsBalance: z.number().int(),
  rewardsEnabled: z.boolean(),
  addresses: z.array(address),
  /**
   * Marketing consent as the store holds it: the customer's own opt-in from their account (`account`, PUT
   * /account/marketing) and the consents given on the store's forms, newest first; `given` when either says yes.
   */
  marketingConsent: z.object({ given: z.boolean(), account: marketingPreference, consents: z.array(customerConsent) }),
});
export type OperatorCustomerDetail = z.infer<typeof operatorCustomerDetail>;
export const operatorCustomerDetailResponse = z.object({ data: operatorCustomerDetail });
