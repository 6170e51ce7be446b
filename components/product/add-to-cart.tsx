"use client";

import Link from "@/components/ui/link";
import { useEffect, useRef, useState } from "react";
import { track } from "@/components/analytics/beacon-queue";
import { Alert } from "@/components/ui/alert";
import { QuantityStepper } from "@/components/cart/quantity-stepper";
import { useAddToCart } from "@/hooks/use-cart";

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
  title: string;
  inStock: boolean;
  maxQuantity: number;
}) {
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState<number | null>(null);
  const [noticeTop, setNoticeTop] = useState<number | null>(null);
  const add = useAddToCart();
  const notice = useRef<HTMLDivElement>(null);
  const row = useRef<HTMLFormElement>(null);
  // Focus goes to the result of the action: the notice, so a keyboard or screen reader user lands on "View cart".
  // The notice hangs under the cart icon; when the shopper had scrolled the quantity and Add to cart up under it,
  // the page scrolls them back out from under the notice (scrolling moves no layout: no shift).
  useEffect(() => {
    const box = notice.current;
    if (added === null || !box) return;
    box.focus({ preventScroll: true });
    const n = box.getBoundingClientRect();
    const f = row.current?.getBoundingClientRect();
    if (f && n.bottom > f.top && n.top < f.bottom && n.left < f.right && n.right > f.left) window.scrollBy({ top: f.top - n.bottom - 12 });
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
            onSuccess: () => {
              track({ type: "add_to_cart", productId });
              // Under the header's cart icon, wherever the header is now (the announcement bar above it scrolls away).
              const header = document.querySelector(".site-header")?.getBoundingClientRect();
              setNoticeTop(header ? Math.max(0, Math.round(header.bottom)) + 8 : null);
              setAdded(quantity);
            },
          });
        }}
      >
        <QuantityStepper label="Quantity" value={quantity} max={Math.max(1, maxQuantity)} onChange={setQuantity} disabled={add.isPending} />
        <button type="submit" className="button" disabled={add.isPending} data-testid="add-to-cart">
          {add.isPending ? "Adding…" : "Add to cart"}
        </button>
      </form>
      {add.error ? <Alert tone="error">{add.error.message}</Alert> : null}
      {added !== null ? (
        // Fixed under the cart icon, over the page rather than in its flow: nothing moves (no layout shift), and it
        // covers neither the quantity nor Add to cart, which sit below the product's title and price.
        <div
          className="cart-notice"
          ref={notice}
          tabIndex={-1}
          data-testid="cart-notice"
          style={noticeTop === null ? undefined : { top: noticeTop }}
        >
          <Alert tone="success">
            <p>
              Added {added} × {title} to your cart. <Link href="/cart">View cart</Link>
            </p>
          </Alert>
          <button type="button" className="button button-ghost button-small" onClick={() => setAdded(null)}>
            Dismiss
          </button>
        </div>
      ) : null}
    </div>
  );
}
