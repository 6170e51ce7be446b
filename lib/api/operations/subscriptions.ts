import { z } from "zod";
import { cancelSubscription } from "@/lib/subscriptions/cancel-subscription";
import { getPackageConfiguration } from "@/lib/subscriptions/get-package-configuration";
import { listSubscriptions } from "@/lib/subscriptions/list-subscriptions";
import { packageCacheHeaders, packageCachePolicy, packageTag } from "@/lib/subscriptions/package-cache";
import {
  operatorPackagePatch,
  subscriptionCancelled,
  subscriptionConfigurationResponse,
  subscriptionList,
} from "@/lib/subscriptions/schemas";
import { updatePackageConfiguration } from "@/lib/subscriptions/update-package-configuration";
import { defineOperation, reply } from "../operation";

export const subscriptionOperations = {
  listSubscriptions: defineOperation({
    method: "GET",
    path: "/account/subscriptions",
    token: "account",
    tag: "Subscriptions",
    summary: "List the customer's subscriptions",
    description: "The signed-in customer's subscriptions with their items and next billing date.",
    extension: true,
    output: subscriptionList,
    run: async ({ tenantId, customerId }) => ({ data: await listSubscriptions({ tenantId, customerId }) }),
  }),

  cancelSubscription: defineOperation({
    method: "POST",
    path: "/account/subscriptions/{subscriptionId}/cancel",
    token: "account",
    tag: "Subscriptions",
    summary: "Cancel a subscription",
    description:
      "Status becomes cancelled, the next billing date is cleared and the cancellation is recorded once. Cancelling again answers `{}` too.",
    params: z.object({ subscriptionId: z.string() }),
    output: subscriptionCancelled,
    errors: { 404: "Subscription not found." },
    run: ({ tenantId, customerId, params }) => cancelSubscription({ tenantId, customerId, subscriptionId: params.subscriptionId }),
  }),

  getSubscriptionPackageConfiguration: defineOperation({
    method: "GET",
    path: "/subscription-packages/{productId}/configuration",
    token: "api",
    tag: "Subscriptions",
    summary: "Options for configuring a subscription package",
    description: "Frequencies are in weeks. Cached per tenant; `X-Cache` says `hit`, `stale` or `miss`.",
    params: z.object({ productId: z.string() }),
    output: subscriptionConfigurationResponse,
    errors: { 404: "This product is not a subscription." },
    cache: packageCacheHeaders,
    cacheStatus: true,
    responseCache: { fresh: packageCachePolicy.fresh, tags: ({ params }) => [packageTag(params.productId.toLowerCase())] },
    run: async ({ tenantId, params }) => {
      const { config, cache } = await getPackageConfiguration({ tenantId, productId: params.productId });
      return reply({ data: config }, { headers: { "x-cache": cache } });
    },
  }),

  updateSubscriptionPackage: defineOperation({
    method: "PATCH",
    path: "/operator/subscription-packages/{productId}",
    token: "operator",
    tag: "Operator",
    summary: "Edit a subscription package's configuration (invalidates its cached responses)",
    description:
      "Changes the package's item limits, frequencies or items and invalidates its cached configuration. Needs an operator token.",
    extension: true,
    params: z.object({ productId: z.string() }),
    body: operatorPackagePatch,
    output: subscriptionConfigurationResponse,
    errors: { 404: "Subscription package not found." },
    run: async ({ tenantId, params, body }) => ({
      data: await updatePackageConfiguration({ tenantId, productId: params.productId, input: body }),
    }),
  }),
};
