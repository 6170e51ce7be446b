import type { Metadata } from "next";
import { TrackEvent } from "@/components/analytics/track-event";
import { CheckoutView } from "@/components/checkout/checkout-view";
import { GuestCheckoutView } from "@/components/checkout/guest-checkout-view";
import { getSession } from "@/lib/storefront/auth";

export const metadata: Metadata = { title: "Checkout" };

/** Signed in: saved addresses and cards. Signed out: the guest checkout (e-mail, address and card on one page). */
export default async function CheckoutPage() {
  const session = await getSession();
  return (
    <div className="container section-tight">
      <TrackEvent type="checkout_started" />
      {session ? <CheckoutView /> : <GuestCheckoutView />}
    </div>
  );
}
