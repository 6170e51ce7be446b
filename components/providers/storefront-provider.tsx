"use client";

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { Session } from "next-auth";
import { SessionProvider, signOut } from "next-auth/react";
import { createContext, useContext, useState, type ReactNode } from "react";
import { ApiRequestError } from "@/lib/storefront/api-client";
import type { MarketResponse, ShippingRate } from "@storefront/sdk";

type StorefrontConfig = { apiToken: string; storeName: string };

const StorefrontContext = createContext<StorefrontConfig | null>(null);

export function useStorefront(): StorefrontConfig {
  const value = useContext(StorefrontContext);
  if (!value) throw new Error("useStorefront must be used inside <StorefrontProvider>");
  return value;
}

/** An account token the API no longer accepts (expired, revoked by a password reset): end the session. */
function onApiError(error: unknown, meta: Record<string, unknown> | undefined) {
  if (error instanceof ApiRequestError && error.status === 401 && meta?.account) {
    const here = window.location.pathname + window.location.search;
    // On this page's own origin (next-auth's redirect would name APP_URL's host; see SignOutButton).
    void signOut({ redirect: false }).then(() => window.location.assign(`/login?expired=1&callbackUrl=${encodeURIComponent(here)}`));
  }
}

type ProviderProps = {
  config: StorefrontConfig;
  session: Session | null;
  market?: MarketResponse | null;
  shippingRates?: ShippingRate[] | null;
  children: ReactNode;
};

export function StorefrontProvider({ config, session, market, shippingRates, children }: ProviderProps) {
  const [queryClient] = useState(() => {
    const client = new QueryClient({
      queryCache: new QueryCache({ onError: (error, query) => onApiError(error, query.meta) }),
      mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => onApiError(error, mutation.meta) }),
      defaultOptions: {
        queries: {
          staleTime: 30_000,
          refetchOnWindowFocus: false,
          retry: (count, error) => !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && count < 2,
        },
      },
    });
    // The visitor's market, detected by the server for this request: the server's HTML and the browser's first
    // render show the same badge and notice (no hydration mismatch, nothing filled in later).
    if (market) client.setQueryData(["market"], market);
    if (shippingRates) client.setQueryData(["shipping-rates"], shippingRates);
    return client;
  });
  return (
    <SessionProvider session={session} refetchOnWindowFocus={false}>
      <StorefrontContext.Provider value={config}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </StorefrontContext.Provider>
    </SessionProvider>
  );
}
