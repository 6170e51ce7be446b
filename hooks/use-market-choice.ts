"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import type { Cart } from "@/lib/cart/schemas";
import type { MarketResponse } from "./use-market";
import { putCart, useCart, useCartCall } from "./use-cart";

/** The shopper's market choice (a market id), read by the server's pages (lib/storefront/market.ts); one year. */
export const marketCookie = "sf_market";

export function readMarketChoice(): string | null {
  if (typeof document === "undefined") return null;
  const match = document.cookie.match(new RegExp(`(?:^|; )${marketCookie}=([0-9a-f-]{36})(?:;|$)`));
  return match ? match[1]! : null;
}

function writeMarketChoice(id: string) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${marketCookie}=${id}; Path=/; Max-Age=${365 * 86_400}; SameSite=Lax${secure}`;
}

/** The market a new cart is created in: the shopper's choice, else the detected market (GET /market), else the API's default. */
export function useCartMarket(): () => string | undefined {
  const client = useQueryClient();
  return () => readMarketChoice() ?? client.getQueryData<MarketResponse>(["market"])?.market?.id ?? undefined;
}

/**
 * Chooses a market: remembers it in the cookie, moves the shopper's cart to it (PATCH /carts/{cartId}: re-priced in
 * its currency) and re-renders the server's pages in it.
 */
export function useChooseMarket() {
  const client = useQueryClient();
  const router = useRouter();
  const cart = useCart();
  const { api, key } = useCartCall();
  return useMutation({
    mutationFn: async (marketId: string) => {
      writeMarketChoice(marketId);
      const current = cart.data;
      if (current && current.marketId !== marketId) {
        const moved: Cart = (await api.PATCH("/carts/{cartId}", { params: { path: { cartId: current.id } }, body: { market: marketId } }))
          .data.data;
        await putCart(client, key, moved);
      }
      return marketId;
    },
    onSettled: () => {
      router.refresh();
    },
  });
}
