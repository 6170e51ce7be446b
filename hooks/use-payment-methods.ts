"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAccountApi } from "./use-api";
import type { PaymentSetup, SavedPaymentMethod } from "@storefront/sdk";

export const paymentGateway = "sandbox";
const key = (customerId: string | null) => ["account", customerId, "payment-methods"] as const;

/** GET /account/payments/methods (cards only; wallets are not listed). */
export function usePaymentMethods() {
  const { api, ready, customerId } = useAccountApi();
  return useQuery({
    queryKey: key(customerId),
    queryFn: async (): Promise<SavedPaymentMethod[]> => (await api.GET("/account/payments/methods")).data,
    enabled: ready,
    meta: { account: true },
  });
}

/** POST /account/payments/{gateway}/setup: a tokenisation identifier and the provider's engine script URL. */
export function useStartPaymentSetup() {
  const { api } = useAccountApi();
  return useMutation({
    mutationFn: async (input: { subscriptionId: string | null }): Promise<PaymentSetup> =>
      (
        await api.POST("/account/payments/{gateway}/setup", {
          params: { path: { gateway: paymentGateway } },
          body: input.subscriptionId ? { subscriptionId: input.subscriptionId } : {},
        })
      ).data,
    meta: { account: true },
  });
}

/** Refreshes the list after the engine saved a card. */
export function useRefreshPaymentMethods() {
  const { customerId } = useAccountApi();
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: key(customerId) });
}

/** DELETE /account/payments/methods/{id}: 409 (its message names the subscription) when the card pays one. */
export function useDeletePaymentMethod() {
  const { api, customerId } = useAccountApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api.DELETE("/account/payments/methods/{paymentMethodId}", { params: { path: { paymentMethodId: id } } })).data,
    onSettled: () => client.invalidateQueries({ queryKey: key(customerId) }),
    meta: { account: true },
  });
}

/** POST /account/payments/methods/{id}/default. */
export function useSetDefaultPaymentMethod() {
  const { api, customerId } = useAccountApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<SavedPaymentMethod> =>
      (await api.POST("/account/payments/methods/{paymentMethodId}/default", { params: { path: { paymentMethodId: id } } })).data.data,
    onSuccess: () => client.invalidateQueries({ queryKey: key(customerId) }),
    meta: { account: true },
  });
}
