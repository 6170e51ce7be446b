import "server-only";
import { dehydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";
import type { Session } from "next-auth";
import { cookies } from "next/headers";
import { callOperation } from "@/lib/api/caller";

/** The guest cart's cookie (hooks/use-cart.ts sets it in the browser; a client module's constant cannot be read here). */
const guestCartCookie = "sf_cart";

/**
 * The cart page's data, read on the server through the in-process caller and handed to React Query under the keys
 * of hooks/use-cart.ts and useShippingRates: the cart is in the page's HTML instead of arriving after hydration
 * (the Lighthouse LCP of /cart). A guest cart the API no longer knows is left to the browser, which forgets its cookie.
 */
export async function prefetchCart(session: Session | null): Promise<DehydratedState> {
  const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  const client = new QueryClient();
  const guestId = session ? null : ((await cookies()).get(guestCartCookie)?.value ?? null);
  await Promise.all([
    (async () => {
      if (session) {
        const cart = await callOperation("getCart", {}, { as: { accountToken: session.accountToken } });
        client.setQueryData(["account", session.customer?.id ?? null, "cart"], wire(cart.data));
      } else if (!guestId) {
        client.setQueryData(["guest-cart"], null);
      } else if (/^[0-9a-f-]{36}$/.test(guestId)) {
        const cart = await callOperation("readCart", { params: { cartId: guestId } }, { as: "storefront" });
        client.setQueryData(["guest-cart"], wire(cart.data));
      }
    })().catch(() => undefined),
    callOperation("listShippingRates", {}, { as: "storefront" })
      .then((rates) => client.setQueryData(["shipping-rates"], wire(rates.data)))
      .catch(() => undefined),
  ]);
  return dehydrate(client);
}
