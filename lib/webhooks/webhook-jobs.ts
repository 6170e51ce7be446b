import "server-only";
import type { JobHandler } from "../jobs/run-jobs";
import { deliverWebhook } from "./deliver-webhook";
import { webhookDeliverJobKind } from "./events";

/** The webhooks' jobs' handlers, by kind (run by lib/webhooks/start-webhook-worker.ts). */
export const webhookJobHandlers: Record<string, JobHandler> = {
  [webhookDeliverJobKind]: deliverWebhook,
};
