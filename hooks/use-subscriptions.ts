"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAccountApi, useStorefrontApi } from "./use-api";
import type { Renewal, Subscription, SubscriptionConfiguration } from "@storefront/sdk";

const key = (customerId: string | null) => ["account", customerId, "subscriptions"] as const;

/*
 * The SDK's generated types (sdk/src/generated) are regenerated from the operations after a merge; until then they
 * lack the market fields the answers carry (a box's `marketId`/`taxIncluded`, a configuration's
 * `currencyCode`/`taxIncluded`). The answers are the lib schemas' shapes: these name them so.
 */
const asSummary = (x: unknown) => x as Subscription;
const asSummaries = (x: unknown) => x as Subscription[];
const asConfiguration = (x: unknown) => x as SubscriptionConfiguration;

/** GET /account/subscriptions. */
export function useSubscriptions() {
  const { api, ready, customerId } = useAccountApi();
  return useQuery({
    queryKey: key(customerId),
    queryFn: async (): Promise<Subscription[]> => asSummaries((await api.GET("/account/subscriptions")).data.data),
    enabled: ready,
    meta: { account: true },
  });
}

/** POST /account/subscriptions/{id}/cancel. */
export function useCancelSubscription() {
  const { api, customerId } = useAccountApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api.POST("/account/subscriptions/{subscriptionId}/cancel", { params: { path: { subscriptionId: id } } })).data,
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
  /** The market the box was priced in (a market id): it is subscribed and billed in it. */
  market?: string;
};

/** POST /account/subscriptions with an Idempotency-Key per attempt (a double click subscribes once). */
export function useSubscribe() {
  const { api, customerId } = useAccountApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ idempotencyKey, ...body }: SubscribeChoice & { idempotencyKey: string }): Promise<Subscription> =>
      asSummary((await api.POST("/account/subscriptions", { body, params: { header: { "Idempotency-Key": idempotencyKey } } })).data.data),
    onSuccess: (created) => {
      client.setQueryData<Subscription[]>(key(customerId), (list) => (list ? [created, ...list.filter((s) => s.id !== created.id)] : list));
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
  const { api, customerId } = useAccountApi();
  const client = useQueryClient();
  const params = { path: { subscriptionId: id } };
  return useMutation({
    mutationFn: async (change: SubscriptionChange): Promise<Subscription> => {
      switch (change.kind) {
        case "update":
          return asSummary((await api.PATCH("/account/subscriptions/{subscriptionId}", { params, body: change.body })).data.data);
        case "pause":
          return asSummary(
            (
              await api.POST("/account/subscriptions/{subscriptionId}/pause", {
                params,
                body: change.resumeOn ? { resumeOn: change.resumeOn } : {},
              })
            ).data.data,
          );
        case "resume":
          return asSummary((await api.POST("/account/subscriptions/{subscriptionId}/resume", { params })).data.data);
        case "skip":
          return asSummary((await api.POST("/account/subscriptions/{subscriptionId}/skip", { params })).data.data);
      }
    },
    onSuccess: (changed) => {
      client.setQueryData<Subscription[]>(key(customerId), (list) => list?.map((s) => (s.id === changed.id ? changed : s)));
      // A new card on a past-due box retried its renewal: its history changed too.
      void client.invalidateQueries({ queryKey: [...key(customerId), id, "renewals"] });
    },
    meta: { account: true },
  });
}

/** GET /subscription-packages/{productId}/configuration (storefront token), in `market` (a market id) when given. */
export function usePackageConfiguration(productId: string, market?: string, initialData?: SubscriptionConfiguration) {
  const api = useStorefrontApi();
  return useQuery({
    queryKey: ["subscription-package", productId, "configuration", market ?? null],
    queryFn: async (): Promise<SubscriptionConfiguration> =>
      asConfiguration(
        (
          await api.GET("/subscription-packages/{productId}/configuration", {
            params: { path: { productId }, query: market ? { market } : {} },
          })
        ).data.data,
      ),
    initialData,
    staleTime: 5 * 60_000,
  });
}

/** GET /account/subscriptions/{id}/renewals: each cycle billed, skipped or being retried, newest first. */
export function useSubscriptionRenewals(id: string) {
  const { api, ready, customerId } = useAccountApi();
  return useQuery({
    queryKey: [...key(customerId), id, "renewals"],
    queryFn: async (): Promise<Renewal[]> =>
      (await api.GET("/account/subscriptions/{subscriptionId}/renewals", { params: { path: { subscriptionId: id } } })).data.data,
    enabled: ready,
    meta: { account: true },
  });
}
