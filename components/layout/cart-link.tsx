"use client";

import Link from "next/link";
import { useSession } from "next-auth/react";
import { useCart } from "@/hooks/use-orders";
import { BagIcon } from "./icons";

export function CartLink() {
  const { status } = useSession();
  const cart = useCart();
  const count = status === "authenticated" ? (cart.data?.itemCount ?? 0) : 0;
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
