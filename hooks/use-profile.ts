"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
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

/** POST /account/logout: revokes the account token (then next-auth ends the session). */
export function useLogout() {
  const { call } = useAccountApi();
  return useMutation({ mutationFn: () => call<{ message: string }>("/account/logout", { method: "POST" }) });
}
