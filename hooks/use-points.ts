"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ResponseData, RewardsSummary } from "@storefront/sdk";
import { useAccountApi } from "./use-api";

/** The programme's points history (`{enabled: false}` when the store has no programme), as the API document types it. */
export type PointsPage = ResponseData<"/account/rewards/points-history", "get">;

/** GET /account/rewards/points-history?page=&perPage=. */
export function usePointsHistory(page: number, perPage = 10) {
  const { api, ready, customerId } = useAccountApi();
  return useQuery({
    queryKey: ["account", customerId, "points", page, perPage],
    queryFn: async (): Promise<PointsPage> =>
      (await api.GET("/account/rewards/points-history", { params: { query: { page, perPage } } })).data,
    enabled: ready,
    placeholderData: keepPreviousData,
    meta: { account: true },
  });
}

/** GET /account/rewards: the balance and the store's terms for spending points. */
export function useRewards() {
  const { api, ready, customerId } = useAccountApi();
  return useQuery({
    queryKey: ["account", customerId, "rewards"],
    queryFn: async (): Promise<RewardsSummary> => (await api.GET("/account/rewards")).data.data,
    enabled: ready,
    meta: { account: true },
  });
}
