"use client";

import { useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { useSession } from "next-auth/react";
import { useEffect, useRef } from "react";
import type { Cart, StorefrontClient } from "@storefront/sdk";
import { ApiRequestError } from "@/lib/storefront/api-client";
import { useAccountApi, useStorefrontApi } from "./use-api";
import { useCartMarket } from "./use-cart-market";

/** The guest cart's id lives in this cookie (30 days), so it survives reloads; it is merged on sign-in. */
export const guestCartCookie = "sf_cart";

function readGuestCartId(): string | null {
  if (typeof document === "undefined") return null;
  const match = document.cookie.match(new RegExp(`(?:^|; )${guestCartCookie}=([0-9a-f-]{36})(?:;|$)`));
  return match ? match[1]! : null;
}
function writeGuestCartId(id: string | null) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = id
    ? `${guestCartCookie}=${id}; Path=/; Max-Age=${30 * 86_400}; SameSite=Lax${secure}`
    : `${guestCartCookie}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/**
 * Whose cart the shopper sees: the signed-in customer's (account token) or the guest cart named by the cookie
 * (API token). Calls go to the same /carts operations either way.
 */
function useCartAccess() {
  const { status } = useSession();
  const account = useAccountApi();
  const storefront = useStorefrontApi();
  const signedIn = status === "authenticated" && account.ready;
  return {
    signedIn,
    settled: status !== "loading",
    api: signedIn ? account.api : storefront,
    key: signedIn ? (["account", account.customerId, "cart"] as const) : (["guest-cart"] as const),
    customerId: account.customerId,
  };
}

/**
 * Puts a cart a write answered in place of the cached one. A read of the cart still under way started before the
 * write and would answer the cart as it was; it is cancelled first, or it would overwrite the newer answer when it
 * lands (checkout's Pay button waited forever for a destination it had already been given).
 */
export async function putCart(client: QueryClient, key: QueryKey, cart: Cart | null): Promise<void> {
  await client.cancelQueries({ queryKey: key });
  client.setQueryData(key, cart);
}

/** The cart's client and React Query key, for hooks that change the cart itself (use-market-choice.ts). */
export function useCartCall() {
  const { api, key } = useCartAccess();
  return { api, key };
}

/** The shopper's cart, or null when there is none yet. */
export function useCart() {
  const access = useCartAccess();
  return useQuery({
    queryKey: access.key,
    queryFn: async (): Promise<Cart | null> => {
      if (access.signedIn) return (await access.api.GET("/account/cart")).data.data;
      const id = readGuestCartId();
      if (!id) return null;
      try {
        return (await access.api.GET("/carts/{cartId}", { params: { path: { cartId: id } } })).data.data;
      } catch (error) {
        if (isNotFound(error)) {
          writeGuestCartId(null);
          return null;
        }
        throw error;
      }
    },
    enabled: access.settled,
    meta: { account: access.signedIn },
  });
}

/**
 * A write that adds to the cart, creating the cart first when there is none (POST /carts, then the write); a
 * remembered cart that was checked out, merged or expired is replaced by a new one.
 */
function useAddingToCart<V>(add: (api: StorefrontClient, cartId: string, body: V) => Promise<Cart>) {
  const access = useCartAccess();
  const client = useQueryClient();
  const cartMarket = useCartMarket();
  return useMutation({
    mutationFn: async (body: V): Promise<Cart> => {
      const create = async () => {
        const body = cartMarket();
        // A remembered country its market no longer delivers to (the store changed its markets): the cart is made
        // without it, and checkout asks.
        const cart = (
          await access.api.POST("/carts", { body }).catch((error: unknown) => {
            if (!body.shippingCountry || !(error instanceof ApiRequestError) || error.status !== 422) throw error;
            return access.api.POST("/carts", { body: { market: body.market } });
          })
        ).data.data;
        if (!access.signedIn) writeGuestCartId(cart.id);
        return cart.id;
      };
      const known = client.getQueryData<Cart | null>(access.key)?.id ?? (access.signedIn ? null : readGuestCartId());
      try {
        return await add(access.api, known ?? (await create()), body);
      } catch (error) {
        if (known && isNotFound(error)) return add(access.api, await create(), body);
        throw error;
      }
    },
    onSuccess: (cart) => putCart(client, access.key, cart),
    meta: { account: access.signedIn },
  });
}

/** Adds units of a product (POST /carts/{id}/lines). */
export function useAddToCart() {
  return useAddingToCart<{ productId: string; quantity: number } | { variantId: string; quantity: number }>(
    async (api, cartId, body) => (await api.POST("/carts/{cartId}/lines", { params: { path: { cartId } }, body })).data.data,
  );
}

/** Holds seats at an event for 15 minutes (POST /carts/{id}/tickets). */
export function useHoldTickets() {
  return useAddingToCart<{ occurrenceId: string; ticketTypeId: string; quantity: number; offer?: string }>(
    async (api, cartId, body) => (await api.POST("/carts/{cartId}/tickets", { params: { path: { cartId } }, body })).data.data,
  );
}

/** Gives held seats back (DELETE /carts/{cartId}/tickets/{lineId}). */
export function useReleaseTickets() {
  const access = useCartAccess();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ cartId, lineId }: { cartId: string; lineId: string }) =>
      (await access.api.DELETE("/carts/{cartId}/tickets/{lineId}", { params: { path: { cartId, lineId } } })).data.data,
    onSuccess: (cart) => putCart(client, access.key, cart),
    meta: { account: access.signedIn },
  });
}

/** Changes a line's quantity (0 removes it) or removes it. */
export function useUpdateCartLine() {
  const access = useCartAccess();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ cartId, lineId, quantity }: { cartId: string; lineId: string; quantity: number }) => {
      const params = { path: { cartId, lineId } };
      const { data } =
        quantity === 0
          ? await access.api.DELETE("/carts/{cartId}/lines/{lineId}", { params })
          : await access.api.PATCH("/carts/{cartId}/lines/{lineId}", { params, body: { quantity } });
      return data.data;
    },
    onSuccess: (cart) => putCart(client, access.key, cart),
    meta: { account: access.signedIn },
  });
}

/** After sign-in: merges the guest cart of the cookie into the customer's cart (POST /account/cart/merge), once. */
export function useMergeGuestCart() {
  const account = useAccountApi();
  const client = useQueryClient();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!account.ready) return;
    const id = readGuestCartId();
    if (!id || done.current === id) return;
    done.current = id;
    account.api
      .POST("/account/cart/merge", { body: { cartId: id } })
      .then(({ data }) => putCart(client, ["account", account.customerId, "cart"], data.data))
      .catch(() => undefined)
      .finally(() => {
        writeGuestCartId(null);
        client.removeQueries({ queryKey: ["guest-cart"] });
      });
  }, [account, client]);
}
