"use client";

import { useMarket } from "@/hooks/use-market";

const countryNames: Record<string, string> = {
  GB: "the United Kingdom",
  DE: "Germany",
  FR: "France",
  US: "the United States",
  IE: "Ireland",
  NL: "the Netherlands",
};

/** The visitor's market and currency (GET /market), shown on the home page. */
export function MarketNotice() {
  const { data, isPending, isError } = useMarket();
  if (isPending) {
    return (
      <div className="market-card" role="status">
        <span className="currency" aria-hidden="true">
          …
        </span>
        <span className="muted">Finding your market…</span>
      </div>
    );
  }
  if (isError || !data) return null;
  const { market, detectedCountry } = data;
  const where = detectedCountry && detectedCountry !== "XX" ? (countryNames[detectedCountry] ?? detectedCountry) : null;
  return (
    <div className="market-card" data-testid="market-notice" data-currency={market?.currencyCode ?? ""}>
      <span className="currency" aria-hidden="true">
        {market?.currencySymbol ?? "£"}
      </span>
      <div>
        <strong>{market ? `Shopping in ${market.name}` : "Shopping internationally"}</strong>
        <div className="muted small">
          {where ? `We think you're visiting from ${where}. ` : ""}
          {market ? (
            <>
              Your currency: <span data-testid="market-notice-currency">{market.currencyCode}</span> ({market.currencySymbol})
            </>
          ) : (
            "We don't have a local market for you yet: prices are shown in GBP (£)."
          )}
        </div>
      </div>
    </div>
  );
}
