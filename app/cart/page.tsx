import type { Metadata } from "next";
import { CartView } from "@/components/cart/cart-view";
import { requireSession } from "@/lib/storefront/auth";

export const metadata: Metadata = { title: "Your cart" };

export default async function CartPage() {
  await requireSession("/cart");
  return (
    <div className="container section-tight">
      <CartView />
    </div>
  );
}
