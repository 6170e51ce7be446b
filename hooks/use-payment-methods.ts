"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PaymentSetup, SavedPaymentMethod } from "@/lib/payments/schemas";
import { useAccountApi } from "./use-api";

export const paymentGateway = "sandbox";
const key = (customerId: string | null) => ["account", customerId, "payment-methods"] as const;

/** GET /account/payments/methods (cards only; wallets are not listed). */
export function usePaymentMethods() {
  const { call, ready, customerId } = useAccountApi();
  return useQuery({
    queryKey: key(customerId),
    queryFn: () => call<SavedPaymentMethod[]>("/account/payments/methods"),
    enabled: ready,
    meta: { account: true },
  });
}

/** POST /account/payments/{gateway}/setup: a tokenisation identifier and the provider's engine script URL. */
export function useStartPaymentSetup() {
  const { call } = useAccountApi();
  return useMutation({
    mutationFn: (input: { subscriptionId: string | null }) =>
      call<PaymentSetup>(`/account/payments/${paymentGateway}/setup`, {
        method: "POST",
        body: input.subscriptionId ? { subscriptionId: input.subscriptionId } : {},
      }),
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
  const { call, customerId } = useAccountApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call<{ message: string }>(`/account/payments/methods/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSettled: () => client.invalidateQueries({ queryKey: key(customerId) }),
    meta: { account: true },
  });
}

/** POST /account/payments/methods/{id}/default. */
export function useSetDefaultPaymentMethod() {
  const { call, customerId } = useAccountApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      call<{ data: SavedPaymentMethod }>(`/account/payments/methods/${encodeURIComponent(id)}/default`, { method: "POST" }).then(
        (r) => r.data,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: key(customerId) }),
    meta: { account: true },
  });
}
