"use client";

import { useQuery } from "@tanstack/react-query";
import { useStorefrontApi } from "./use-api";
import type { MarketResponse } from "@storefront/sdk";

/** GET /market: the visitor's market and currency, detected from their address. */
export function useMarket() {
  const api = useStorefrontApi();
  return useQuery({
    queryKey: ["market"],
    queryFn: async (): Promise<MarketResponse> => (await api.GET("/market")).data,
    staleTime: 10 * 60_000,
  });
}
