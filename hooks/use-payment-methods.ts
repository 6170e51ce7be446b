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
