import { messageInput, messageSubmitted } from "@/lib/messages/schemas";
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
};
