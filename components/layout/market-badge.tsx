"use client";

import { useMarket } from "@/hooks/use-market";

/** "Shipping to United Kingdom · GBP £" in the announcement bar. */
export function MarketBadge() {
  const { data, isPending, isError } = useMarket();
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
        <span>International · prices in GBP £</span>
      )}
    </span>
  );
}
