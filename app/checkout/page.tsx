import type { Metadata } from "next";
import { TrackEvent } from "@/components/analytics/track-event";
import { CheckoutView } from "@/components/checkout/checkout-view";
import { GuestCheckoutView } from "@/components/checkout/guest-checkout-view";
import { ServerData } from "@/components/providers/server-data";
import { prefetchAccountSections } from "@/lib/storefront/account";
import { getSession } from "@/lib/storefront/auth";
import { prefetchCart } from "@/lib/storefront/cart";

export const metadata: Metadata = { title: "Checkout" };

/**
 * Signed in: saved addresses and cards. Signed out: the guest checkout (e-mail, address and card on one page).
 * The cart, and for a customer the addresses, cards and points, are in the first HTML: the sections do not grow
 * one after another as the browser's reads come back (each one moved Pay down the page).
 */
export default async function CheckoutPage() {
  const session = await getSession();
  const [cart, account] = await Promise.all([
    prefetchCart(session),
    session ? prefetchAccountSections(session, ["addresses", "payment-methods", "rewards"]) : null,
  ]);
  return (
    <div className="container section-tight">
      <TrackEvent type="checkout_started" />
      <ServerData state={cart}>
        {session && account ? (
          <ServerData state={account}>
            <CheckoutView />
          </ServerData>
        ) : (
          <GuestCheckoutView />
        )}
      </ServerData>
    </div>
  );
}
