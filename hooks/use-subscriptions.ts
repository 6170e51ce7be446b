"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SubscriptionConfiguration, SubscriptionSummary } from "@/lib/subscriptions/schemas";
import { useAccountApi, useStorefrontApi } from "./use-api";

const key = (customerId: string | null) => ["account", customerId, "subscriptions"] as const;

/** GET /account/subscriptions. */
export function useSubscriptions() {
  const { call, ready, customerId } = useAccountApi();
  return useQuery({
    queryKey: key(customerId),
    queryFn: () => call<{ data: SubscriptionSummary[] }>("/account/subscriptions").then((r) => r.data),
    enabled: ready,
    meta: { account: true },
  });
}

/** POST /account/subscriptions/{id}/cancel. */
export function useCancelSubscription() {
  const { call, customerId } = useAccountApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call<Record<string, never>>(`/account/subscriptions/${encodeURIComponent(id)}/cancel`, { method: "POST" }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(customerId) }),
    meta: { account: true },
  });
}

/** GET /subscription-packages/{productId}/configuration (storefront token). */
export function usePackageConfiguration(productId: string, initialData?: SubscriptionConfiguration) {
  const api = useStorefrontApi();
  return useQuery({
    queryKey: ["subscription-package", productId, "configuration"],
    queryFn: () =>
      api<{ data: SubscriptionConfiguration }>(`/subscription-packages/${encodeURIComponent(productId)}/configuration`).then((r) => r.data),
    initialData,
    staleTime: 5 * 60_000,
  });
}
