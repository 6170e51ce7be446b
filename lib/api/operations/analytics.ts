import { z } from "zod";
import { isbot } from "isbot";
import { exportAnalyticsCsv } from "@/lib/analytics/export-analytics-csv";
import { getFunnel } from "@/lib/analytics/get-funnel";
import { getOverview } from "@/lib/analytics/get-overview";
import { getSubscriptionReport } from "@/lib/analytics/get-subscription-report";
import { recordEvents } from "@/lib/analytics/record-events";
import {
  analyticsEventsAccepted,
  analyticsEventsInput,
  analyticsFunnelResponse,
  analyticsOverviewResponse,
  analyticsRangeQuery,
  maxEventsPerBatch,
  subscriptionReportResponse,
} from "@/lib/analytics/schemas";
import { rateLimitAddress } from "@/lib/http/client-address";
import { detectCountry } from "@/lib/market/detect-market";
import { defineOperation, reply } from "../operation";

const rangeErrors = {
  422: "`from` after `to`, a day that does not exist, or a range over 731 days (`validation_failed`, naming `from` or `to`).",
};
const rangeNote =
  "`from` and `to` are days (YYYY-MM-DD, inclusive) in the store's time zone (its `timezone` setting), default the 30 days to today; `market` (a market id) limits the books' figures (orders, sales, refunds) to that market's orders, the traffic is the whole store's.";

/** The store's traffic and sales: the storefront's beacon, and the reports staff read in the back office. */
export const analyticsOperations = {
  recordAnalyticsEvents: defineOperation({
    method: "POST",
    path: "/analytics/events",
    token: "api",
    tag: "Analytics",
    summary: "Record page views and shopping steps from the storefront (the beacon)",
    description: `\`{events: [{type, path, productId?, orderId?, query?, referrer?}]}\`, 1 to ${maxEventsPerBatch} events, \`type\` one of page_view, product_view, add_to_cart, checkout_started, search → 202 \`{accepted}\`. No cookie is read or set and neither the address nor the user agent is stored: the visitor is an HMAC-SHA256 of a salt of the day (deleted once the day is over), the store, the address and the user agent, so visitors are counted per day. Kept per event: the store's day, the time, that hash, the type, the path, the product, the referrer's host name and the country of the address. \`DNT: 1\` or \`Sec-GPC: 1\` → 202 and nothing kept; a known bot's user agent → 202 and nothing kept; an event naming another store's product (or none) is dropped. For \`navigator.sendBeacon\`, which cannot send an Authorization header, the store's public API token may be given as the \`token\` query parameter instead (never a private token). No Idempotency-Key: a repeated batch counts twice. Rate-limited per address.`,
    extension: true,
    status: 202,
    idempotent: false,
    tokenInQuery: true,
    body: analyticsEventsInput,
    output: analyticsEventsAccepted,
    rateLimit: "analytics",
    errors: { 422: "More than 50 events, an unknown `type` or a malformed field: `errors` names the item (`events.3.type`)." },
    run: async ({ tenantId, body, req }) => {
      const optedOut = req.headers.get("dnt")?.trim() === "1" || req.headers.get("sec-gpc")?.trim() === "1";
      const userAgent = req.headers.get("user-agent") ?? "";
      if (optedOut || isbot(userAgent)) return reply({ accepted: 0 }, { status: 202 });
      const accepted = await recordEvents({
        tenantId,
        input: body,
        client: { address: rateLimitAddress(req), userAgent, country: await detectCountry(req), ownHost: req.headers.get("host") },
      });
      return reply(accepted, { status: 202 });
    },
  }),

  getAnalyticsOverview: defineOperation({
    method: "GET",
    path: "/operator/analytics/overview",
    token: "operator",
    tag: "Operator",
    summary: "Visitors, conversion and sales over a range of days, by day, with top products, pages, referrers and countries",
    description: `${rangeNote} Sales come from the orders and refunds themselves, never the beacon: \`orders\` paid in the range (cancelled and unpaid ones left out, renewals and ticket orders in), \`grossSales\` what they charged plus their discounts, \`discounts\` (codes and points), \`refunds\` (refunds that succeeded on the range's days), \`netSales\` = gross − discounts − refunds, \`averageOrderValue\` what an order charged; per currency (\`currencies\`) to the minor unit, and \`converted\` into the primary currency at each market's current \`exchangeRate\` (orders do not record the rate they were charged at; a currency no market has is listed in \`unconvertedCurrencies\` and left out). \`visitors\` are distinct per day (summed over the days), \`conversionRate\` checkout orders per visitor. \`series\`: each day's visitors, page views, orders and converted net sales. \`compare=previous\`: \`previous\` holds the same totals for as many days just before. Owners and staff.`,
    extension: true,
    query: analyticsRangeQuery,
    output: analyticsOverviewResponse,
    errors: rangeErrors,
    run: async ({ tenantId, query }) => ({ data: await getOverview({ tenantId, query }) }),
  }),

  getAnalyticsFunnel: defineOperation({
    method: "GET",
    path: "/operator/analytics/funnel",
    token: "operator",
    tag: "Operator",
    summary: "Visitors → product views → adds to cart → checkouts started → orders, with the drop-off of each step",
    description: `${rangeNote} Each step but orders counts visitors who sent that event (distinct per day, summed over the days); orders are the checkout orders paid in the range (from the orders). \`dropOff\`: the share of the step before that did not reach this one (0..1). Owners and staff.`,
    extension: true,
    query: analyticsRangeQuery,
    output: analyticsFunnelResponse,
    errors: rangeErrors,
    run: async ({ tenantId, query }) => ({ data: await getFunnel({ tenantId, query }) }),
  }),

  getAnalyticsSubscriptions: defineOperation({
    method: "GET",
    path: "/operator/analytics/subscriptions",
    token: "operator",
    tag: "Operator",
    summary: "Active, new and churned subscriptions, churn rate, MRR per currency and monthly cohort retention",
    description: `${rangeNote} From the subscriptions themselves: \`active\` not cancelled at the end of the range, \`new\` started in it, \`churned\` cancelled in it, \`churnRate\` churned ÷ (active at the start + new). \`mrr\` per currency: the subscriptions active or past due now, a box of \`price\` every \`frequencyWeeks\` counting price × 52 ÷ 12 ÷ weeks a month. \`cohorts\`: by the month subscriptions started (the range's months), how many, and \`retention[k]\` the share not cancelled k months after the month began, up to this month. Owners and staff.`,
    extension: true,
    query: analyticsRangeQuery,
    output: subscriptionReportResponse,
    errors: rangeErrors,
    run: async ({ tenantId, query }) => ({ data: await getSubscriptionReport({ tenantId, query }) }),
  }),

  exportAnalyticsCsv: defineOperation({
    method: "GET",
    path: "/operator/analytics/export.csv",
    token: "operator",
    tag: "Operator",
    summary: "The range's days as CSV: visitors, page views and each currency's orders and sales (text/csv)",
    description: `${rangeNote} Columns: Date, Visitors, Page views, Currency, Orders, Gross sales, Discounts, Refunds, Net sales (major units, the figures of the overview per currency); one row per day and currency (a day without orders: one row of zeros in the primary currency). RFC 4180, UTF-8 with a byte-order mark, \`Content-Disposition: attachment\`. Owners and staff.`,
    extension: true,
    query: analyticsRangeQuery,
    output: z.string(),
    contentType: "text/csv",
    errors: rangeErrors,
    run: async ({ tenantId, query }) =>
      new Response(await exportAnalyticsCsv({ tenantId, query }), {
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="analytics-${new Date().toISOString().slice(0, 10)}.csv"`,
          "cache-control": "private, no-store",
          "x-content-type-options": "nosniff",
        },
      }),
  }),
};
