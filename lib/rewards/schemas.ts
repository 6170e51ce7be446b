import { z } from "zod";
import { pageMeta, pageQuery } from "../pagination/schemas";

export const pointsHistoryQuery = pageQuery;

/**
 * Why points moved: earned on an `order`, a `signup` bonus, an operator's `adjustment`, a `redemption` at checkout,
 * an `expiry`, the `reversal` of an order's points when it is cancelled, a `refund` of redeemed points.
 */
export const pointsTransactionType = z.enum(["order", "signup", "adjustment", "redemption", "expiry", "reversal", "refund"]);
export const pointsMetadata = z.object({ orderNumber: z.string().optional(), discountCode: z.string().optional() });

/** Points transaction, field for field as spec part 2 lists it. */
export const pointsTransaction = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  /** Internal order id, or null. */
  orderId: z.uuid().nullable(),
  points: z.number().int(),
  balanceAfter: z.number().int(),
  type: pointsTransactionType,
  description: z.string(),
  /** What the transaction refers to: the order's public number, or the discount code points were redeemed for. */
  metadata: pointsMetadata.nullable(),
  /** The order the transaction belongs to ({id, orderId: public order number}); null when it has none. */
  order: z.object({ id: z.uuid(), orderId: z.string() }).nullable(),
  /** Microsecond precision: 2026-01-15T10:30:00.123456Z */
  createdAt: z.string().meta({ format: "date-time" }),
  /**
   * Extension: the order's public number (SF-1001), as `orderId` means in every order answer; the spec fixes this
   * record's own `orderId` as the internal UUID.
   */
  orderNumber: z.string().nullable(),
});

export const pointsHistory = z.object({
  enabled: z.literal(true),
  data: z.array(pointsTransaction),
  meta: pageMeta,
});

/** When the tenant's rewards programme is off, the body is exactly this. */
export const pointsHistoryDisabled = z.object({ enabled: z.literal(false) }).strict();

/** GET /account/rewards/points-history: the history, or `{enabled: false}` when the store's programme is off. */
export const pointsHistoryResponse = z.union([pointsHistory, pointsHistoryDisabled]);

export type PointsTransaction = z.infer<typeof pointsTransaction>;
export type PointsHistory = z.infer<typeof pointsHistory>;

/** GET /account/rewards: the customer's balance and the store's terms for spending points. */
export const rewardsSummary = z.object({
  /** The store's rewards programme is on; when off, points are neither earned nor spent. */
  enabled: z.boolean(),
  /** The customer's points now. */
  balance: z.number().int(),
  /** What the balance is worth when spent, in major units of `currencyCode`. */
  balanceValue: z.number(),
  /** `balanceValue` formatted for display in the store's locale (e.g. "£1.50"). */
  displayBalanceValue: z.string(),
  /** What one point is worth when spent, in major units of `currencyCode` (0.01: 100 points = 1.00). */
  pointValue: z.number(),
  /** The store's primary currency (a cart in another market converts at its exchange rate). */
  currencyCode: z.string().length(3),
  /** Points are spent in multiples of this (PATCH /carts/{cartId} {pointsToRedeem}). */
  redeemStep: z.number().int(),
  /** The largest share of the discounted product subtotal points may pay (0.5: half). */
  maxShareOfSubtotal: z.number(),
});
export const rewardsSummaryEnvelope = z.object({ data: rewardsSummary });
export type RewardsSummary = z.infer<typeof rewardsSummary>;

/** GET and PATCH /operator/settings/rewards: the store's loyalty programme switch (1 point per unit of currency paid). */
export const rewardsSettings = z.object({ enabled: z.boolean() });
export const rewardsSettingsEnvelope = z.object({ data: rewardsSettings });
export const rewardsSettingsPatch = z.strictObject({
  enabled: z.boolean({ error: "The enabled field must be true or false." }),
});
