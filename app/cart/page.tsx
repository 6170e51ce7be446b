import type { Metadata } from "next";
import { ServerData } from "@/components/providers/server-data";
import { CartView } from "@/components/cart/cart-view";
import { getSession } from "@/lib/storefront/auth";
import { prefetchCart } from "@/lib/storefront/cart";

export const metadata: Metadata = { title: "Your cart" };

// Open to guests too: their cart id is in a cookie; it is merged into the account's cart on sign-in.
// Rendered with the cart on the server (no loading rows, then API calls, in the browser).
export default async function CartPage() {
  const state = await prefetchCart(await getSession());
  return (
    <div className="container section-tight">
      <ServerData state={state}>
        <CartView />
      </ServerData>
    </div>
  );
}
