import "server-only";
import { reminderJobHandler, renewalJobHandler } from "../billing/billing-jobs";
import type { StoreJobHandler } from "../jobs/run-store-jobs";
import type { StoreQueue } from "../jobs/store-jobs";
import { ticketRefundJobHandler } from "../orders/ticket-refund-jobs";
import { deliverWebhook } from "../webhooks/deliver-webhook";

/**
 * The per-store queues' handlers, by queue. The job worker works all but `webhook.deliver` in the background; the
 * webhook worker (lib/webhooks/start-webhook-worker.ts) works that one in its own quicker loop (tests/unit/job-kinds.test.ts
 * keeps them and the kinds the same).
 */
export const storeJobHandlers: Record<StoreQueue, StoreJobHandler> = {
  "billing.renewal": renewalJobHandler,
  "billing.reminder": reminderJobHandler,
  "tickets.refund": ticketRefundJobHandler,
  "webhook.deliver": deliverWebhook,
};
