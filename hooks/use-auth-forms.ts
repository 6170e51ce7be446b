"use client";

import { useMutation } from "@tanstack/react-query";
import { useStorefrontApi } from "./use-api";
import type { AccountMessage, AuthResponse } from "@storefront/sdk";

export type RegisterFields = { email: string; password: string; firstName: string; lastName: string };

/** POST /account/register (storefront token). */
export function useRegister() {
  const api = useStorefrontApi();
  return useMutation({
    mutationFn: async (input: RegisterFields): Promise<AuthResponse> => (await api.POST("/account/register", { body: input })).data,
  });
}

/** POST /account/password: e-mails a reset link that comes back to this storefront's /reset-password. */
export function useRequestPasswordReset() {
  const api = useStorefrontApi();
  return useMutation({
    mutationFn: async (input: { email: string }): Promise<AccountMessage> =>
      (await api.POST("/account/password", { body: { email: input.email, returnUrl: `${window.location.origin}/reset-password` } })).data,
  });
}

/** POST /account/password/reset with the token from the e-mailed link. */
export function useResetPassword() {
  const api = useStorefrontApi();
  return useMutation({
    mutationFn: async (input: { email: string; token: string; password: string }): Promise<AccountMessage> =>
      (await api.POST("/account/password/reset", { body: input })).data,
  });
}
