"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { putCart, useCart, useCartCall } from "./use-cart";
import { writeMarketChoice } from "./use-cart-market";
import type { Cart } from "@storefront/sdk";

/**
 * Chooses a market and country: remembers the market in the cookie, moves the shopper's cart to it and to that
 * country (PATCH /carts/{cartId} with `market` and `shippingCountry`: re-priced in its currency, delivery and tax
 * for that destination) and re-renders the server's pages in it.
 */
export function useChooseMarket() {
  const client = useQueryClient();
  const router = useRouter();
  const cart = useCart();
  const { api, key } = useCartCall();
  return useMutation({
    mutationFn: async ({ marketId, country }: { marketId: string; country?: string }) => {
      writeMarketChoice(marketId);
      const current = cart.data;
      const newCountry = country !== undefined && current?.shippingCountry !== country;
      if (current && (current.marketId !== marketId || newCountry)) {
        const body = newCountry ? { market: marketId, shippingCountry: country, shippingRegion: null } : { market: marketId };
        const moved: Cart = (await api.PATCH("/carts/{cartId}", { params: { path: { cartId: current.id } }, body })).data.data;
        await putCart(client, key, moved);
      }
      return marketId;
    },
    onSettled: () => {
      router.refresh();
    },
  });
}
