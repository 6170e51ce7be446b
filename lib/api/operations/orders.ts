import { z } from "zod";
import { buyAgain } from "@/lib/orders/buy-again";
import { listOrders } from "@/lib/orders/list-orders";
import { buyAgainFailed, buyAgainSucceeded, orderList } from "@/lib/orders/schemas";
import { pageQuery } from "@/lib/pagination/schemas";
import { defineOperation } from "../operation";

export const orderOperations = {
  listOrders: defineOperation({
    method: "GET",
    path: "/account/orders",
    token: "account",
    tag: "Orders",
    summary: "List the customer's orders, newest first",
    description: "The signed-in customer's orders with their lines, newest first, paginated with `page` and `perPage`.",
    extension: true,
    query: pageQuery,
    output: orderList,
    run: ({ tenantId, customerId, query }) => listOrders({ tenantId, customerId, ...query }),
  }),

  buyAgain: defineOperation({
    method: "POST",
    path: "/account/orders/{orderId}/buy-again",
    token: "account",
    tag: "Orders",
    summary: "Add a past order's products to the cart",
    description:
      "`orderId` is the public order number. Subscription and balance-payment lines are excluded; unavailable or out-of-stock products are skipped with one reason each.",
    params: z.object({ orderId: z.string() }),
    output: buyAgainSucceeded,
    errors: { 404: "Order not found.", 422: { description: "Nothing in the order could be reordered.", schema: buyAgainFailed } },
    run: ({ tenantId, customerId, params }) => buyAgain({ tenantId, customerId, orderNumber: params.orderId }),
  }),
};
