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
    errors: {
      402: "The card was declined; nothing changed.",
      404: "Cart, address or payment method not found for this customer.",
    },
    examples: {
      body: { cartId: "0b6f8f7e-1c0a-4a43-9a0f-2f7d5f1f8e11", shippingAddressId: "1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b", paymentMethodId: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d" },
      response: {
        data: {
          id: "5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716",
          orderId: "SF-1261",
          status: "paid",
          currencyCode: "GBP",
          lines: [
            {
              id: "6f5e4d3c-2b1a-4098-8f7e-6d5c4b3a2918",
              kind: "product",
              productId: "8e3a2b1c-0d9e-5f8a-9b7c-6d5e4f3a2b1c",
              name: "Ethiopia Yirgacheffe Coffee",
              quantity: 3,
              unitPrice: 12.5,
              lineTotal: 37.5,
              displayUnitPrice: "£12.50",
              displayLineTotal: "£37.50",
            },
          ],
          subtotal: 37.5,
          displaySubtotal: "£37.50",
          shipping: 0,
          displayShipping: "£0.00",
          total: 37.5,
          displayTotal: "£37.50",
          pointsEarned: 37,
          shippingAddress: { firstName: "Alice", lastName: "Walker", company: null, line1: "12 Harbour Street", line2: null, city: "Bristol", region: null, postalCode: "BS1 4RN", countryCode: "GB" },
          paymentMethod: { id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d", paymentMethod: "card", cardType: "visa", cardLast4: "4242" },
          createdAt: "2026-11-22T10:05:00Z",
        },
      },
    },
    run: async ({ tenantId, customerId, body, req }) =>
      reply({ data: await placeOrder({ tenantId, customerId, input: body, idempotencyKey: req.headers.get("idempotency-key") ?? undefined }) }, { status: 201 }),
  }),
};
