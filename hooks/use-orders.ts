"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "@/lib/storefront/api-client";
import { useAccountApi } from "./use-api";
import { putCart } from "./use-cart";
import type { BuyAgainFailed, BuyAgainSucceeded, OrderSummary, PageMeta } from "@storefront/sdk";

export type BuyAgainResult = BuyAgainSucceeded | BuyAgainFailed;

/** GET /account/orders?page=. */
export function useOrders(page: number) {
  const { api, ready, customerId } = useAccountApi();
  return useQuery({
    queryKey: ["account", customerId, "orders", page],
    queryFn: async (): Promise<{ data: OrderSummary[]; meta: PageMeta }> =>
      (await api.GET("/account/orders", { params: { query: { page, perPage: 10 } } })).data,
    enabled: ready,
    placeholderData: keepPreviousData,
    meta: { account: true },
  });
}

/** POST /account/orders/{orderId}/buy-again. Nothing reorderable (422 {success:false,…}) resolves as a result, not an error. */
export function useBuyAgain() {
  const { api, customerId } = useAccountApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (orderId: string): Promise<BuyAgainResult> => {
      try {
        const { data } = await api.POST("/account/orders/{orderId}/buy-again", { params: { path: { orderId } } });
        return data satisfies BuyAgainSucceeded;
      } catch (error) {
        const body = error instanceof ApiRequestError ? (error.body as Partial<BuyAgainFailed> | undefined) : undefined;
        if (body && body.success === false) return body as BuyAgainFailed;
        throw error;
      }
    },
    onSuccess: async (result) => {
      if (result.success) await putCart(client, ["account", customerId, "cart"], result.cart);
    },
    meta: { account: true },
  });
}
