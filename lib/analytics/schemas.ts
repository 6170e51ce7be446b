import { z } from "zod";
import { orderKind } from "../orders/schemas";

export const analyticsEventTypes = ["page_view", "product_view", "add_to_cart", "checkout_started", "search"] as const;
export type AnalyticsEventType = (typeof analyticsEventTypes)[number];

/** At most this many events in one POST /analytics/events (the beacon sends a page's worth at a time). */
export const maxEventsPerBatch = 50;

export const analyticsEventInput = z.object({
  type: z.enum(analyticsEventTypes, {
    error: `The type must be one of ${analyticsEventTypes.join(", ")}.`,
  }),
  path: z
    .string({ error: "The path field must be a string." })
    .min(1)
    .max(2000)
    .refine((p) => p.startsWith("/"), { error: "The path must start with /." }),
  productId: z.uuid({ error: "The productId must be a UUID." }).optional(),
  orderId: z.string().max(100).optional(),
  query: z.string().max(200).optional(),
  referrer: z.string().max(2000).optional(),
});

export const analyticsEventsInput = z.object({
  events: z.array(analyticsEventInput).min(1).max(maxEventsPerBatch),
  /**
   * The store's public API token, for `navigator.sendBeacon`, which cannot send an Authorization header. Read from the
   * `token` query parameter by the pipeline; listed here so a body that carries it is not refused.
   */
  token: z.string().max(2000).optional(),
});
export type AnalyticsEventsInput = z.infer<typeof analyticsEventsInput>;

export const analyticsEventsAccepted = z.object({ accepted: z.number().int() });

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Must be a date (YYYY-MM-DD)." });

export const analyticsRangeQuery = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** A market's id: the books' figures of its orders only. */
  market: z.uuid({ error: "The market must be a market's id." }).optional(),
  compare: z.enum(["previous"]).optional(),
});
export type AnalyticsRangeQuery = z.infer<typeof analyticsRangeQuery>;

/** The books' figures of a currency (or, converted, of the primary currency), in major units with display strings. */
export const salesFigures = z.object({
  currencyCode: z.string(),
  orders: z.number().int(),
  grossSales: z.number(),
  displayGrossSales: z.string(),
  discounts: z.number(),
  displayDiscounts: z.string(),
  refunds: z.number(),
  displayRefunds: z.string(),
  netSales: z.number(),
  displayNetSales: z.string(),
  averageOrderValue: z.number(),
  displayAverageOrderValue: z.string(),
  /** The charged sales (gross less discounts) by kind of order: `order` (checkouts), `renewal` (subscriptions), `tickets`. */
  byKind: z.array(z.object({ kind: orderKind, orders: z.number().int(), sales: z.number(), displaySales: z.string() })),
});
export type SalesFigures = z.infer<typeof salesFigures>;

export const overviewTotals = z.object({
  from: z.string(),
  to: z.string(),
  visitors: z.number().int(),
  pageViews: z.number().int(),
  /** Orders placed at checkout (not renewals) per visitor, 0..1 (0 without visitors). */
  conversionRate: z.number(),
  orders: z.number().int(),
  /** Every currency's figures converted to the primary currency at the markets' rates. */
  converted: salesFigures.nullable(),
  /** Currencies whose orders no market gives a rate for: left out of `converted`. */
  unconvertedCurrencies: z.array(z.string()),
  currencies: z.array(salesFigures),
});

export const analyticsOverview = overviewTotals.extend({
  timezone: z.string(),
  series: z.array(
    z.object({
      date: z.string(),
      visitors: z.number().int(),
      pageViews: z.number().int(),
      orders: z.number().int(),
      netSales: z.number(),
      displayNetSales: z.string(),
    }),
  ),
  topProducts: z.array(
    z.object({
      productId: z.string(),
      title: z.string(),
      views: z.number().int(),
      addsToCart: z.number().int(),
      unitsSold: z.number().int(),
    }),
  ),
  topPages: z.array(z.object({ path: z.string(), views: z.number().int(), visitors: z.number().int() })),
  referrers: z.array(z.object({ host: z.string(), visitors: z.number().int() })),
  countries: z.array(z.object({ countryCode: z.string(), visitors: z.number().int() })),
  previous: overviewTotals.nullable(),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverview>;
export type OverviewTotals = z.infer<typeof overviewTotals>;
export const analyticsOverviewResponse = z.object({ data: analyticsOverview });

export const funnelStep = z.object({
  step: z.enum(["visitors", "product_views", "adds_to_cart", "checkouts_started", "orders"]),
  count: z.number().int(),
  /** The share of the previous step's count that did not reach this one, 0..1 (null for the first step). */
  dropOff: z.number().nullable(),
});
export const analyticsFunnel = z.object({
  from: z.string(),
  to: z.string(),
  steps: z.array(funnelStep),
  /** Orders per visitor, 0..1. */
  conversionRate: z.number(),
});
export type AnalyticsFunnel = z.infer<typeof analyticsFunnel>;
export const analyticsFunnelResponse = z.object({ data: analyticsFunnel });

export const subscriptionReport = z.object({
  from: z.string(),
  to: z.string(),
  /** Subscriptions not cancelled at the end of the range. */
  active: z.number().int(),
  new: z.number().int(),
  churned: z.number().int(),
  /** Churned over (active at the start + new), 0..1. */
  churnRate: z.number(),
  /** Monthly recurring revenue of the subscriptions active or past due now, per currency. */
  mrr: z.array(z.object({ currencyCode: z.string(), subscriptions: z.number().int(), mrr: z.number(), displayMrr: z.string() })),
  /** By month the subscriptions started: how many, and the share still not cancelled 0, 1, 2… months later. */
  cohorts: z.array(z.object({ month: z.string(), subscriptions: z.number().int(), retention: z.array(z.number()) })),
});
export type SubscriptionReport = z.infer<typeof subscriptionReport>;
export const subscriptionReportResponse = z.object({ data: subscriptionReport });
