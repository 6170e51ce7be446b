"use client";

import Link from "@/components/ui/link";
import { useEffect, useRef, type RefObject } from "react";
import { CloseIcon } from "@/components/layout/icons";
import type { Cart } from "@storefront/sdk";
import { imageSources } from "./image-sources";

type CartLine = Cart["lines"][number];

/**
 * What was just added, as Dawn's cart notification shows it: the item's picture, name, options and price, the cart
 * and checkout one step away. A dialog over the page (fixed, in no flow: nothing moves); focus moves into it, Escape,
 * Close and "Continue shopping" close it and give focus back to Add to cart; a click elsewhere closes it too.
 */
export function CartNotification({
  line,
  productTitle,
  quantity,
  cartCount,
  top,
  returnFocusTo,
  boxRef: box,
  onClose,
}: {
  line: CartLine | undefined;
  productTitle: string;
  quantity: number;
  cartCount: number;
  top: number | null;
  returnFocusTo: RefObject<HTMLElement | null>;
  boxRef: RefObject<HTMLDivElement | null>;
  onClose: () => void;
}) {
  const close = (restoreFocus: boolean) => {
    onClose();
    if (restoreFocus) returnFocusTo.current?.focus();
  };
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    // A click outside closes it where the shopper clicked, without taking focus back.
    const outside = (event: PointerEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) closeRef.current(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [box]);
  const options = line ? Object.entries(line.options) : [];
  const summary = `Added ${quantity} × ${line?.name ?? productTitle} to your cart.`;
  return (
    <div
      className="cart-notice"
      ref={box}
      role="dialog"
      aria-labelledby="cart-notice-heading"
      aria-describedby="cart-notice-summary"
      tabIndex={-1}
      data-testid="cart-notice"
      style={top === null ? undefined : { top }}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.stopPropagation();
        close(true);
      }}
    >
      <div className="cart-notice-header">
        <h2 id="cart-notice-heading" className="cart-notice-heading">
          <svg aria-hidden="true" width="14" height="14" viewBox="0 0 12 9" focusable="false">
            <path
              fill="currentColor"
              d="M11.35.64a.5.5 0 0 1 0 .71L4.34 8.36a.5.5 0 0 1-.7 0L.64 5.35a.5.5 0 1 1 .71-.7L4 7.29 10.65.64a.5.5 0 0 1 .7 0Z"
            />
          </svg>
          Added to your cart
        </h2>
        <button type="button" className="cart-notice-close" aria-label="Close" onClick={() => close(true)}>
          <CloseIcon size={18} />
        </button>
      </div>
      <p id="cart-notice-summary" className="sr-only" role="status">
        {summary}
      </p>
      <div className="cart-notice-product" data-testid="cart-notice-product">
        <div className="cart-notice-image">
          {line?.image ? <img src={imageSources(line.image.path, 160).src} alt="" width={70} height={70} /> : null}
        </div>
        <div>
          <h3 className="cart-notice-name">{productTitle}</h3>
          {options.length ? (
            <dl className="cart-notice-options" data-testid="cart-notice-options">
              {options.map(([name, value]) => (
                <div key={name}>
                  <dt>{name}:</dt> <dd>{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <p className="cart-notice-price" data-testid="cart-notice-price">
            {quantity} × {line?.displayUnitPrice}
          </p>
        </div>
      </div>
      <div className="cart-notice-links">
        <Link href="/cart" className="button button-secondary" data-testid="cart-notice-view-cart">
          View cart ({cartCount})
        </Link>
        <Link href="/checkout" className="button" data-testid="cart-notice-checkout">
          Checkout
        </Link>
        <button type="button" className="cart-notice-continue" onClick={() => close(true)}>
          Continue shopping
        </button>
      </div>
    </div>
  );
}
