import { z } from "zod";
import { renewalFailureCode } from "../billing/schemas";
import { formValues } from "../forms/schemas";
import { jsonObject } from "../json/schemas";
import { orderDetail } from "../orders/schemas";
import { subscriptionStatus } from "../subscriptions/schemas";
import { ticket } from "../tickets/schemas";
import { webhookEventTypes, type WebhookEventType } from "../webhooks/events";

/**
 * What each webhook event's `data` carries: declared once here, published in the OpenAPI document's `webhooks`
 * section (so generated clients and the SDK type each delivery), and checked against real deliveries by the webhook
 * tests. Every delivery's body is `{id, type, createdAt, data}`.
 */

/** A subscription as its events carry it, plus what the event adds. */
export const subscriptionEventData = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  productId: z.uuid().nullable(),
  name: z.string(),
  status: subscriptionStatus,
  frequencyWeeks: z.number().int(),
  /** `YYYY-MM-DD`. */
  nextBillingDate: z.string().nullable(),
  pausedUntil: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** subscription.renewed and subscription.past_due: the billing cycle. */
  cycle: z.number().int().optional(),
  /** subscription.renewed: the renewal order's number. */
  orderId: z.string().optional(),
  /** subscription.past_due: why the charge failed (null when the due renewal was not charged at all). */
  failureCode: renewalFailureCode.nullable().optional(),
  /** subscription.past_due: when the next attempt is made. */
  nextRetryAt: z.string().optional(),
  /** subscription.cancelled: who ended it. */
  cancelledBy: z.enum(["customer", "admin", "payment_failure"]).optional(),
});

export const messageEventData = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  name: z.string().nullable(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string().nullable(),
  source: z.string().nullable(),
  company: z.string().nullable(),
});

/** A store form's submission: the answers as validated against the version the visitor saw. */
export const formEventData = z.object({
  id: z.uuid(),
  /** The form's slug. */
  form: z.string(),
  version: z.number().int(),
  /** By field name: strings, numbers, booleans, option lists; a consent field's text, version and time. */
  values: formValues,
  /** The submitter's address when the form asked one. */
  email: z.string().nullable(),
  createdAt: z.string(),
});

export const ticketEventData = ticket.omit({ qrSvg: true });

export const settingsEventData = z.object({
  section: z.enum(["store", "markets", "taxRates", "shippingRates"]),
  action: z.enum(["created", "updated", "deleted"]),
  id: z.string(),
  /** The record as written (null when deleted): the operator operation's answer for it. */
  record: z.union([jsonObject, z.null()]),
});

const dataOf: Record<WebhookEventType, z.ZodType> = {
  "order.paid": orderDetail,
  "order.fulfilled": orderDetail,
  "order.refunded": orderDetail,
  "order.cancelled": orderDetail,
  "subscription.renewed": subscriptionEventData,
  "subscription.past_due": subscriptionEventData,
  "subscription.cancelled": subscriptionEventData,
  "message.received": messageEventData,
  "form.submitted": formEventData,
  "ticket.checked_in": ticketEventData,
  "settings.updated": settingsEventData,
};

function payloadOf(type: WebhookEventType): z.ZodObject {
  return z.object({
    /** The event's id, also in the `Storefront-Event-Id` header: the same on every retry (deduplicate by it). */
    id: z.uuid(),
    type: z.literal(type),
    createdAt: z.string(),
    data: dataOf[type],
  });
}

/** One event's delivery body, by type. */
export const webhookPayloads = {} as Record<WebhookEventType, z.ZodObject>;
for (const type of webhookEventTypes) webhookPayloads[type] = payloadOf(type);

/** `order.paid` → `OrderPaidWebhook`: the component name of its delivery body. */
export function webhookPayloadName(type: WebhookEventType): string {
  return `${type
    .split(/[._]/)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join("")}Webhook`;
}
