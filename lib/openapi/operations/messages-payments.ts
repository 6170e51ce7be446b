import { z } from "zod";
import { accountMessage, passwordResetInput, passwordResetRequestInput } from "@/lib/account/schemas";
import { messageInput, messageSubmitted } from "@/lib/messages/schemas";
import { completedPaymentSetup, completePaymentSetupInput, paymentSetup, paymentSetupInput, savedPaymentMethodList } from "@/lib/payments/schemas";
import { messageError, operation, responses } from "../registry";

const jsonBody = (schema: z.ZodType) => ({ body: { content: { "application/json": { schema } } } });

operation({
  method: "post",
  path: "/messages",
  tags: ["Messaging"],
  summary: "Submit a visitor message",
  description:
    "Finds or creates the customer by e-mail, stores the message and notifies the store's opted-in admin users (through the outbox), in one transaction.",
  auth: "api",
  request: jsonBody(messageInput),
  responses: { ...responses.ok(messageSubmitted), ...responses.unauthenticated, ...responses.validation, ...responses.malformed, ...responses.rateLimited },
});

operation({
  method: "post",
  path: "/account/password",
  tags: ["Account"],
  summary: "Request a password reset link",
  description: "Answers the same whether or not the e-mail has an account. `returnUrl` must be on an allowed origin.",
  auth: "api",
  request: jsonBody(passwordResetRequestInput),
  responses: { ...responses.ok(accountMessage), ...responses.unauthenticated, ...responses.validation, ...responses.malformed, ...responses.rateLimited },
});

operation({
  method: "post",
  path: "/account/password/reset",
  tags: ["Account"],
  summary: "Set a new password with a reset token",
  description: "The token is single use and expires after 60 minutes; every earlier account token of the customer is revoked.",
  auth: "api",
  extension: true,
  request: jsonBody(passwordResetInput),
  responses: { ...responses.ok(accountMessage), ...responses.unauthenticated, ...responses.validation, ...responses.malformed, ...responses.rateLimited },
});

operation({
  method: "post",
  path: "/account/payments/{gateway}/setup",
  tags: ["Account"],
  summary: "Start saving a payment method with a hosted provider",
  description: "`gateway` names the provider; `sandbox` is built in. Returns a tokenisation identifier and the provider's client script.",
  auth: "account",
  request: { params: z.object({ gateway: z.string() }), ...jsonBody(paymentSetupInput) },
  responses: {
    ...responses.ok(paymentSetup),
    ...responses.unauthenticated,
    404: {
      description: "`{error: \"Subscription not found.\"}` for a subscription that is not the caller's; `{message}` for an unknown gateway.",
      content: { "application/json": { schema: z.union([z.object({ error: z.string() }), messageError]) } },
    },
    ...responses.validation,
    ...responses.malformed,
  },
});

operation({
  method: "post",
  path: "/account/payments/{gateway}/setups/{identifier}/complete",
  tags: ["Account"],
  summary: "Complete a payment setup with the provider's token and save the card",
  auth: "account",
  extension: true,
  request: { params: z.object({ gateway: z.string(), identifier: z.string() }), ...jsonBody(completePaymentSetupInput) },
  responses: {
    ...responses.ok(completedPaymentSetup),
    ...responses.unauthenticated,
    ...responses.notFound("Setup not found for this customer."),
    409: responses.json(messageError, "The setup was already completed."),
    410: responses.json(messageError, "The setup has expired."),
    ...responses.validation,
    ...responses.malformed,
  },
});

operation({
  method: "get",
  path: "/payments/{gateway}/engine.js",
  tags: ["Account"],
  summary: "The sandbox provider's client script (JavaScript)",
  auth: "none",
  extension: true,
  request: { params: z.object({ gateway: z.string() }) },
  responses: { 200: { description: "JavaScript exposing `window.SandboxPayments`.", content: { "application/javascript": { schema: z.string() } } }, ...responses.notFound() },
});

operation({
  method: "get",
  path: "/account/payments/methods",
  tags: ["Account"],
  summary: "The customer's saved payment methods (wallets excluded)",
  auth: "account",
  responses: { ...responses.ok(savedPaymentMethodList, "A bare array."), ...responses.unauthenticated },
});
