import { checkoutInput, placedOrderResponse } from "@/lib/checkout/schemas";
import { placeOrder } from "@/lib/checkout/place-order";
import { defineOperation, reply } from "../operation";

/** Checkout (issue 10): the customer's cart becomes a paid order. */
export const checkoutOperations = {
  checkout: defineOperation({
    method: "POST",
    path: "/account/checkout",
    token: "account",
    tag: "Checkout",
    summary: "Place an order from the customer's cart",
    description:
      "One transaction: prices re-read, stock decremented (never below zero: of concurrent buyers of the last unit one succeeds, the others get 409 naming the line), the saved card charged (a declining sandbox card answers 402 and nothing changes), points earned (one per whole unit of the currency in the product subtotal when the store's rewards are on), the cart converted, a confirmation e-mail queued. Delivery: the flat rate of the address's market, free from its threshold. With an Idempotency-Key a retry answers the same order.",
    extension: true,
    status: 201,
    body: checkoutInput,
    output: placedOrderResponse,
    rateLimit: "checkout",
    errors: {
      402: "The card was declined; nothing changed.",
      404: "Cart, address or payment method not found for this customer.",
    },
    run: async ({ tenantId, customerId, body, req }) =>
      reply(
        { data: await placeOrder({ tenantId, customerId, input: body, idempotencyKey: req.headers.get("idempotency-key") ?? undefined }) },
        { status: 201 },
      ),
  }),
};
