"use client";

import { useSession } from "next-auth/react";
import { useCallback } from "react";
import { useStorefront } from "@/components/providers/storefront-provider";
import { apiFetch, type ApiOptions } from "@/lib/storefront/api-client";

type CallOptions = Omit<ApiOptions, "token">;

/** Calls /api/v1 with the storefront's public API token. */
export function useStorefrontApi() {
  const { apiToken } = useStorefront();
  return useCallback(<T>(path: string, options: CallOptions = {}) => apiFetch<T>(path, { ...options, token: apiToken }), [apiToken]);
}

/** Calls /api/v1/account/** with the signed-in customer's account token (from the next-auth session). */
export function useAccountApi() {
  const { data: session, status } = useSession();
  const token = session?.accountToken ?? null;
  const call = useCallback(<T>(path: string, options: CallOptions = {}) => apiFetch<T>(path, { ...options, token }), [token]);
  return { call, token, ready: status === "authenticated" && !!token, customerId: session?.customer?.id ?? null };
}
