import { z } from "zod";
import { getBillingSettings, updateBillingSettings } from "@/lib/billing/billing-settings";
import { listOperatorSubscriptions } from "@/lib/billing/list-operator-subscriptions";
import { listRenewals } from "@/lib/billing/list-renewals";
import { operatorCancelSubscription } from "@/lib/billing/operator-cancel-subscription";
import { operatorPauseSubscription } from "@/lib/billing/operator-pause-subscription";
import { retrySubscriptionNow } from "@/lib/billing/retry-subscription-now";
import { runBillingClock } from "@/lib/billing/run-billing-clock";
import {
  billingRunInput,
  billingRunResult,
  billingSettingsEnvelope,
  billingSettingsPatch,
  operatorSubscriptionList,
  operatorSubscriptionParams,
  operatorSubscriptionQuery,
  operatorSubscriptionResponse,
  renewalList,
} from "@/lib/billing/schemas";
import { pauseInput } from "@/lib/subscriptions/schemas";
import { listOperatorJobs } from "@/lib/jobs/list-operator-jobs";
import { operatorJobList, operatorJobQuery } from "@/lib/jobs/schemas";
import { defineOperation } from "../operation";

/** Subscriptions that bill: the billing clock (docs/subscriptions.md). Extensions. */
export const billingOperations = {
  runBilling: defineOperation({
    method: "POST",
    path: "/operator/billing/run",
    token: "operator",
    tag: "Operator",
    summary: "Run one billing pass",
    description:
      "Renews every due subscription of the store once per cycle (priced in its market, an order of kind `renewal`, the saved card charged), retries past-due renewals whose time has come and sends reminders, through the job queue. Answers what the pass did. `now` (ISO 8601) bills as if it were that moment, only when the server runs with `BILLING_CLOCK_OVERRIDE=true` (else 422 `clock_override_disabled`); `subscriptionId` limits the pass to one subscription. Two passes at once, or a pass killed and run again, bill each cycle once. The server also runs passes by itself (`BILLING_WORKER`).",
    extension: true,
    body: billingRunInput,
    output: billingRunResult,
    run: async ({ tenantId, body }) => ({ data: await runBillingClock({ tenantId, now: body.now, subscriptionId: body.subscriptionId }) }),
  }),

  listSubscriptionRenewals: defineOperation({
    method: "GET",
    path: "/account/subscriptions/{subscriptionId}/renewals",
    token: "account",
    tag: "Subscriptions",
    summary: "A subscription's renewals and their attempts",
    description:
      "Newest cycle first: each cycle's status (`paid`, `retrying`, `failed`, `skipped`…), the paid order's public number, the amount, the items left out for want of stock, the next retry and every charge attempt with its outcome. Another customer's subscription: 404.",
    extension: true,
    params: z.object({ subscriptionId: z.string() }),
    output: renewalList,
    errors: { 404: "Subscription not found." },
    run: async ({ tenantId, customerId, params }) => ({
      data: await listRenewals({ tenantId, customerId, subscriptionId: params.subscriptionId }),
    }),
  }),

  listOperatorSubscriptions: defineOperation({
    method: "GET",
    path: "/operator/subscriptions",
    token: "operator",
    tag: "Operator",
    summary: "The store's subscriptions, e.g. the past-due ones",
    description:
      "Optionally of one `status` (`past_due` lists those whose renewal is being retried) or one customer's (`email`, any case); `page`, `perPage` (1–100, default 20).",
    extension: true,
    query: operatorSubscriptionQuery,
    output: operatorSubscriptionList,
    run: ({ tenantId, query }) => listOperatorSubscriptions({ tenantId, ...query }),
  }),

  retryOperatorSubscription: defineOperation({
    method: "POST",
    path: "/operator/subscriptions/{subscriptionId}/retry",
    token: "operator",
    tag: "Operator",
    summary: "Retry a past-due subscription's payment now",
    description:
      "Charges the renewal that failed again at once with the subscription's card (the next attempt of the schedule), rather than at its next retry time; the answer shows the outcome (`status`, `lastRenewal`). When a billing pass running at that moment had already taken the attempt and does not finish it within the request's time, the answer shows that attempt in flight (`lastRenewal` with its attempt unchanged, `charging` or `retrying`) and `GET /operator/subscriptions` shows the outcome once known. A subscription that is not past due: 409 `subscription_not_past_due`. Another store's: 404.",
    extension: true,
    params: operatorSubscriptionParams,
    output: operatorSubscriptionResponse,
    errors: {
      404: "Subscription not found in this store.",
      409: "The subscription is not past due (`subscription_not_past_due`).",
    },
    run: async ({ tenantId, params }) => ({ data: await retrySubscriptionNow({ tenantId, subscriptionId: params.subscriptionId }) }),
  }),

  pauseOperatorSubscription: defineOperation({
    method: "POST",
    path: "/operator/subscriptions/{subscriptionId}/pause",
    token: "operator",
    tag: "Operator",
    summary: "Pause a customer's subscription",
    description:
      "As the customer's own pause: nothing is billed or sent while paused; `resumeOn` (YYYY-MM-DD, after today, within 365 days) resumes it that day, without it it stays paused. A past-due subscription stops being retried. Cancelled: 409 `subscription_cancelled`. Another store's: 404.",
    extension: true,
    params: operatorSubscriptionParams,
    body: pauseInput,
    output: operatorSubscriptionResponse,
    errors: { 404: "Subscription not found in this store.", 409: "The subscription is cancelled (`subscription_cancelled`)." },
    run: async ({ tenantId, params, body }) => ({
      data: await operatorPauseSubscription({ tenantId, subscriptionId: params.subscriptionId, input: body }),
    }),
  }),

  cancelOperatorSubscription: defineOperation({
    method: "POST",
    path: "/operator/subscriptions/{subscriptionId}/cancel",
    token: "operator",
    tag: "Operator",
    summary: "Cancel a customer's subscription",
    description:
      "Status cancelled, next billing date cleared, recorded as cancelled by the store (`subscription.cancelled` with `cancelledBy: admin`). Cancelling again changes nothing. Another store's: 404.",
    extension: true,
    params: operatorSubscriptionParams,
    output: operatorSubscriptionResponse,
    errors: { 404: "Subscription not found in this store." },
    run: async ({ tenantId, params }) => ({
      data: await operatorCancelSubscription({ tenantId, subscriptionId: params.subscriptionId }),
    }),
  }),

  getBillingSettings: defineOperation({
    method: "GET",
    path: "/operator/billing/settings",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "The store's retry schedule, final action and reminder days",
    description:
      "`retryDays`: the days after a renewal's first failed charge on which it is tried again (default 1, 3, 5, 7); `finalAction`: `pause` (default) or `cancel`, what happens after the last try or a hard decline; `reminderDays`: the days before each charge the reminder mail goes out (default 3; 0: none).",
    extension: true,
    output: billingSettingsEnvelope,
    run: async ({ tenantId }) => ({ data: await getBillingSettings({ tenantId }) }),
  }),

  updateBillingSettings: defineOperation({
    method: "PATCH",
    path: "/operator/billing/settings",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Change the retry schedule, final action or reminder days",
    description:
      "Any of `retryDays` (up to 8 days from 1 to 60, each later than the one before; `[]` for no retries), `finalAction` (`pause` or `cancel`) and `reminderDays` (0 to 30). Renewals already waiting for a retry keep their next time; their later tries and every new renewal follow the new schedule. 422 names a bad field.",
    extension: true,
    body: billingSettingsPatch,
    output: billingSettingsEnvelope,
    run: async ({ tenantId, body }) => ({ data: await updateBillingSettings({ tenantId, patch: body }) }),
  }),

  listOperatorJobs: defineOperation({
    method: "GET",
    path: "/operator/jobs",
    token: "operator",
    tag: "Operator",
    summary: "The store's background jobs",
    description:
      "The store's jobs on the job queues (pg-boss), never another store's, newest first, optionally of one `status` (`queued`: waiting, or waiting for its retry; `running`; `done`; `failed`; `dead`: failed on its last attempt and moved to the dead-letter queue, with its last error, `job timed out` when its worker died) and `kind` (`billing.renewal`, `billing.reminder`, `tickets.refund`, `webhook.deliver`): when each runs, its attempts, until when a running one's worker holds it, the last error of one that failed. Done jobs are deleted after JOB_RETENTION_DAYS (7), dead ones after 30 days. `page`, `perPage` (1–100, default 20).",
    extension: true,
    query: operatorJobQuery,
    output: operatorJobList,
    run: ({ tenantId, query }) => listOperatorJobs({ tenantId, query }),
  }),
};
