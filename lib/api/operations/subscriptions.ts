import { z } from "zod";
import { changeSubscriptionAndRetry } from "@/lib/billing/change-card-and-retry";
import { cancelSubscription } from "@/lib/subscriptions/cancel-subscription";
import { createSubscription } from "@/lib/subscriptions/create-subscription";
import { pauseSubscription } from "@/lib/subscriptions/pause-subscription";
import { resumeSubscription } from "@/lib/subscriptions/resume-subscription";
import { skipDelivery } from "@/lib/subscriptions/skip-delivery";
import { getPackageConfiguration } from "@/lib/subscriptions/get-package-configuration";
import { listSubscriptions } from "@/lib/subscriptions/list-subscriptions";
import { catalogTag } from "@/lib/catalog/catalog-cache";
import { packageCacheHeaders, packageCachePolicy, packageTag } from "@/lib/subscriptions/package-cache";
import {
  operatorPackagePatch,
  pauseInput,
  subscribeInput,
  subscriptionCancelled,
  subscriptionPatch,
  subscriptionResponse,
  subscriptionConfigurationResponse,
  subscriptionList,
} from "@/lib/subscriptions/schemas";
import { updatePackageConfiguration } from "@/lib/subscriptions/update-package-configuration";
import { resolveMarket } from "@/lib/pricing/resolve-market";
import { marketQuery } from "@/lib/pricing/schemas";
import { detectedMarketHeaders, marketVary, perBuyer } from "../market-read";
import { defineOperation, reply } from "../operation";

export const subscriptionOperations = {
  listSubscriptions: defineOperation({
    method: "GET",
    path: "/account/subscriptions",
    token: "account",
    tag: "Subscriptions",
    summary: "List the customer's subscriptions",
    description:
      "The signed-in customer's subscriptions with their items and next billing date, each priced in its own market (the currency it was created in, `currencyCode`; `taxIncluded` says whether VAT is inside the price or tax is added when billed).",
    extension: true,
    output: subscriptionList,
    run: async ({ tenantId, customerId }) => ({ data: await listSubscriptions({ tenantId, customerId }) }),
  }),

  subscribe: defineOperation({
    method: "POST",
    path: "/account/subscriptions",
    token: "account",
    tag: "Subscriptions",
    summary: "Subscribe to a box",
    description:
      "A new box of a subscription package, paid by one of the customer's saved cards and delivered to an address of their book (another customer's card or address: 404). The box is checked against the package configuration: each product one of its items, once, within that item's minimum and maximum quantity and the stock; at least `minItems` items; `frequencyWeeks` one of its frequencies (422 naming each failing field, e.g. `items.1.quantity`). The price per delivery follows the one pricing rule: each unit at its subscriber price, never above its current price (the package's fixed price for a fixed-price box), in the box's market: `market` (extension: a market id or a country code; unknown → 422 `unknown_market`), else the market delivering to the address, else the primary market; amounts as the configuration shows them in that market (its fixed prices, else converted and rounded; VAT inside the price or tax added at billing as the market says). The subscription keeps that market's currency (`currencyCode`) and every renewal bills in it. A market that does not deliver to the address → 422 on `addressId` (code `destination_outside_market`). The first box is billed the next day. With an Idempotency-Key a retry answers the same subscription.",
    extension: true,
    status: 201,
    body: subscribeInput,
    output: subscriptionResponse,
    errors: { 404: "Payment method or address not found for this customer." },
    run: async ({ tenantId, customerId, body }) => {
      // An asked-for market must be the store's (unknown → 422 on `market`); it must deliver to the address.
      const marketId = body.market ? (await resolveMarket({ tenantId, market: body.market })).market.id : undefined;
      return reply({ data: await createSubscription({ tenantId, customerId, input: body, marketId }) }, { status: 201 });
    },
  }),

  updateSubscription: defineOperation({
    method: "PATCH",
    path: "/account/subscriptions/{subscriptionId}",
    token: "account",
    tag: "Subscriptions",
    summary: "Change a subscription's items, frequency, card or address",
    description:
      "Any of `items`, `frequencyWeeks`, `paymentMethodId`, `addressId`, checked as when subscribing; the price per delivery is recomputed by the same rule in the box's market (its currency stays) and the next billing date stays. A new address that market does not deliver to → 422 on `addressId` (code `destination_outside_market`). A new `paymentMethodId` on a `past_due` subscription retries its renewal at once; the answer shows the outcome (`status`, `lastRenewal`), or the attempt still in flight (`lastRenewal.status` `charging` or `retrying`) when the scheduled billing pass took it a moment earlier and has not finished within the request's time. A cancelled subscription answers 409, another customer's 404.",
    extension: true,
    params: z.object({ subscriptionId: z.string() }),
    body: subscriptionPatch,
    output: subscriptionResponse,
    errors: {
      404: "Subscription, payment method or address not found for this customer.",
      409: "The subscription is cancelled (or its package is no longer sold).",
    },
    run: async ({ tenantId, customerId, params, body }) => ({
      data: await changeSubscriptionAndRetry({ tenantId, customerId, subscriptionId: params.subscriptionId, patch: body }),
    }),
  }),

  pauseSubscription: defineOperation({
    method: "POST",
    path: "/account/subscriptions/{subscriptionId}/pause",
    token: "account",
    tag: "Subscriptions",
    summary: "Pause a subscription, optionally until a day",
    description:
      "Nothing is billed or sent while paused. `resumeOn` (YYYY-MM-DD, after today, within 365 days): the box resumes by itself that day on its usual schedule (`nextBillingDate` is the first scheduled day on or after it); without it the box stays paused until resumed (`nextBillingDate` null). A cancelled subscription answers 409.",
    extension: true,
    params: z.object({ subscriptionId: z.string() }),
    body: pauseInput,
    output: subscriptionResponse,
    errors: { 404: "Subscription not found.", 409: "The subscription is cancelled." },
    run: async ({ tenantId, customerId, params, body }) => ({
      data: await pauseSubscription({ tenantId, customerId, subscriptionId: params.subscriptionId, input: body }),
    }),
  }),

  resumeSubscription: defineOperation({
    method: "POST",
    path: "/account/subscriptions/{subscriptionId}/resume",
    token: "account",
    tag: "Subscriptions",
    summary: "Resume a paused subscription",
    description:
      "Active again on its usual schedule, from the first scheduled day after today. Resuming an active subscription changes nothing. A cancelled subscription answers 409.",
    extension: true,
    params: z.object({ subscriptionId: z.string() }),
    output: subscriptionResponse,
    errors: { 404: "Subscription not found.", 409: "The subscription is cancelled." },
    run: async ({ tenantId, customerId, params }) => ({
      data: await resumeSubscription({ tenantId, customerId, subscriptionId: params.subscriptionId }),
    }),
  }),

  skipSubscriptionDelivery: defineOperation({
    method: "POST",
    path: "/account/subscriptions/{subscriptionId}/skip",
    token: "account",
    tag: "Subscriptions",
    summary: "Skip the next delivery",
    description:
      "The next delivery is neither sent nor billed: `nextBillingDate` moves one period (the frequency) later. A paused subscription has nothing to skip and a cancelled one cannot change: both answer 409.",
    extension: true,
    params: z.object({ subscriptionId: z.string() }),
    output: subscriptionResponse,
    errors: { 404: "Subscription not found.", 409: "The subscription is cancelled or paused." },
    run: async ({ tenantId, customerId, params }) => ({
      data: await skipDelivery({ tenantId, customerId, subscriptionId: params.subscriptionId }),
    }),
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
    description:
      "Frequencies are in weeks. Each available item tells its stock: `inStock` (extension) is false when sold out, and `maxQuantity` (and `defaultQuantity`) are capped by the stock. Amounts are in `market` (a market id or a country code, extension; unknown → 422), else the caller's country's market, else the primary market. Cached per tenant and market (dropped when a product changes or sells out); `X-Cache` says `hit`, `stale` or `miss`.",
    params: z.object({ productId: z.string() }),
    query: marketQuery,
    output: subscriptionConfigurationResponse,
    errors: { 404: "This product is not a subscription." },
    cache: packageCacheHeaders,
    cacheStatus: true,
    responseCache: {
      fresh: packageCachePolicy.fresh,
      tags: ({ params }) => [packageTag(params.productId.toLowerCase()), catalogTag, "markets"],
      vary: marketVary,
    },
    run: async ({ tenantId, params, query, req }) => {
      const resolved = await resolveMarket({ tenantId, market: query.market, req });
      const { config, cache } = await getPackageConfiguration({ tenantId, productId: params.productId, market: resolved.market });
      return reply({ data: config }, { headers: { "x-cache": cache, ...(perBuyer(resolved, req) ? detectedMarketHeaders : {}) } });
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
