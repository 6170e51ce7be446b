import { z } from "zod";

/** One currency's takings of the day: the orders paid today (UTC) in it and their totals as charged. */
export const dashboardRevenue = z.object({
  currencyCode: z.string(),
  orders: z.number().int(),
  revenue: z.number(),
  displayRevenue: z.string(),
});

/** GET /operator/dashboard: what needs the store's attention now. */
export const operatorDashboard = z.object({
  /** The UTC day the `today` figures cover (YYYY-MM-DD). */
  date: z.string(),
  ordersToday: z.number().int(),
  revenueToday: z.array(dashboardRevenue),
  ordersToFulfil: z.number().int(),
  pastDueSubscriptions: z.number().int(),
  unhandledMessages: z.number().int(),
  /** What the store needs to sell, each true once there: the back office's setup checklist. */
  setup: z.object({
    market: z.boolean(),
    taxRate: z.boolean(),
    shippingRate: z.boolean(),
    product: z.boolean(),
    page: z.boolean(),
    /** A payment provider may take payments on this server. */
    payments: z.boolean(),
  }),
});
export const operatorDashboardResponse = z.object({ data: operatorDashboard });
export type OperatorDashboard = z.infer<typeof operatorDashboard>;
