import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { callOperation } from "@/lib/api/caller";

/** The market the shopper chose in the header's switcher (hooks/use-cart-market.ts writes it; a market id). */
export const marketCookie = "sf_market";
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The market this request's pages are priced in (a market id, per request): the shopper's choice from the cookie,
 * else the market GET /market detects for their address, else undefined (the API's primary market). Cached page
 * bodies take it as an argument, so each market's page is cached apart.
 */
/** The market id the shopper chose in the switcher (the cookie), or null. */
export const chosenMarket = cache(async (): Promise<string | null> => {
  const chosen = (await cookies()).get(marketCookie)?.value;
  return chosen && uuid.test(chosen) ? chosen : null;
});

export const shopperMarket = cache(async (): Promise<string | undefined> => {
  const chosen = await chosenMarket();
  if (chosen) return chosen;
  try {
    const detected = await callOperation("detectMarket", {}, { as: "storefront" });
    return detected.market?.id;
  } catch {
    return undefined; // the layout logs a failed detection; pages then show the primary market
  }
});
