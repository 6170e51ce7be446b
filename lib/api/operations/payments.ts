import { z } from "zod";
import { NotFoundError } from "@/lib/errors/domain";
import { messageError, subscriptionNotFoundError } from "@/lib/errors/schemas";
import { completePaymentSetup } from "@/lib/payments/complete-payment-setup";
import { createPaymentSetup } from "@/lib/payments/create-payment-setup";
import { gatewayNames, requirePaymentsConfigured } from "@/lib/payments/gateways";
import { getEngineScript } from "@/lib/payments/get-engine-script";
import { deletePaymentMethod } from "@/lib/payments/delete-payment-method";
import { listPaymentMethods } from "@/lib/payments/list-payment-methods";
import { setDefaultPaymentMethod } from "@/lib/payments/set-default-payment-method";
import {
  completedPaymentSetup,
  completePaymentSetupInput,
  defaultPaymentMethod,
  paymentMethodDeleted,
  paymentSetup,
  paymentSetupInput,
  savedPaymentMethodList,
} from "@/lib/payments/schemas";
import { defineOperation } from "../operation";

/** Any string reaches the operation (an unknown gateway answers 404); the document lists the gateways there are. */
const gateway = z.string().meta({ enum: gatewayNames, description: "The payment provider's path name." });

export const paymentOperations = {
  createPaymentSetup: defineOperation({
    method: "POST",
    path: "/account/payments/{gateway}/setup",
    token: "account",
    tag: "Payments",
    summary: "Start saving a payment method with a hosted provider",
    description: "`gateway` names the provider; `sandbox` is built in. Returns a tokenisation identifier and the provider's client script.",
    params: z.object({ gateway }),
    body: paymentSetupInput,
    output: paymentSetup,
    errors: {
      404: {
        description:
          '`{error: "Subscription not found."}` for a subscription that is not the caller\'s; `{message}` for an unknown gateway.',
        schema: z.union([subscriptionNotFoundError, messageError]),
        example: { error: "Subscription not found.", code: "not_found" },
      },
    },
    run: async ({ tenantId, customerId, params, body }) => {
      requirePaymentsConfigured(params.gateway);
      return createPaymentSetup({ tenantId, customerId, gatewayName: params.gateway, input: body });
    },
  }),

  completePaymentSetup: defineOperation({
    method: "POST",
    path: "/account/payments/{gateway}/setups/{identifier}/complete",
    token: "account",
    tag: "Payments",
    summary: "Complete a payment setup with the provider's token and save the card",
    description: "Exchanges the provider's card token for a saved payment method of the customer; a setup is completed once.",
    extension: true,
    params: z.object({ gateway, identifier: z.string() }),
    body: completePaymentSetupInput,
    output: completedPaymentSetup,
    rateLimit: "payment-setup-complete",
    errors: { 404: "Setup not found for this customer.", 409: "The setup was already completed.", 410: "The setup has expired." },
    run: ({ tenantId, customerId, params, body }) =>
      completePaymentSetup({ tenantId, customerId, gatewayName: params.gateway, identifier: params.identifier, input: body }),
  }),

  listPaymentMethods: defineOperation({
    method: "GET",
    path: "/account/payments/methods",
    token: "account",
    tag: "Payments",
    summary: "The customer's saved payment methods (wallets excluded)",
    description: "A bare array, not enveloped.",
    output: savedPaymentMethodList,
    run: ({ tenantId, customerId }) => listPaymentMethods({ tenantId, customerId }),
  }),

  deletePaymentMethod: defineOperation({
    method: "DELETE",
    path: "/account/payments/methods/{paymentMethodId}",
    token: "account",
    tag: "Payments",
    summary: "Remove a saved card",
    description:
      "Removes one of the caller's saved cards. A card that pays an active or paused subscription answers 409 with a message naming the subscription. When the default card is removed, the most recently saved remaining card becomes the default (none when no card is left).",
    extension: true,
    params: z.object({ paymentMethodId: z.string() }),
    output: paymentMethodDeleted,
    errors: {
      404: "Payment method not found (unknown, a wallet, or another customer's).",
      409: "The card pays an active or paused subscription; the message names it.",
    },
    run: ({ tenantId, customerId, params }) => deletePaymentMethod({ tenantId, customerId, paymentMethodId: params.paymentMethodId }),
  }),

  setDefaultPaymentMethod: defineOperation({
    method: "POST",
    path: "/account/payments/methods/{paymentMethodId}/default",
    token: "account",
    tag: "Payments",
    summary: "Make a saved card the default",
    description:
      "The card becomes the default (`default: true` in the list, offered first at checkout); the previous default is unset. Choosing the current default changes nothing.",
    extension: true,
    params: z.object({ paymentMethodId: z.string() }),
    output: defaultPaymentMethod,
    errors: { 404: "Payment method not found (unknown, a wallet, or another customer's)." },
    run: async ({ tenantId, customerId, params }) => ({
      data: await setDefaultPaymentMethod({ tenantId, customerId, paymentMethodId: params.paymentMethodId }),
    }),
  }),

  getPaymentEngineScript: defineOperation({
    method: "GET",
    path: "/payments/{gateway}/engine.js",
    token: "public",
    tag: "Payments",
    summary: "The sandbox provider's client script (JavaScript)",
    description: "Public: the script a storefront loads to tokenise a card in the browser. Exposes `window.SandboxPayments`.",
    extension: true,
    params: z.object({ gateway }),
    output: z.string(),
    contentType: "text/javascript",
    errors: { 404: "Payment gateway not found." },
    run: ({ params }) => {
      const script = getEngineScript({ gatewayName: params.gateway });
      if (script === null) return Promise.reject(new NotFoundError("Payment gateway not found."));
      const response = new Response(script, {
        headers: {
          "content-type": "text/javascript; charset=utf-8",
          "cache-control": "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400",
          "x-content-type-options": "nosniff",
          // Any storefront origin may load the script (it holds nothing secret).
          "cross-origin-resource-policy": "cross-origin",
        },
      });
      return Promise.resolve(response);
    },
  }),
};
