"use client";

import Link from "@/components/ui/link";
import { useCart, useMergeGuestCart } from "@/hooks/use-cart";
import { useHydrated } from "@/components/ui/query-state";
import { BagIcon } from "./icons";

export function CartLink() {
  // The header is on every page: a guest cart left before signing in is merged here, once.
  useMergeGuestCart();
  const cart = useCart();
  const hydrated = useHydrated(); // the server never knows the count: the first render matches it
  const count = hydrated ? (cart.data?.itemCount ?? 0) : 0;
  return (
    <Link
      href="/cart"
      className="icon-button cart-link"
      data-testid="cart-link"
      aria-label={count ? `Cart, ${count} ${count === 1 ? "item" : "items"}` : "Cart"}
    >
      <BagIcon />
      {/* Not aria-hidden: the link's name (aria-label) starts with these words (WCAG 2.5.3, label in name); the space
          keeps "Cart 3" apart for that check (flex layout ignores it). */}
      <span className="label">Cart</span>{" "}
      {count ? (
        <span className="cart-count" aria-hidden="true" data-testid="cart-count">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
