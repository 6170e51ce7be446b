"use client";

import { useShippingRates } from "@/hooks/use-checkout";
import { useMarket } from "@/hooks/use-market";

/** The delivery terms of the shopper's market (else the primary market's, which prices the shop for them). */
function useShopperTerms() {
  const market = useMarket().data?.market;
  const rates = useShippingRates().data;
  return rates?.find((rate) => rate.marketId === market?.id) ?? rates?.find((rate) => rate.isPrimary) ?? null;
}

/**
 * The owner's announcement, then "Free delivery over £30" in the shopper's currency (nothing where the market's
 * delivery is never free): the threshold always comes from the market, never from the owner's text.
 */
export function AnnouncementText({ text }: { text: string | null }) {
  const freeOver = useShopperTerms()?.displayFreeOver ?? null;
  return (
    <span className="announcement-text">
      {text}
      {text && freeOver ? " · " : null}
      {freeOver ? <span data-testid="free-delivery-note">Free delivery over {freeOver}</span> : null}
    </span>
  );
}

/** Whether the shown prices include tax, as the shopper's market has it. */
export function TaxNote() {
  const terms = useShopperTerms();
  if (!terms) return null;
  return <span data-testid="footer-tax-note">{terms.taxIncluded ? "Prices include VAT." : "Sales tax is added at checkout."}</span>;
}
