import type { Metadata } from "next";
import { CartView } from "@/components/cart/cart-view";

export const metadata: Metadata = { title: "Your cart" };

// Open to guests too: their cart id is in a cookie; it is merged into the account's cart on sign-in.
export default function CartPage() {
  return (
    <div className="container section-tight">
      <CartView />
    </div>
  );
}
