import { cartEnvelope } from "@/lib/cart/schemas";
import { addDiscountCode, isRefusedCode } from "@/lib/cart/add-discount-code";
import { createDiscount } from "@/lib/discounts/create-discount";
import { listDiscounts } from "@/lib/discounts/list-discounts";
import { presentDiscount } from "@/lib/discounts/present-discount";
import { removeDiscountCode } from "@/lib/cart/remove-discount-code";
import {
  addDiscountCodeInput,
  createDiscountInput,
  discountCodeParams,
  discountEnvelope,
  discountIdParams,
  discountList,
  updateDiscountInput,
} from "@/lib/discounts/schemas";
import { updateDiscount } from "@/lib/discounts/update-discount";
import { limitFailures } from "@/lib/http/ratelimit";
import { z } from "zod";
import { defineOperation, reply } from "../operation";

const cartParams = z.object({ cartId: z.string() });
const cartNotFound = "Cart not found: unknown, another tenant's or customer's, or converted/merged.";

/** Discounts: the operator's discounts and the shopper's codes on a cart. */
export const discountOperations = {
  listDiscounts: defineOperation({
    method: "GET",
    path: "/operator/discounts",
    token: "operator",
    tag: "Operator",
    summary: "The store's discounts, newest first",
    description: "Codes and automatic discounts (`code: null`), each with `timesUsed` (orders that used it; cancelled orders free theirs).",
    extension: true,
    output: discountList,
    run: async ({ tenantId }) => ({ data: (await listDiscounts({ tenantId })).map(presentDiscount) }),
  }),

  createDiscount: defineOperation({
    method: "POST",
    path: "/operator/discounts",
    token: "operator",
    tag: "Operator",
    summary: "Create a discount code or an automatic discount",
    description:
      '`kind` `percentage` (`value` 1–100), `fixed` (`value` an amount per currency, major units: `{"GBP": 10}`) or `free_shipping` (no value). `code` null makes it automatic. Conditions: `appliesTo {productIds?, collectionSlugs?}`, `minSubtotal` per currency, `startsAt`/`endsAt`, `usageLimit`, `perCustomerLimit`, `firstOrderOnly`; `combinable` lets it stack with other combinable discounts. A negative value, a percentage over 100, an end before the start or a code the store has → 422 naming the field.',
    extension: true,
    status: 201,
    body: createDiscountInput,
    output: discountEnvelope,
    run: async ({ tenantId, body }) => reply({ data: await createDiscount({ tenantId, input: body }) }, { status: 201 }),
  }),

  updateDiscount: defineOperation({
    method: "PATCH",
    path: "/operator/discounts/{id}",
    token: "operator",
    tag: "Operator",
    summary: "Change or disable a discount",
    description: "Any of the creation fields; `active: false` disables it (carts stop applying it, checkout refuses it).",
    extension: true,
    params: discountIdParams,
    body: updateDiscountInput,
    output: discountEnvelope,
    errors: { 404: "Discount not found." },
    run: async ({ tenantId, params, body }) => ({ data: await updateDiscount({ tenantId, id: params.id, input: body }) }),
  }),

  addDiscountCode: defineOperation({
    method: "POST",
    path: "/carts/{cartId}/discount-codes",
    token: "shopper",
    tag: "Carts",
    summary: "Apply a discount code to the cart",
    description:
      "Case-insensitive. A code that does not apply → 422 `discount_not_applicable` with `errors.code[0]` saying why (unknown, not yet started, expired, used up, already used by you, first order only, minimum not met, not for these products, cannot be combined with the code applied); the cart is unchanged. One code per cart unless every code is combinable. Refused codes are limited: 20 per ten minutes from one address and 10 per ten minutes for one cart, then 429 with `Retry-After` (a code that applies is not counted).",
    extension: true,
    params: cartParams,
    body: addDiscountCodeInput,
    output: cartEnvelope,
    errors: {
      404: cartNotFound,
      429: "Too many refused codes from this address or for this cart (code `rate_limited`, `Retry-After` in seconds).",
    },
    run: async ({ tenantId, customerId, params, body, req }) => ({
      data: await limitFailures({ name: "discount-code", req, tenantId, cartId: params.cartId, failed: isRefusedCode }, () =>
        addDiscountCode({ owner: { tenantId, customerId }, cartId: params.cartId, code: body.code }),
      ),
    }),
  }),

  removeDiscountCode: defineOperation({
    method: "DELETE",
    path: "/carts/{cartId}/discount-codes/{code}",
    token: "shopper",
    tag: "Carts",
    summary: "Take a discount code off the cart",
    description: "Any case. A code not on the cart → 404.",
    extension: true,
    params: discountCodeParams,
    output: cartEnvelope,
    errors: { 404: `${cartNotFound} Or the code is not on this cart.` },
    run: async ({ tenantId, customerId, params }) => ({
      data: await removeDiscountCode({ owner: { tenantId, customerId }, cartId: params.cartId, code: params.code }),
    }),
  }),
};
