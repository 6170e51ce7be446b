"use client";

import { useMutation } from "@tanstack/react-query";
import type { AccountMessage, AuthResponse } from "@/lib/account/schemas";
import { useStorefrontApi } from "./use-api";

export type RegisterFields = { email: string; password: string; firstName: string; lastName: string };

/** POST /account/register (storefront token). */
export function useRegister() {
  const api = useStorefrontApi();
  return useMutation({ mutationFn: (input: RegisterFields) => api<AuthResponse>("/account/register", { method: "POST", body: input }) });
}

/** POST /account/password: e-mails a reset link that comes back to this storefront's /reset-password. */
export function useRequestPasswordReset() {
  const api = useStorefrontApi();
  return useMutation({
    mutationFn: (input: { email: string }) =>
      api<AccountMessage>("/account/password", {
        method: "POST",
        body: { email: input.email, returnUrl: `${window.location.origin}/reset-password` },
      }),
  });
}

/** POST /account/password/reset with the token from the e-mailed link. */
export function useResetPassword() {
  const api = useStorefrontApi();
  return useMutation({
    mutationFn: (input: { email: string; token: string; password: string }) =>
      api<AccountMessage>("/account/password/reset", { method: "POST", body: input }),
  });
}
