"use client";

import type { StorefrontClient } from "@storefront/sdk";
import { useSession } from "next-auth/react";
import { useMemo } from "react";
import { useStorefront } from "@/components/providers/storefront-provider";
import { browserApi } from "@/lib/storefront/api-client";

/** The typed client of /api/v1 (@storefront/sdk) with the storefront's public API token. */
export function useStorefrontApi(): StorefrontClient {
  const { apiToken } = useStorefront();
  return useMemo(() => browserApi({ token: apiToken }), [apiToken]);
}

/** The typed client of /api/v1/account/** with the signed-in customer's account token (from the next-auth session). */
export function useAccountApi() {
  const { data: session, status } = useSession();
  const token = session?.accountToken ?? null;
  const api = useMemo(() => browserApi({ accountToken: token }), [token]);
  return { api, token, ready: status === "authenticated" && !!token, customerId: session?.customer?.id ?? null };
}
