/** The events a webhook can subscribe to (docs/webhooks.md); each names the record it is about. */
export const webhookEventTypes = [
  "order.paid",
  "order.fulfilled",
  "order.refunded",
  "order.cancelled",
  "subscription.renewed",
  "subscription.past_due",
  "subscription.cancelled",
  "message.received",
  "form.submitted",
  "ticket.checked_in",
  "settings.updated",
] as const;

export type WebhookEventType = (typeof webhookEventTypes)[number];

/** The job that sends one delivery (lib/jobs), keyed by the delivery. */
export const webhookDeliverJobKind = "webhook.deliver";
