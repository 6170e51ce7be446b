import { z } from "zod";
import { addressCreated, addressDeleted, addressList, createAddressInput } from "@/lib/account/schemas";
import { cartResponse } from "@/lib/cart/schemas";
import { buyAgainFailed, buyAgainSucceeded, orderList } from "@/lib/orders/schemas";
import { pageQuery } from "@/lib/pagination/schemas";
import { pointsHistory, pointsHistoryDisabled } from "@/lib/rewards/schemas";
import { subscriptionCancelled, subscriptionList } from "@/lib/subscriptions/schemas";
import { operation, responses } from "../registry";

operation({
  method: "get",
  path: "/account/addresses",
  tags: ["Account"],
  summary: "List the customer's saved addresses",
  auth: "account",
  extension: true,
  responses: { ...responses.ok(addressList), ...responses.unauthenticated },
});

operation({
  method: "post",
  path: "/account/addresses",
  tags: ["Account"],
  summary: "Save a new address",
  auth: "account",
  extension: true,
  request: { body: { content: { "application/json": { schema: createAddressInput } } } },
  responses: { ...responses.created(addressCreated), ...responses.unauthenticated, ...responses.validation, ...responses.malformed },
});

operation({
  method: "delete",
  path: "/account/addresses/{address}",
  tags: ["Account"],
  summary: "Remove a saved address",
  description: "Only the caller's own addresses; any other id gets the same generic not-found text.",
  auth: "account",
  request: { params: z.object({ address: z.string() }) },
  responses: { ...responses.ok(addressDeleted), ...responses.unauthenticated, ...responses.notFound("No such address for this customer (generic text).") },
});

operation({
  method: "get",
  path: "/account/subscriptions",
  tags: ["Subscriptions"],
  summary: "List the customer's subscriptions",
  auth: "account",
  extension: true,
  responses: { ...responses.ok(subscriptionList), ...responses.unauthenticated },
});

operation({
  method: "post",
  path: "/account/subscriptions/{subscriptionId}/cancel",
  tags: ["Subscriptions"],
  summary: "Cancel a subscription",
  description: "Status becomes cancelled, the next billing date is cleared and the cancellation is recorded once. Cancelling again answers `{}` too.",
  auth: "account",
  request: { params: z.object({ subscriptionId: z.string() }) },
  responses: { ...responses.ok(subscriptionCancelled, "An empty object."), ...responses.unauthenticated, ...responses.notFound("Subscription not found.") },
});

operation({
  method: "get",
  path: "/account/orders",
  tags: ["Orders"],
  summary: "List the customer's orders, newest first",
  auth: "account",
  extension: true,
  request: { query: pageQuery },
  responses: { ...responses.ok(orderList), ...responses.unauthenticated, ...responses.validation },
});

operation({
  method: "post",
  path: "/account/orders/{orderId}/buy-again",
  tags: ["Orders"],
  summary: "Add a past order's products to the cart",
  description:
    "`orderId` is the public order number. Subscription and balance-payment lines are excluded; unavailable or out-of-stock products are skipped with one reason each.",
  auth: "account",
  request: { params: z.object({ orderId: z.string() }) },
  responses: {
    ...responses.ok(buyAgainSucceeded),
    ...responses.unauthenticated,
    ...responses.notFound("Order not found."),
    422: responses.json(buyAgainFailed, "Nothing in the order could be reordered."),
  },
});

operation({
  method: "get",
  path: "/account/cart",
  tags: ["Carts"],
  summary: "The customer's active cart (null when there is none)",
  auth: "account",
  extension: true,
  responses: { ...responses.ok(cartResponse), ...responses.unauthenticated },
});

operation({
  method: "get",
  path: "/account/rewards/points-history",
  tags: ["Rewards"],
  summary: "Points transactions, most recent first",
  description: "When the store's rewards programme is off the body is exactly `{\"enabled\": false}`.",
  auth: "account",
  request: { query: pageQuery },
  responses: {
    200: responses.json(z.union([pointsHistory, pointsHistoryDisabled]), "The history page, or `{enabled: false}`."),
    ...responses.unauthenticated,
    ...responses.validation,
  },
});
