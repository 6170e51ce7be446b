"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Cart } from "@/lib/cart/schemas";
import { useCartCall } from "./use-cart";

/**
 * What lowers a cart's total: discount codes (POST and DELETE /carts/{cartId}/discount-codes) and, for a signed-in
 * customer, points (PATCH /carts/{cartId} {pointsToRedeem}). Each answers the re-priced cart, which replaces the
 * cached one; a refusal (422 naming why) leaves the cart as it was.
 */
export function useCartSavings() {
  const { call, key } = useCartCall();
  const client = useQueryClient();
  const meta = { account: key[0] === "account" };
  const onSuccess = (cart: Cart) => client.setQueryData(key, cart);
  const applyCode = useMutation({
    mutationFn: ({ cartId, code }: { cartId: string; code: string }) =>
      call<{ data: Cart }>(`/carts/${cartId}/discount-codes`, { method: "POST", body: { code } }).then((r) => r.data),
    onSuccess,
    meta,
  });
  const removeCode = useMutation({
    mutationFn: ({ cartId, code }: { cartId: string; code: string }) =>
      call<{ data: Cart }>(`/carts/${cartId}/discount-codes/${encodeURIComponent(code)}`, { method: "DELETE" }).then((r) => r.data),
    onSuccess,
    meta,
  });
  const setPoints = useMutation({
    mutationFn: ({ cartId, pointsToRedeem }: { cartId: string; pointsToRedeem: number }) =>
      call<{ data: Cart }>(`/carts/${cartId}`, { method: "PATCH", body: { pointsToRedeem } }).then((r) => r.data),
    onSuccess,
    meta,
  });
  return { applyCode, removeCode, setPoints };
}
