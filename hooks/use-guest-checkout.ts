"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Cart, GuestCheckoutOrder, OrderDetail, RequestBody } from "@storefront/sdk";
import { useStorefrontApi } from "./use-api";
import { putCart, useCartCall } from "./use-cart";

type GuestCheckoutInput = RequestBody<"/checkout", "post">;

/** The guest checkout's body as the form gathers it: the address fields that were filled in (the API names a missing one, 422). */
export type GuestCheckoutBody = Omit<GuestCheckoutInput, "shippingAddress"> & {
  shippingAddress: Partial<GuestCheckoutInput["shippingAddress"]>;
};

/** POST /carts/{cartId}/payment-setup: a tokenisation session for the guest's card (nothing is saved). */
export function useGuestPaymentSetup(cartId: string | null) {
  const api = useStorefrontApi();
  return useQuery({
    queryKey: ["guest-payment-setup", cartId],
    queryFn: async () => (await api.POST("/carts/{cartId}/payment-setup", { params: { path: { cartId: cartId ?? "" } } })).data,
    enabled: !!cartId,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/** POST /checkout with an Idempotency-Key per attempt: a guest's order. */
export function usePlaceGuestOrder() {
  const api = useStorefrontApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: { body: GuestCheckoutBody; idempotencyKey: string }): Promise<GuestCheckoutOrder> =>
      (await api.POST("/checkout", { body: body as GuestCheckoutInput, params: { header: { "Idempotency-Key": idempotencyKey } } })).data
        .data,
    onSuccess: (order) => {
      client.setQueryData(["guest-cart"], null);
      client.setQueryData(["guest-order", order.orderId], order);
    },
  });
}

/** GET /orders/{orderId} with the order's access token (X-Order-Token). */
export function useGuestOrder(orderId: string, accessToken: string | null) {
  const api = useStorefrontApi();
  return useQuery({
    queryKey: ["guest-order", orderId],
    queryFn: async (): Promise<OrderDetail> =>
      (await api.GET("/orders/{orderId}", { params: { path: { orderId }, header: { "X-Order-Token": accessToken ?? "" } } })).data.data,
    enabled: !!accessToken,
  });
}

/**
 * PATCH /carts/{cartId} {shippingCountry, shippingRegion}: the calculator re-prices the shopper's cart (guest or
 * signed-in, through the cart's own caller) for the destination; the answer replaces the cached cart.
 */
export function useCartDestination() {
  const { api, key } = useCartCall();
  const client = useQueryClient();
  return useMutation({
    // One change at a time, in the order the shopper made them: sent together, a state picked just after the country
    // could be answered first and then undone by the country's answer (region cleared), leaving the cart untaxed.
    scope: { id: "cart-destination" },
    mutationFn: async ({
      cartId,
      shippingCountry,
      shippingRegion,
    }: {
      cartId: string;
      shippingCountry: string;
      shippingRegion?: string | null;
    }): Promise<Cart> =>
      (
        await api.PATCH("/carts/{cartId}", {
          params: { path: { cartId } },
          body: shippingRegion === undefined ? { shippingCountry } : { shippingCountry, shippingRegion },
        })
      ).data.data,
    onSuccess: (cart) => putCart(client, key, cart),
  });
}
