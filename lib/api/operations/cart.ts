import { z } from "zod";
import { addCartLine } from "@/lib/cart/add-cart-line";
import { createCart } from "@/lib/cart/create-cart";
import { getActiveCart } from "@/lib/cart/get-active-cart";
import { getCart } from "@/lib/cart/get-cart";
import { mergeCart } from "@/lib/cart/merge-cart";
import {
  addCartLineInput,
  cartEnvelope,
  cartResponse,
  createCartInput,
  mergeCartInput,
  updateCartInput,
  updateCartLineInput,
} from "@/lib/cart/schemas";
import { updateCart } from "@/lib/cart/update-cart";
import { updateCartLine } from "@/lib/cart/update-cart-line";
import { resolveMarket } from "@/lib/pricing/resolve-market";
import { defineOperation, reply } from "../operation";

const cartParams = z.object({ cartId: z.string() });
const lineParams = z.object({ cartId: z.string(), lineId: z.string() });
const notFound =
  "Cart not found: unknown, another tenant's or customer's, a guest cart with an account token, or converted/merged. Lines: Cart line not found.";

/** Carts: guest carts by id with the API token, the customer's cart with the account token. */
export const cartOperations = {
  getCart: defineOperation({
    method: "GET",
    path: "/account/cart",
    token: "account",
    tag: "Carts",
    summary: "The customer's active cart (null when there is none)",
    description: "The signed-in customer's active cart with its lines and totals, or `{data: null}` when there is none.",
    extension: true,
    output: cartResponse,
    run: async ({ tenantId, customerId }) => ({ data: await getActiveCart({ tenantId, customerId }) }),
  }),

  createCart: defineOperation({
    method: "POST",
    path: "/carts",
    token: "shopper",
    tag: "Carts",
    summary: "A new guest cart (API token) or the customer's active cart (account token)",
    description:
      "With the API token: a new, empty guest cart; its id is the only key to it (keep it, e.g. in a cookie). With an account token: the customer's one active cart, created when there is none. `market` (a market id or a country code; unknown → 422) prices it, default the market of the caller's country, else the primary market; given with an account token it also moves the existing cart to that market. `shippingCountry` (two letters) is where the cart goes, as a market switcher chose it: the totals follow it rather than being estimated; without `market` it also picks the market that sells there (none → 422 `unknown_market` on `shippingCountry`); a country the market does not deliver to → 422 `destination_outside_market` on `shippingCountry`. A customer's existing cart takes it too (its region cleared).",
    extension: true,
    status: 201,
    body: createCartInput,
    output: cartEnvelope,
    rateLimit: "cart-create",
    run: async ({ tenantId, customerId, body, req }) => {
      const chosen = body.market ?? body.shippingCountry;
      const { market } = await resolveMarket({ tenantId, market: chosen, req, field: body.market ? "market" : "shippingCountry" });
      return reply(
        {
          data: await createCart(
            { tenantId, customerId },
            { market, explicit: chosen !== undefined, shippingCountry: body.shippingCountry },
          ),
        },
        { status: 201 },
      );
    },
  }),

  updateCart: defineOperation({
    method: "PATCH",
    path: "/carts/{cartId}",
    token: "shopper",
    tag: "Carts",
    summary: "Change the cart's market or destination (re-prices it)",
    description:
      "`market` (a market id or a country code) moves the cart to that market: its currency, its prices, its tax mode. `shippingCountry` and `shippingRegion` (a US state for sales tax) make the totals exact instead of estimated; null clears them. An unknown market → 422 on `market`; a country the cart's market does not deliver to → 422 on `shippingCountry` (code `destination_outside_market`). A market that does not deliver to the cart's destination clears it.",
    extension: true,
    params: cartParams,
    body: updateCartInput,
    output: cartEnvelope,
    errors: { 404: notFound },
    run: async ({ tenantId, customerId, params, body }) => ({
      data: await updateCart({ owner: { tenantId, customerId }, cartId: params.cartId, input: body }),
    }),
  }),

  readCart: defineOperation({
    method: "GET",
    path: "/carts/{cartId}",
    token: "shopper",
    tag: "Carts",
    summary: "A cart at current prices",
    description: "A guest cart with the tenant's API token; a customer's cart only with that customer's account token.",
    extension: true,
    params: cartParams,
    output: cartEnvelope,
    errors: { 404: notFound },
    run: async ({ tenantId, customerId, params }) => ({ data: await getCart({ owner: { tenantId, customerId }, cartId: params.cartId }) }),
  }),

  addCartLine: defineOperation({
    method: "POST",
    path: "/carts/{cartId}/lines",
    token: "shopper",
    tag: "Carts",
    summary: "Add units of a product (to its line when the cart has one)",
    description:
      "`{variantId, quantity}`; `{productId, quantity}` for a product with one variant (one with several → 422 `variant_required`). 422 for an unknown, another store's or inactive variant or product, a subscription package (subscribe instead), a quantity outside 1–99, or more than the variant's stock or the per-order maximum allows; the message names what is available.",
    extension: true,
    params: cartParams,
    body: addCartLineInput,
    output: cartEnvelope,
    errors: { 404: notFound },
    run: async ({ tenantId, customerId, params, body }) => ({
      data: await addCartLine({ owner: { tenantId, customerId }, cartId: params.cartId, input: body }),
    }),
  }),

  updateCartLine: defineOperation({
    method: "PATCH",
    path: "/carts/{cartId}/lines/{lineId}",
    token: "shopper",
    tag: "Carts",
    summary: "Change a line's quantity (0 removes it)",
    description:
      "Sets the line's quantity; 0 removes the line. More than the stock or the per-order maximum is 422 naming what is available.",
    extension: true,
    params: lineParams,
    body: updateCartLineInput,
    output: cartEnvelope,
    errors: { 404: notFound },
    run: async ({ tenantId, customerId, params, body }) => ({
      data: await updateCartLine({
        owner: { tenantId, customerId },
        cartId: params.cartId,
        lineId: params.lineId,
        quantity: body.quantity,
      }),
    }),
  }),

  removeCartLine: defineOperation({
    method: "DELETE",
    path: "/carts/{cartId}/lines/{lineId}",
    token: "shopper",
    tag: "Carts",
    summary: "Remove a line",
    description: "Removes the line and answers the cart.",
    extension: true,
    params: lineParams,
    output: cartEnvelope,
    errors: { 404: notFound },
    run: async ({ tenantId, customerId, params }) => ({
      data: await updateCartLine({ owner: { tenantId, customerId }, cartId: params.cartId, lineId: params.lineId, quantity: 0 }),
    }),
  }),

  mergeCart: defineOperation({
    method: "POST",
    path: "/account/cart/merge",
    token: "account",
    tag: "Carts",
    summary: "Merge a guest cart into the customer's cart after sign-in",
    description:
      "Lines are added capped at stock together with what the cart holds; unavailable products are dropped; the guest cart is closed (merging it again is 404).",
    extension: true,
    body: mergeCartInput,
    output: cartEnvelope,
    errors: { 404: notFound },
    run: async ({ tenantId, customerId, body }) => ({ data: await mergeCart({ tenantId, customerId, guestCartId: body.cartId }) }),
  }),
};
