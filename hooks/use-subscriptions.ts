"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { renewal } from "@/lib/billing/schemas";
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

export type SubscribeChoice = {
  packageId: string;
  items: { productId: string; quantity: number }[];
  frequencyWeeks: number;
  paymentMethodId: string;
  addressId: string;
};

/** POST /account/subscriptions with an Idempotency-Key per attempt (a double click subscribes once). */
export function useSubscribe() {
  const { call, customerId } = useAccountApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: SubscribeChoice & { idempotencyKey: string }) =>
      call<{ data: SubscriptionSummary }>("/account/subscriptions", {
        method: "POST",
        body,
        headers: { "idempotency-key": idempotencyKey },
      }).then((r) => r.data),
    onSuccess: (created) => {
      client.setQueryData<SubscriptionSummary[]>(key(customerId), (list) =>
        list ? [created, ...list.filter((s) => s.id !== created.id)] : list,
      );
      void client.invalidateQueries({ queryKey: key(customerId) });
    },
    meta: { account: true },
  });
}

export type SubscriptionChange =
  | { kind: "update"; body: Partial<Omit<SubscribeChoice, "packageId">> }
  | { kind: "pause"; resumeOn: string | null }
  | { kind: "resume" }
  | { kind: "skip" };

/** PATCH /account/subscriptions/{id}, or POST …/pause, …/resume, …/skip: each answers the changed subscription. */
export function useChangeSubscription(id: string) {
  const { call, customerId } = useAccountApi();
  const client = useQueryClient();
  const path = `/account/subscriptions/${encodeURIComponent(id)}`;
  return useMutation({
    mutationFn: (change: SubscriptionChange) =>
      (change.kind === "update"
        ? call<{ data: SubscriptionSummary }>(path, { method: "PATCH", body: change.body })
        : call<{ data: SubscriptionSummary }>(`${path}/${change.kind}`, {
            method: "POST",
            body: change.kind === "pause" ? (change.resumeOn ? { resumeOn: change.resumeOn } : {}) : undefined,
          })
      ).then((r) => r.data),
    onSuccess: (changed) => {
      client.setQueryData<SubscriptionSummary[]>(key(customerId), (list) => list?.map((s) => (s.id === changed.id ? changed : s)));
      // A new card on a past-due box retried its renewal: its history changed too.
      void client.invalidateQueries({ queryKey: [...key(customerId), id, "renewals"] });
    },
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

export type Renewal = z.infer<typeof renewal>;

/** GET /account/subscriptions/{id}/renewals: each cycle billed, skipped or being retried, newest first. */
export function useSubscriptionRenewals(id: string) {
  const { call, ready, customerId } = useAccountApi();
  return useQuery({
    queryKey: [...key(customerId), id, "renewals"],
    queryFn: () => call<{ data: Renewal[] }>(`/account/subscriptions/${encodeURIComponent(id)}/renewals`).then((r) => r.data),
    enabled: ready,
    meta: { account: true },
  });
}
