"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { PointsTransaction, RewardsSummary } from "@/lib/rewards/schemas";
import type { PageMeta } from "@/lib/pagination/schemas";
import { useAccountApi } from "./use-api";

export type PointsPage = { enabled: true; data: PointsTransaction[]; meta: PageMeta } | { enabled: false };

/** GET /account/rewards/points-history?page=&perPage=. */
export function usePointsHistory(page: number, perPage = 10) {
  const { call, ready, customerId } = useAccountApi();
  return useQuery({
    queryKey: ["account", customerId, "points", page, perPage],
    queryFn: () => call<PointsPage>(`/account/rewards/points-history?page=${page}&perPage=${perPage}`),
    enabled: ready,
    placeholderData: keepPreviousData,
    meta: { account: true },
  });
}

/** GET /account/rewards: the balance and the store's terms for spending points. */
export function useRewards() {
  const { call, ready, customerId } = useAccountApi();
  return useQuery({
    queryKey: ["account", customerId, "rewards"],
    queryFn: () => call<{ data: RewardsSummary }>("/account/rewards").then((r) => r.data),
    enabled: ready,
    meta: { account: true },
  });
}
