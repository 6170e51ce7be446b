"use client";

import { useQuery } from "@tanstack/react-query";
import { useStorefrontApi } from "./use-api";

export type Market = { id: string; name: string; currencyCode: string; currencySymbol: string; isPrimary: boolean };
export type MarketResponse = { market: Market | null; detectedCountry: string };

/** GET /market: the visitor's market and currency, detected from their address. */
export function useMarket() {
  const api = useStorefrontApi();
  return useQuery({
    queryKey: ["market"],
    queryFn: async (): Promise<MarketResponse> => (await api.GET("/market")).data,
    staleTime: 10 * 60_000,
  });
}
