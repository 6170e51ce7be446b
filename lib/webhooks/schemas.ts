import { z } from "zod";
import { pageMeta, pageQuery } from "../pagination/schemas";
import { webhookEventTypes } from "./events";

export const webhookEventType = z.enum(webhookEventTypes);

/** POST /operator/webhooks */
export const createWebhookInput = z.strictObject({
  /** Where deliveries are POSTed: http or https. */
  url: z
    .string({ error: "The url field is required." })
    .trim()
    .min(1, { error: "The url field is required." })
    .max(2000, { error: "The url field must not be greater than 2000 characters." })
    .pipe(z.url({ protocol: /^https?$/, error: "The url field must be an http or https URL." })),
  /** The events it receives; each at most once. */
  events: z
    .array(webhookEventType, { error: "The events field must be an array of event names." })
    .min(1, { error: "The events field must name at least one event." })
    .max(webhookEventTypes.length)
    .transform((events) => [...new Set(events)]),
});
export type CreateWebhookInput = z.infer<typeof createWebhookInput>;

export const webhookIdParams = z.object({ id: z.string() });

/** A webhook endpoint as listed (its secret is only shown when it is created). */
export const webhook = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(webhookEventType),
  createdAt: z.string().meta({ format: "date-time" }),
});
export type Webhook = z.infer<typeof webhook>;

/** The answer to creating one: the only time `secret` is shown. */
export const createdWebhook = webhook.extend({
  /** `whsec_…`: verify each delivery's `Storefront-Signature` with it (docs/webhooks.md). */
  secret: z.string(),
});
export const createdWebhookEnvelope = z.object({ data: createdWebhook });
export const webhookList = z.object({ data: z.array(webhook) });
export const webhookDeleted = z.object({ data: z.object({ id: z.uuid(), deleted: z.literal(true) }) });

export const webhookDeliveryStatus = z.enum(["pending", "delivered", "failed"]);

/** GET /operator/webhooks/{id}/deliveries */
export const webhookDeliveryQuery = pageQuery.extend({ status: webhookDeliveryStatus.optional() });
export type WebhookDeliveryQuery = z.infer<typeof webhookDeliveryQuery>;

/** One event sent (or being sent) to one endpoint. */
export const webhookDelivery = z.object({
  id: z.uuid(),
  /** The event's id: the body's `id` and `Storefront-Event-Id` (the same for every endpoint it went to). */
  eventId: z.uuid(),
  event: webhookEventType,
  status: webhookDeliveryStatus,
  /** Tries so far. */
  attempts: z.number().int(),
  /** The receiver's HTTP status at the last try (null: none yet, or no answer). */
  lastResponseStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string().meta({ format: "date-time" }),
  deliveredAt: z.string().meta({ format: "date-time" }).nullable(),
  /** While pending: when the next try is due. */
  nextAttemptAt: z.string().meta({ format: "date-time" }).nullable(),
});
export const webhookDeliveryList = z.object({
  data: z.array(webhookDelivery),
  meta: pageMeta,
});
