import { listOperatorMessages } from "@/lib/messages/list-operator-messages";
import {
  messageIdParams,
  messageInput,
  messageSubmitted,
  operatorMessageList,
  operatorMessageListQuery,
  operatorMessageResponse,
} from "@/lib/messages/schemas";
import { setMessageHandled } from "@/lib/messages/set-message-handled";
import { submitMessage } from "@/lib/messages/submit-message";
import { defineOperation } from "../operation";

export const messageOperations = {
  submitMessage: defineOperation({
    method: "POST",
    path: "/messages",
    token: "api",
    tag: "Messaging",
    summary: "Submit a visitor message",
    description:
      "Finds or creates the customer by e-mail, stores the message and notifies the store's opted-in admin users (through the outbox), in one transaction.",
    body: messageInput,
    output: messageSubmitted,
    rateLimit: "messages",
    run: ({ tenantId, body }) => submitMessage({ tenantId, input: body }),
  }),

  listOperatorMessages: defineOperation({
    method: "GET",
    path: "/operator/messages",
    token: "operator",
    tag: "Operator",
    summary: "The store's contact messages, newest first",
    description:
      "Every message sent through `POST /messages`, optionally only the `handled` or `unhandled` ones (`status`); `page`, `perPage` (1–100, default 20). `handledAt` is when a staff member marked it handled.",
    extension: true,
    query: operatorMessageListQuery,
    output: operatorMessageList,
    run: ({ tenantId, query }) => listOperatorMessages({ tenantId, ...query }),
  }),

  markMessageHandled: defineOperation({
    method: "POST",
    path: "/operator/messages/{id}/handled",
    token: "operator",
    tag: "Operator",
    summary: "Mark a contact message handled",
    description: "Sets `handledAt` (kept from the first time when marked again). Another store's message or an unknown id: 404.",
    extension: true,
    params: messageIdParams,
    output: operatorMessageResponse,
    errors: { 404: "Message not found in this store." },
    run: async ({ tenantId, params }) => ({ data: await setMessageHandled({ tenantId, messageId: params.id, handled: true }) }),
  }),

  unmarkMessageHandled: defineOperation({
    method: "DELETE",
    path: "/operator/messages/{id}/handled",
    token: "operator",
    tag: "Operator",
    summary: "Mark a contact message unhandled again",
    description: "Clears `handledAt`. Another store's message or an unknown id: 404.",
    extension: true,
    params: messageIdParams,
    output: operatorMessageResponse,
    errors: { 404: "Message not found in this store." },
    run: async ({ tenantId, params }) => ({ data: await setMessageHandled({ tenantId, messageId: params.id, handled: false }) }),
  }),
};
