import { runBillingClock } from "@/lib/billing/run-billing-clock";
import { billingRunInput, billingRunResult } from "@/lib/billing/schemas";
import { defineOperation } from "../operation";

/** Subscriptions that bill (issue 27): the billing clock. Extensions. */
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
};
