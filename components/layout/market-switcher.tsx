"use client";

import { useMemo, useSyncExternalStore } from "react";
import { useShippingRates } from "@/hooks/use-checkout";
import { useMarket } from "@/hooks/use-market";
import { readCountryChoice, readMarketChoice, writeCountryChoice } from "@/hooks/use-cart-market";
import { useChooseMarket } from "@/hooks/use-market-choice";

const noSubscribe = () => () => {};
const countryNames = new Intl.DisplayNames(["en-GB"], { type: "region" });

/** "€" for EUR, "$" for USD: the symbol a shopper knows the currency by. */
function currencySymbol(code: string): string {
  const part = new Intl.NumberFormat("en-GB", { style: "currency", currency: code, currencyDisplay: "narrowSymbol" })
    .formatToParts(0)
    .find((p) => p.type === "currency");
  return part?.value ?? code;
}

/**
 * The header's country and currency switcher, as Shopify's: every country the store's markets serve, by name, with
 * its market's currency ("Germany (EUR €)"). Choosing a country picks its market: the choice is remembered in the
 * sf_market cookie (the country in sf_country), moves the cart to that market (re-priced) and re-renders the pages
 * in its currency. Until the shopper chooses, their own country when a market serves it is shown.
 */
export function MarketSwitcher() {
  const rates = useShippingRates();
  const detected = useMarket();
  const chosenMarket = useSyncExternalStore(noSubscribe, readMarketChoice, () => null);
  const chosenCountry = useSyncExternalStore(noSubscribe, readCountryChoice, () => null);
  const choose = useChooseMarket();
  const markets = useMemo(() => rates.data ?? [], [rates.data]);
  const countries = useMemo(
    () =>
      markets
        .flatMap((m) =>
          m.countries.map((code) => ({
            code,
            marketId: m.marketId,
            label: `${countryNames.of(code) ?? code} (${m.currencyCode} ${currencySymbol(m.currencyCode)})`,
          })),
        )
        .sort((a, b) => a.label.localeCompare(b.label, "en-GB")),
    [markets],
  );
  // While the markets load, a disabled select of the same width holds the place: the bar never reflows (CLS).
  if (!rates.isPending && markets.length < 2) return null;
  const primary = markets.find((m) => m.isPrimary);
  const marketId = choose.variables?.marketId ?? chosenMarket ?? detected.data?.market?.id ?? primary?.marketId ?? "";
  const inMarket = countries.filter((c) => c.marketId === marketId);
  const own = detected.data?.detectedCountry;
  const value =
    choose.variables?.country ??
    inMarket.find((c) => c.code === chosenCountry)?.code ??
    inMarket.find((c) => c.code === own)?.code ??
    markets.find((m) => m.marketId === marketId)?.countries[0] ??
    "";
  return (
    <label className="market-switcher">
      <span className="sr-only">Country or region</span>
      <select
        value={value}
        disabled={rates.isPending || choose.isPending}
        data-testid="market-switcher"
        onChange={(e) => {
          const country = countries.find((c) => c.code === e.target.value);
          if (!country) return;
          writeCountryChoice(country.code);
          choose.mutate({ marketId: country.marketId, country: country.code });
        }}
        aria-label="Country or region (currency)"
      >
        {countries.length === 0 && <option value="">Country</option>}
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}
