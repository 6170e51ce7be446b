"use client";

import { useSyncExternalStore } from "react";
import { useShippingRates } from "@/hooks/use-checkout";
import { useMarket } from "@/hooks/use-market";
import { readMarketChoice } from "@/hooks/use-cart-market";
import { useChooseMarket } from "@/hooks/use-market-choice";

const noSubscribe = () => () => {};

/**
 * The header's market and currency switcher: the detected market is preselected; a choice is remembered in the
 * sf_market cookie, moves the cart to that market (re-priced) and re-renders the pages in its currency.
 */
export function MarketSwitcher() {
  const rates = useShippingRates();
  const detected = useMarket();
  const chosen = useSyncExternalStore(noSubscribe, readMarketChoice, () => null);
  const choose = useChooseMarket();
  const markets = rates.data ?? [];
  // While the markets load, a disabled select of the same width holds the place: the bar never reflows (CLS).
  if (!rates.isPending && markets.length < 2) return null;
  const primary = markets.find((m) => m.isPrimary);
  const value = choose.variables ?? chosen ?? detected.data?.market?.id ?? primary?.marketId ?? "";
  return (
    <label className="market-switcher">
      <span className="sr-only">Shop in</span>
      <select
        value={value}
        disabled={rates.isPending || choose.isPending}
        data-testid="market-switcher"
        onChange={(e) => choose.mutate(e.target.value)}
        aria-label="Market and currency"
      >
        {markets.length === 0 && <option value="">Market</option>}
        {markets.map((m) => (
          <option key={m.marketId} value={m.marketId}>
            {m.market} ({m.currencyCode})
          </option>
        ))}
      </select>
    </label>
  );
}
