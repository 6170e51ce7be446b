"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Cart } from "@/lib/cart/schemas";
import type { PlacedOrder } from "@/lib/checkout/schemas";
import type { OrderDetail } from "@/lib/orders/schemas";
import { useStorefrontApi } from "./use-api";
import { useCartCall } from "./use-cart";

export type GuestCheckoutBody = {
  cartId: string;
  email: string;
  shippingAddress: Record<string, string>;
  payment: { identifier: string; token: string };
};

/** POST /carts/{cartId}/payment-setup: a tokenisation session for the guest's card (nothing is saved). */
export function useGuestPaymentSetup(cartId: string | null) {
  const call = useStorefrontApi();
  return useQuery({
    queryKey: ["guest-payment-setup", cartId],
    queryFn: () => call<{ identifier: string; engineUrl: string }>(`/carts/${cartId}/payment-setup`, { method: "POST" }),
    enabled: !!cartId,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/** POST /checkout with an Idempotency-Key per attempt: a guest's order. */
export function usePlaceGuestOrder() {
  const call = useStorefrontApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: GuestCheckoutBody; idempotencyKey: string }) =>
      call<{ data: PlacedOrder }>("/checkout", { method: "POST", body, headers: { "idempotency-key": idempotencyKey } }).then(
        (r) => r.data,
      ),
    onSuccess: (order) => {
      client.setQueryData(["guest-cart"], null);
      client.setQueryData(["guest-order", order.orderId], order);
    },
  });
}

/** GET /orders/{orderId} with the order's access token (X-Order-Token). */
export function useGuestOrder(orderId: string, accessToken: string | null) {
  const call = useStorefrontApi();
  return useQuery({
    queryKey: ["guest-order", orderId],
    queryFn: () =>
      call<{ data: OrderDetail }>(`/orders/${encodeURIComponent(orderId)}`, { headers: { "x-order-token": accessToken ?? "" } }).then(
        (r) => r.data,
      ),
    enabled: !!accessToken,
  });
}

/**
 * PATCH /carts/{cartId} {shippingCountry, shippingRegion}: the calculator re-prices the shopper's cart (guest or
 * signed-in, through the cart's own caller) for the destination; the answer replaces the cached cart.
 */
export function useCartDestination() {
  const { call, key } = useCartCall();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      cartId,
      shippingCountry,
      shippingRegion,
    }: {
      cartId: string;
      shippingCountry: string;
      shippingRegion?: string | null;
    }) =>
      call<{ data: Cart }>(`/carts/${cartId}`, {
        method: "PATCH",
        body: shippingRegion === undefined ? { shippingCountry } : { shippingCountry, shippingRegion },
      }).then((r) => r.data),
    onSuccess: (cart) => client.setQueryData(key, cart),
  });
}
