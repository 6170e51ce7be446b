"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CustomerProfile } from "@/lib/account/schemas";
import { useAccountApi } from "./use-api";

/** GET /account. */
export function useProfile() {
  const { call, ready, customerId } = useAccountApi();
  return useQuery({
    queryKey: ["account", customerId, "profile"],
    queryFn: () => call<{ data: CustomerProfile }>("/account").then((r) => r.data),
    enabled: ready,
    meta: { account: true },
  });
}

export type ProfileFields = { firstName: string; lastName: string; phone: string };

/** PATCH /account: names and phone (an empty phone removes it). */
export function useUpdateProfile() {
  const { call, customerId } = useAccountApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileFields) => call<{ data: CustomerProfile }>("/account", { method: "PATCH", body: input }).then((r) => r.data),
    onSuccess: (profile) => client.setQueryData(["account", customerId, "profile"], profile),
    meta: { account: true },
  });
}

/** POST /account/password/change: this session goes on; every other one is signed out. */
export function useChangePassword() {
  const { call } = useAccountApi();
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      call<{ message: string }>("/account/password/change", { method: "POST", body: input }),
    meta: { account: true },
  });
}

/** POST /account/logout: revokes the account token (then next-auth ends the session). */
export function useLogout() {
  const { call } = useAccountApi();
  return useMutation({ mutationFn: () => call<{ message: string }>("/account/logout", { method: "POST" }) });
}
