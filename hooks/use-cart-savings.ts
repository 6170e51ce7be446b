"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { putCart, useCartCall } from "./use-cart";
import type { Cart } from "@storefront/sdk";

/**
 * What lowers a cart's total: discount codes (POST and DELETE /carts/{cartId}/discount-codes) and, for a signed-in
 * customer, points (PATCH /carts/{cartId} {pointsToRedeem}). Each answers the re-priced cart, which replaces the
 * cached one; a refusal (422 naming why) leaves the cart as it was.
 */
export function useCartSavings() {
  const { api, key } = useCartCall();
  const client = useQueryClient();
  const meta = { account: key[0] === "account" };
  const onSuccess = (cart: Cart) => putCart(client, key, cart);
  const applyCode = useMutation({
    mutationFn: async ({ cartId, code }: { cartId: string; code: string }): Promise<Cart> =>
      (await api.POST("/carts/{cartId}/discount-codes", { params: { path: { cartId } }, body: { code } })).data.data,
    onSuccess,
    meta,
  });
  const removeCode = useMutation({
    mutationFn: async ({ cartId, code }: { cartId: string; code: string }): Promise<Cart> =>
      (await api.DELETE("/carts/{cartId}/discount-codes/{code}", { params: { path: { cartId, code } } })).data.data,
    onSuccess,
    meta,
  });
  const setPoints = useMutation({
    mutationFn: async ({ cartId, pointsToRedeem }: { cartId: string; pointsToRedeem: number }): Promise<Cart> =>
      (await api.PATCH("/carts/{cartId}", { params: { path: { cartId } }, body: { pointsToRedeem } })).data.data,
    onSuccess,
    meta,
  });
  return { applyCode, removeCode, setPoints };
}
