"use client";

import Link from "next/link";
import { useSession } from "next-auth/react";
import { useHydrated } from "@/components/ui/query-state";
import { useCart } from "@/hooks/use-orders";
import { BagIcon } from "./icons";

export function CartLink() {
  const { status } = useSession();
  const cart = useCart();
  const hydrated = useHydrated(); // the server never knows the count: the first render matches it
  const count = hydrated && status === "authenticated" ? (cart.data?.itemCount ?? 0) : 0;
  return (
    <Link href="/cart" className="icon-button cart-link" data-testid="cart-link" aria-label={count ? `Cart, ${count} ${count === 1 ? "item" : "items"}` : "Cart"}>
      <BagIcon />
      <span className="label" aria-hidden="true">
        Cart
      </span>
      {count ? (
        <span className="cart-count" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
