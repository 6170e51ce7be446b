"use client";

import { useQueryClient } from "@tanstack/react-query";
import type { MarketResponse } from "@storefront/sdk";

/** The shopper's market choice (a market id), read by the server's pages (lib/storefront/market.ts); one year. */
export const marketCookie = "sf_market";

export function readMarketChoice(): string | null {
  if (typeof document === "undefined") return null;
  const match = document.cookie.match(new RegExp(`(?:^|; )${marketCookie}=([0-9a-f-]{36})(?:;|$)`));
  return match ? match[1]! : null;
}

export function writeMarketChoice(id: string) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${marketCookie}=${id}; Path=/; Max-Age=${365 * 86_400}; SameSite=Lax${secure}`;
}

/** The country the shopper chose in the switcher (its market is in sf_market); it names their choice and checkout's default. */
export const countryCookie = "sf_country";

export function readCountryChoice(): string | null {
  if (typeof document === "undefined") return null;
  const match = document.cookie.match(new RegExp(`(?:^|; )${countryCookie}=([A-Z]{2})(?:;|$)`));
  return match ? match[1]! : null;
}

export function writeCountryChoice(code: string) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${countryCookie}=${code}; Path=/; Max-Age=${365 * 86_400}; SameSite=Lax${secure}`;
}

/**
 * What a new cart is created with (POST /carts): the market of the shopper's choice, else the detected market
 * (GET /market), else the API's default; and, when the shopper chose a country in the switcher, that country as
 * where the cart goes.
 */
export function useCartMarket(): () => { market?: string; shippingCountry?: string } {
  const client = useQueryClient();
  return () => {
    const chosen = readMarketChoice();
    const country = chosen ? readCountryChoice() : null;
    const market = chosen ?? client.getQueryData<MarketResponse>(["market"])?.market?.id ?? undefined;
    return { ...(market ? { market } : {}), ...(country ? { shippingCountry: country } : {}) };
  };
}
