"use client";

import Link from "next/link";
import { BagIcon } from "./icons";

export function CartLink() {
  return (
    <Link href="/cart" className="icon-button" data-testid="cart-link">
      <BagIcon />
      <span className="label">Cart</span>
    </Link>
  );
}
