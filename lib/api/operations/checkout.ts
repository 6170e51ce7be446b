import { z } from "zod";
import { checkGuestCheckout } from "@/lib/checkout/check-guest-checkout";
import { createGuestPaymentSetup } from "@/lib/checkout/create-guest-payment-setup";
import { placeGuestOrder } from "@/lib/checkout/place-guest-order";
import { placeOrder } from "@/lib/checkout/place-order";
import { requireGuestCheckout } from "@/lib/checkout/require-guest-checkout";
import {
  checkoutInput,
  guestCheckoutInput,
  guestPaymentSetup,
  guestPlacedOrderResponse,
  placedOrderResponse,
} from "@/lib/checkout/schemas";
import { getGuestOrder } from "@/lib/orders/get-guest-order";
import { guestOrderHeaders, orderDetailResponse, orderNumberParams } from "@/lib/orders/schemas";
import { requirePaymentsConfigured } from "@/lib/payments/gateways";
import { enforceCartLimit } from "@/lib/http/ratelimit";
import { defineOperation, reply } from "../operation";

const steps =
  'In steps (docs/commerce.md): stock reserved and the order written `pending_payment` in one transaction; the card authorised and captured for exactly the order\'s total with no transaction open; then the order paid, points earned, the cart converted and the confirmation mail queued. A declining card answers 402 `{message, code: "payment_declined"}` and changes nothing (the stock is released, the cart stays). Of concurrent buyers of the last unit one succeeds, the others get 409 `out_of_stock` naming the line. With an Idempotency-Key a retry answers the same order. A server with no payment provider (a database server without PAYMENTS_SANDBOX=true: the sandbox takes no real money) answers 503 `payments_not_configured` before anything is reserved.';

/** Checkout: a customer's or a guest's cart becomes a paid order. */
export const checkoutOperations = {
  checkout: defineOperation({
    method: "POST",
    path: "/account/checkout",
    token: "account",
    tag: "Checkout",
    summary: "Place an order from the customer's cart",
    description: `${steps} Delivery: the flat rate of the address's market, free from its threshold.`,
    extension: true,
    status: 201,
    body: checkoutInput,
    output: placedOrderResponse,
    rateLimit: "checkout",
    errors: {
      402: "The card was declined; nothing changed.",
      404: "Cart, address or payment method not found for this customer.",
      409: "A product sold out meanwhile (`out_of_stock`), or the cart's order is already being paid (`checkout_in_progress`).",
    },
    run: async ({ tenantId, customerId, body, req }) => {
      requirePaymentsConfigured();
      return reply({ data: await placeOrder({ tenantId, customerId, input: body, fault: req.headers.get("x-fault") }) }, { status: 201 });
    },
  }),

  createGuestPaymentSetup: defineOperation({
    method: "POST",
    path: "/carts/{cartId}/payment-setup",
    token: "api",
    tag: "Checkout",
    summary: "Open a payment setup for a guest cart",
    description:
      'The guest\'s card is tokenised by the same hosted engine (`engineUrl`; call its `tokenize` or mount it with `mode: "token"`) for this setup; nothing is saved. The token pays once, at POST /checkout. Limited to 20 new setups per ten minutes from one address and 10 for one cart (429 with `Retry-After`).',
    extension: true,
    status: 201,
    params: z.object({ cartId: z.string() }),
    output: guestPaymentSetup,
    rateLimit: "guest-payment-setup",
    errors: {
      403: "The store takes no guest orders (`guest_checkout_disabled`: its `guestCheckout` setting is off); a signed-in customer checks out with POST /account/checkout.",
      404: "Not a guest cart of this store (unknown, a customer's, converted).",
    },
    run: async ({ tenantId, params, req }) => {
      requirePaymentsConfigured();
      await requireGuestCheckout(tenantId);
      await enforceCartLimit({ name: "guest-payment-setup", req, tenantId, cartId: params.cartId });
      return reply(await createGuestPaymentSetup({ tenantId, cartId: params.cartId }), { status: 201 });
    },
  }),

  guestCheckout: defineOperation({
    method: "POST",
    path: "/checkout",
    token: "api",
    tag: "Checkout",
    summary: "Place a guest's order",
    description: `A guest cart paid with a card tokenised for its payment setup (never saved). ${steps} The answer carries \`accessToken\`, shown once: send it as \`X-Order-Token\` to GET /orders/{orderId}; the confirmation mail links to the order page with it. Bad input changes nothing and charges nothing: an invalid e-mail, an address outside every market (\`shippingAddress.countryCode\`), a setup of another cart or store (\`payment.identifier\`), a token made for another setup or already used (\`payment.token\`) → 422, every failing field named in one answer; a setup that has had 5 cards charged without paying is spent (422 \`payment_setup_spent\` naming \`payment.identifier\`: start a new setup). Limited like POST /account/checkout: 10 per ten minutes from one address, and 20 per ten minutes for one cart from any address (429 with \`Retry-After\`).`,
    extension: true,
    status: 201,
    body: guestCheckoutInput,
    checkBody: checkGuestCheckout,
    output: guestPlacedOrderResponse,
    rateLimit: "guest-checkout",
    errors: {
      402: "The card was declined; nothing changed.",
      403: "The store takes no guest orders (`guest_checkout_disabled`: its `guestCheckout` setting is off); nothing is charged.",
      404: "Not a guest cart of this store.",
      409: "A product sold out meanwhile (`out_of_stock`), or the cart's order is already being paid (`checkout_in_progress`).",
    },
    run: async ({ tenantId, body, req }) => {
      requirePaymentsConfigured();
      await requireGuestCheckout(tenantId);
      await enforceCartLimit({ name: "guest-checkout", req, tenantId, cartId: body.cartId });
      return reply({ data: await placeGuestOrder({ tenantId, input: body, fault: req.headers.get("x-fault") }) }, { status: 201 });
    },
  }),

  getGuestOrder: defineOperation({
    method: "GET",
    path: "/orders/{orderId}",
    token: "api",
    tag: "Checkout",
    summary: "A guest's order, with its access token",
    description:
      "`orderId` is the public number; `X-Order-Token` the order's access token from the checkout's answer or the mail's link. Any other token, a customer's order, another store's: 404. Status, lines, totals, fulfilments (tracking) and refunds.",
    extension: true,
    params: orderNumberParams,
    headers: guestOrderHeaders,
    output: orderDetailResponse,
    errors: { 404: "Order not found (or the token does not open it)." },
    run: async ({ tenantId, params, req }) => ({
      data: await getGuestOrder({ tenantId, orderNumber: params.orderId, accessToken: req.headers.get("x-order-token") }),
    }),
  }),
};
