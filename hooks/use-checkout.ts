"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAccountApi, useStorefrontApi } from "./use-api";
import type { CheckoutOrder, ShippingRate } from "@storefront/sdk";

/** GET /shipping-rates: each market's flat rate and free-over threshold. */
export function useShippingRates() {
  const api = useStorefrontApi();
  return useQuery({
    queryKey: ["shipping-rates"],
    queryFn: async (): Promise<ShippingRate[]> => (await api.GET("/shipping-rates")).data.data,
    staleTime: 300_000,
  });
}

/** POST /account/checkout with an Idempotency-Key per attempt (a retried click never places two orders). */
export function usePlaceOrder() {
  const { api, customerId } = useAccountApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      cartId: string;
      shippingAddressId: string;
      paymentMethodId: string;
      idempotencyKey: string;
    }): Promise<CheckoutOrder> =>
      (
        await api.POST("/account/checkout", {
          body: { cartId: input.cartId, shippingAddressId: input.shippingAddressId, paymentMethodId: input.paymentMethodId },
          params: { header: { "Idempotency-Key": input.idempotencyKey } },
        })
      ).data.data,
    onSuccess: () => {
      client.setQueryData(["account", customerId, "cart"], null);
      void client.invalidateQueries({ queryKey: ["account", customerId, "orders"] });
      void client.invalidateQueries({ queryKey: ["account", customerId, "points"] });
    },
    meta: { account: true },
  });
}
