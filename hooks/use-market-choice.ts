"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { putCart, useCart, useCartCall } from "./use-cart";
import { writeMarketChoice } from "./use-cart-market";
import type { Cart } from "@storefront/sdk";

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
    mutationFn: async ({ marketId }: { marketId: string; country?: string }) => {
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
