import type { Metadata } from "next";
import { CheckoutView } from "@/components/checkout/checkout-view";
import { requireSession } from "@/lib/storefront/auth";

export const metadata: Metadata = { title: "Checkout" };

export default async function CheckoutPage() {
  await requireSession("/checkout");
  return (
    <div className="container section-tight">
      <CheckoutView />
    </div>
  );
}
