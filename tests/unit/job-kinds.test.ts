import { describe, expect, it } from "vitest";
import { billingJobHandlers } from "@/lib/billing/billing-jobs";
import { jobKind } from "@/lib/jobs/schemas";
import { ticketJobHandlers } from "@/lib/orders/ticket-refund-jobs";
import { webhookJobHandlers } from "@/lib/webhooks/webhook-jobs";

describe("OperatorJob.kind", () => {
  it("lists exactly the kinds the queue has handlers for", () => {
    const handled = [...Object.keys(billingJobHandlers), ...Object.keys(ticketJobHandlers), ...Object.keys(webhookJobHandlers)].sort();
    expect([...jobKind.options].sort()).toEqual(handled);
  });
});
