import { z } from "zod";
import { buyAgain } from "@/lib/orders/buy-again";
import { cancelOrder } from "@/lib/orders/cancel-order";
import { fulfilOrder } from "@/lib/orders/fulfil-order";
import { addOrderNote } from "@/lib/orders/add-order-note";
import { getOperatorOrder } from "@/lib/orders/get-operator-order";
import { getOrder } from "@/lib/orders/get-order";
import { listOperatorOrders } from "@/lib/orders/list-operator-orders";
import { listOrders } from "@/lib/orders/list-orders";
import { refundOrder } from "@/lib/orders/refund-order";
import {
  buyAgainFailed,
  buyAgainSucceeded,
  fulfilInput,
  operatorOrderList,
  operatorOrderListQuery,
  orderDetailResponse,
  orderList,
  orderNumberParams,
  refundInput,
} from "@/lib/orders/schemas";
import { operatorOrderDetailResponse, orderNoteInput, orderNoteResponse } from "@/lib/orders/operator-order-schemas";
import { reconcilePayments } from "@/lib/orders/reconcile-payments";
import { reconcileInput, reconcileResult } from "@/lib/payments/schemas";
import { cursorPageQuery } from "@/lib/pagination/schemas";
import { defineOperation, reply } from "../operation";

export const orderOperations = {
  listOrders: defineOperation({
    method: "GET",
    path: "/account/orders",
    token: "account",
    tag: "Orders",
    summary: "List the customer's orders, newest first",
    description:
      "The signed-in customer's orders with their lines, status, fulfilments (carrier and tracking) and refunds, newest first, paginated with `page` and `perPage`, or walked with `cursor` (`meta.nextCursor`; stable while orders are placed, null on the last page; a malformed one is 422).",
    extension: true,
    query: cursorPageQuery,
    output: orderList,
    run: ({ tenantId, customerId, query }) => listOrders({ tenantId, customerId, ...query }),
  }),

  getAccountOrder: defineOperation({
    method: "GET",
    path: "/account/orders/{orderId}",
    token: "account",
    tag: "Orders",
    summary: "One of the customer's orders",
    description:
      "`orderId` is the public order number. Status, lines, the totals as charged (tax lines, discount, points), the delivery address, the card that paid, fulfilments (carrier and tracking) and refunds. Another customer's order, another store's or an unknown number: 404.",
    extension: true,
    params: orderNumberParams,
    output: orderDetailResponse,
    errors: { 404: "Order not found." },
    run: async ({ tenantId, customerId, params }) => ({
      data: await getOrder({ tenantId, orderNumber: params.orderId, customerId }),
    }),
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
    errors: {
      404: "Order not found.",
      422: {
        description: "Nothing in the order could be reordered.",
        schema: buyAgainFailed,
        example: {
          success: false,
          message: "None of the items in this order can be added to your cart.",
          itemsAdded: 0,
          itemsSkipped: 2,
          code: "nothing_to_reorder",
        },
      },
    },
    run: ({ tenantId, customerId, params }) => buyAgain({ tenantId, customerId, orderNumber: params.orderId }),
  }),

  listOperatorOrders: defineOperation({
    method: "GET",
    path: "/operator/orders",
    token: "operator",
    tag: "Operator",
    summary: "The store's orders, newest first",
    description:
      "Optionally of one `status`, or matching `q` (an order number, or part of the buyer's e-mail); `page` and `perPage` (1–100, default 20), or walked with `cursor` (`meta.nextCursor`: keyset, so orders placed meanwhile never repeat or skip a row; null on the last page; a malformed one is 422). Guests' orders included (`guest: true`).",
    extension: true,
    query: operatorOrderListQuery,
    output: operatorOrderList,
    run: ({ tenantId, query }) => listOperatorOrders({ tenantId, ...query }),
  }),

  getOperatorOrder: defineOperation({
    method: "GET",
    path: "/operator/orders/{orderId}",
    token: "operator",
    tag: "Operator",
    summary: "One order of the store",
    description:
      "By its public number: lines, totals, payment, fulfilments and refunds; and for the back office the lines as the customer saw them (`lineSubtotal`, `discount`), a `summary` whose rows not `included` add up to the total (subtotal, discount, points, shipping, tax), `paymentStatus` apart from `fulfilmentStatus`, staff `notes` and a `timeline` (placed, paid, shipped with carrier and tracking, refunds, mails, notes; newest first). All from the stored figures, never re-priced.",
    extension: true,
    params: orderNumberParams,
    output: operatorOrderDetailResponse,
    errors: { 404: "Order not found in this store." },
    run: async ({ tenantId, params }) => ({ data: await getOperatorOrder({ tenantId, orderNumber: params.orderId }) }),
  }),

  addOrderNote: defineOperation({
    method: "POST",
    path: "/operator/orders/{orderId}/notes",
    token: "operator",
    tag: "Operator",
    summary: "Add a staff note to an order",
    description:
      "`body` (1–2000 characters) goes on the order's timeline with the staff member's name; owners and staff alike, audited. The customer never sees it.",
    extension: true,
    status: 201,
    params: orderNumberParams,
    body: orderNoteInput,
    output: orderNoteResponse,
    errors: { 404: "Order not found in this store." },
    run: async ({ tenantId, operator, params, body }) =>
      reply({ data: await addOrderNote({ tenantId, orderNumber: params.orderId, author: operator.staff, input: body }) }, { status: 201 }),
  }),

  fulfilOrder: defineOperation({
    method: "POST",
    path: "/operator/orders/{orderId}/fulfil",
    token: "operator",
    tag: "Operator",
    summary: "Record an order's shipment",
    description: "Carrier and tracking number; the customer gets the shipping mail and sees the tracking in their order.",
    extension: true,
    params: orderNumberParams,
    body: fulfilInput,
    output: orderDetailResponse,
    errors: {
      404: "Order not found in this store.",
      409: "The order cannot ship: not paid, already fulfilled, cancelled or refunded (`order_state`).",
    },
    run: async ({ tenantId, params, body }) => ({ data: await fulfilOrder({ tenantId, orderNumber: params.orderId, input: body }) }),
  }),

  cancelOrder: defineOperation({
    method: "POST",
    path: "/operator/orders/{orderId}/cancel",
    token: "operator",
    tag: "Operator",
    summary: "Cancel an order before it ships",
    description:
      "Refunds what is left of the capture, puts the stock back, takes back the points it earned and gives back the points it redeemed, and mails the customer. A fulfilled order is refunded instead (409).",
    extension: true,
    params: orderNumberParams,
    output: orderDetailResponse,
    errors: {
      402: "The card's issuer declined the refund (`refund_declined`); the order is unchanged.",
      404: "Order not found in this store.",
      409: "Fulfilled, already cancelled, refunded or not paid (`order_state`).",
    },
    run: async ({ tenantId, params }) => ({ data: await cancelOrder({ tenantId, orderNumber: params.orderId }) }),
  }),

  refundOrder: defineOperation({
    method: "POST",
    path: "/operator/orders/{orderId}/refunds",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Refund part (or the rest) of an order",
    description:
      "`amount` in major units of the order's currency, `reason` for the record and the mail. The refunds of an order never add up to more than was captured, also when sent at once: the excess is refused with 422 `refund_exceeds_captured`.",
    extension: true,
    status: 201,
    params: orderNumberParams,
    body: refundInput,
    output: orderDetailResponse,
    errors: {
      402: "The card's issuer declined the refund (`refund_declined`); nothing changed.",
      404: "Order not found in this store.",
      409: "Not paid, cancelled or already refunded in full (`order_state`).",
    },
    run: async ({ tenantId, params, body }) =>
      reply({ data: await refundOrder({ tenantId, orderNumber: params.orderId, input: body }) }, { status: 201 }),
  }),

  reconcilePayments: defineOperation({
    method: "POST",
    path: "/operator/payments/reconcile",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Settle payments a crash left half done",
    description:
      "Orders left `pending_payment` and refunds left pending for longer than `olderThanSeconds` are settled from the gateway's ledger: captured → paid; not captured → voided and released; a pending refund → completed or given back. `olderThanSeconds` has a floor, the server's RECONCILE_AFTER_SECONDS (default 120): a smaller value (0 included) or none is raised to it, whoever calls, and an order with a payment step younger than that is left alone, so a checkout or refund still in flight is never settled under it. Owners only (403 `owner_only` for staff). The server also runs this by itself every minute.",
    extension: true,
    body: reconcileInput,
    output: reconcileResult,
    run: async ({ tenantId, body }) => ({
      data: await reconcilePayments({
        tenantId,
        olderThanSeconds: body.olderThanSeconds ?? 0,
      }),
    }),
  }),
};
