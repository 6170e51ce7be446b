import { createWebhook } from "@/lib/webhooks/create-webhook";
import { deleteWebhook } from "@/lib/webhooks/delete-webhook";
import { webhookEventTypes } from "@/lib/webhooks/events";
import { listWebhookDeliveries } from "@/lib/webhooks/list-webhook-deliveries";
import { listWebhooks } from "@/lib/webhooks/list-webhooks";
import {
  createdWebhookEnvelope,
  createWebhookInput,
  webhookDeleted,
  webhookDeliveryList,
  webhookDeliveryQuery,
  webhookIdParams,
  webhookList,
} from "@/lib/webhooks/schemas";
import { defineOperation, reply } from "../operation";

const eventList = webhookEventTypes.map((e) => `\`${e}\``).join(", ");

/** Webhooks: endpoints the store's events are POSTed to, signed, retried, logged (docs/webhooks.md). */
export const webhookOperations = {
  createWebhook: defineOperation({
    method: "POST",
    path: "/operator/webhooks",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Add a webhook endpoint",
    description: `\`{url, events}\` → 201 with the endpoint and its signing \`secret\` (\`whsec_…\`), shown only in this answer. Events: ${eventList}. Each delivery is a POST of \`{id, type, createdAt, data}\` signed with \`Storefront-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.body">\`, retried with backoff until a 2xx. A URL that is not http(s), an unknown event, or a host that is or resolves to a private, loopback, link-local or unique-local address (unless the server runs with WEBHOOK_ALLOW_PRIVATE=true) → 422 naming the field; more than 20 endpoints → 409 \`webhook_limit_reached\`.`,
    extension: true,
    status: 201,
    body: createWebhookInput,
    output: createdWebhookEnvelope,
    errors: { 409: "The store already has 20 webhooks (`webhook_limit_reached`)." },
    run: async ({ tenantId, body }) => reply({ data: await createWebhook({ tenantId, input: body }) }, { status: 201 }),
  }),

  listWebhooks: defineOperation({
    method: "GET",
    path: "/operator/webhooks",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "The store's webhook endpoints",
    description: "Oldest first, without their secrets.",
    extension: true,
    output: webhookList,
    run: async ({ tenantId }) => ({ data: await listWebhooks({ tenantId }) }),
  }),

  deleteWebhook: defineOperation({
    method: "DELETE",
    path: "/operator/webhooks/{id}",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Remove a webhook endpoint",
    description: "The endpoint and its delivery log; deliveries still waiting are not sent. Another store's or an unknown id → 404.",
    extension: true,
    params: webhookIdParams,
    output: webhookDeleted,
    errors: { 404: "Webhook not found." },
    run: async ({ tenantId, params }) => ({ data: await deleteWebhook({ tenantId, id: params.id }) }),
  }),

  listWebhookDeliveries: defineOperation({
    method: "GET",
    path: "/operator/webhooks/{id}/deliveries",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "An endpoint's delivery log",
    description:
      "Newest first, optionally of one `status` (`pending`, `delivered`, `failed`): each delivery's event id and type, attempts, the receiver's last HTTP status, the last error, when it was created and delivered, and when the next try is due. `page`, `perPage` (1–100, default 20).",
    extension: true,
    params: webhookIdParams,
    query: webhookDeliveryQuery,
    output: webhookDeliveryList,
    errors: { 404: "Webhook not found." },
    run: ({ tenantId, params, query }) => listWebhookDeliveries({ tenantId, endpointId: params.id, query }),
  }),
};
