"use client";

import { useQuery } from "@tanstack/react-query";
import type { MarketResponse } from "@/lib/market/schemas";
import { useStorefrontApi } from "./use-api";

/** GET /market: the visitor's market and currency, detected from their address. */
export function useMarket() {
  const api = useStorefrontApi();
  return useQuery({
    queryKey: ["market"],
    queryFn: async (): Promise<MarketResponse> => (await api.GET("/market")).data,
    staleTime: 10 * 60_000,
  });
}
