"use client";

import { useShippingRates } from "@/hooks/use-checkout";
import { useMarket } from "@/hooks/use-market";

/** "Shipping to United Kingdom · GBP £" in the announcement bar. */
export function MarketBadge() {
  const { data, isPending, isError } = useMarket();
  // Where no market has the visitor's country, the store's primary market prices the shop.
  const primary = useShippingRates().data?.find((m) => m.isPrimary);
  if (isPending)
    return (
      <span className="market-badge" aria-hidden="true">
        &nbsp;
      </span>
    );
  if (isError || !data) return null;
  const { market, detectedCountry } = data;
  const country = detectedCountry && detectedCountry !== "XX" ? detectedCountry : null;
  return (
    <span className="market-badge" data-testid="market-badge">
      {country ? (
        <span className="flag" aria-label={`Country ${country}`}>
          {country}
        </span>
      ) : null}
      {market ? (
        <span>
          {market.name} ·{" "}
          <span data-testid="market-currency">
            {market.currencyCode} {market.currencySymbol}
          </span>
        </span>
      ) : (
        <span>International{primary ? ` · prices in ${primary.currencyCode}` : ""}</span>
      )}
    </span>
  );
}
