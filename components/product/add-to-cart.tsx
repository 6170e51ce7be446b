"use client";

import { useLayoutEffect, useRef, useState } from "react";
import { track } from "@/components/analytics/beacon-queue";
import { Alert } from "@/components/ui/alert";
import { QuantityStepper } from "@/components/cart/quantity-stepper";
import { useAddToCart } from "@/hooks/use-cart";
import type { Cart } from "@storefront/sdk";
import { CartNotification } from "./cart-notification";

/** Quantity and Add to cart, for guests (a cart in a cookie) and signed-in customers alike. Sold out: says so. */
export function AddToCart({
  productId,
  variantId,
  title,
  inStock,
  maxQuantity,
}: {
  productId: string;
  /** The variant chosen (a product with several); without it the product's one variant. */
  variantId?: string;
  /** The product's name (the notice shows the variant's options under it). */
  title: string;
  inStock: boolean;
  maxQuantity: number;
}) {
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState<{ quantity: number; cart: Cart } | null>(null);
  const [noticeTop, setNoticeTop] = useState<number | null>(null);
  const add = useAddToCart();
  const notice = useRef<HTMLDivElement>(null);
  const row = useRef<HTMLFormElement>(null);
  const submit = useRef<HTMLButtonElement>(null);
  // Focus goes to the result of the action: the notice, so a keyboard or screen reader user lands in it.
  // The notice hangs under the cart icon; where it would cover the quantity and Add to cart (a desktop's details
  // column sits under the cart icon, and a shopper may have scrolled them up there), it hangs below them instead.
  // Placed before the first paint and without scrolling the page, so nothing is seen to move.
  useLayoutEffect(() => {
    const box = notice.current;
    if (added === null || !box) return;
    box.focus({ preventScroll: true });
    const n = box.getBoundingClientRect();
    const f = row.current?.getBoundingClientRect();
    if (!f || !(n.bottom > f.top && n.top < f.bottom && n.left < f.right && n.right > f.left)) return;
    box.style.top = `${Math.round(f.bottom + 12)}px`;
    box.dataset.placement = "below-button";
  }, [added]);
  if (!inStock)
    return (
      <p className="add-to-cart" data-testid="sold-out">
        <span className="badge badge-grey">Sold out</span>
        <span className="muted">This product is out of stock and cannot be added to a cart.</span>
      </p>
    );
  return (
    <div>
      <form
        ref={row}
        className="add-to-cart"
        onSubmit={(event) => {
          event.preventDefault();
          setAdded(null);
          add.mutate(variantId ? { variantId, quantity } : { productId, quantity }, {
            onSuccess: (cart) => {
              track({ type: "add_to_cart", productId });
              // Under the header's cart icon, wherever the header is now (the announcement bar above it scrolls away).
              const header = document.querySelector(".site-header")?.getBoundingClientRect();
              setNoticeTop(header ? Math.max(0, Math.round(header.bottom)) + 8 : null);
              setAdded({ quantity, cart });
            },
          });
        }}
      >
        <QuantityStepper label="Quantity" value={quantity} max={Math.max(1, maxQuantity)} onChange={setQuantity} disabled={add.isPending} />
        <button ref={submit} type="submit" className="button" disabled={add.isPending} data-testid="add-to-cart">
          {add.isPending ? "Adding…" : "Add to cart"}
        </button>
      </form>
      {add.error ? <Alert tone="error">{add.error.message}</Alert> : null}
      {added !== null ? (
        <CartNotification
          line={added.cart.lines.find((line) => (variantId ? line.variantId === variantId : line.productId === productId))}
          productTitle={title}
          quantity={added.quantity}
          cartCount={
            added.cart.lines.reduce((sum, line) => sum + line.quantity, 0) +
            added.cart.ticketLines.reduce((sum, line) => sum + line.quantity, 0)
          }
          top={noticeTop}
          returnFocusTo={submit}
          boxRef={notice}
          onClose={() => setAdded(null)}
        />
      ) : null}
    </div>
  );
}
