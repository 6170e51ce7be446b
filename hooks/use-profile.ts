"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAccountApi } from "./use-api";
import type { CustomerProfile, MarketingPreference } from "@storefront/sdk";

/** GET /account. */
export function useProfile() {
  const { api, ready, customerId } = useAccountApi();
  return useQuery({
    queryKey: ["account", customerId, "profile"],
    queryFn: async (): Promise<CustomerProfile> => (await api.GET("/account")).data.data,
    enabled: ready,
    meta: { account: true },
  });
}

export type ProfileFields = { firstName: string; lastName: string; phone: string };

/** PATCH /account: names and phone (an empty phone removes it). */
export function useUpdateProfile() {
  const { api, customerId } = useAccountApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProfileFields): Promise<CustomerProfile> => (await api.PATCH("/account", { body: input })).data.data,
    onSuccess: (profile) => client.setQueryData(["account", customerId, "profile"], profile),
    meta: { account: true },
  });
}

/** GET /account/marketing: whether the customer wants the store's news and offers by e-mail. */
export function useMarketingPreference() {
  const { api, ready, customerId } = useAccountApi();
  return useQuery({
    queryKey: ["account", customerId, "marketing"],
    queryFn: async (): Promise<MarketingPreference> => (await api.GET("/account/marketing")).data.data,
    enabled: ready,
    meta: { account: true },
  });
}

/** PUT /account/marketing. */
export function useSetMarketingPreference() {
  const { api, customerId } = useAccountApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (accepted: boolean): Promise<MarketingPreference> =>
      (await api.PUT("/account/marketing", { body: { accepted } })).data.data,
    onSuccess: (preference) => client.setQueryData(["account", customerId, "marketing"], preference),
    meta: { account: true },
  });
}

/** POST /account/password/change: this session goes on; every other one is signed out. */
export function useChangePassword() {
  const { api } = useAccountApi();
  return useMutation({
    mutationFn: async (input: { currentPassword: string; newPassword: string }) =>
      (await api.POST("/account/password/change", { body: input })).data,
    meta: { account: true },
  });
}

/** POST /account/logout: revokes the account token (then next-auth ends the session). */
export function useLogout() {
  const { api } = useAccountApi();
  return useMutation({ mutationFn: async () => (await api.POST("/account/logout")).data });
}
