import "server-only";
import type { Executor } from "@/db/client";
import { InvalidInputError } from "../errors/domain";
import { loadPricingTerms, type TermsMarket } from "../pricing/load-pricing-terms";

/**
 * The market a subscription is priced and billed in. A subscription keeps the currency of the market it was created
 * in (`subscriptions.currency_code`): its market is the tenant's market in that currency, the one delivering to the
 * box's address first, then the primary market (renewals pick it the same way: lib/billing/load-renewal.ts). With no
 * market in that currency any more, the market delivering to the address, else the primary market.
 */
export function marketOfSubscription(
  markets: readonly TermsMarket[],
  { currencyCode, countryCode }: { currencyCode: string | null; countryCode: string | null },
): TermsMarket {
  const delivers = (m: TermsMarket) => (countryCode ? m.countries.includes(countryCode.toUpperCase()) : false);
  const inCurrency = markets.filter((m) => m.currencyCode === currencyCode);
  return inCurrency.find(delivers) ?? inCurrency[0] ?? markets.find(delivers) ?? markets[0]!;
}

/**
 * The market a new box is priced in: the one asked for (`marketId`, already resolved), else the market delivering to
 * the box's address, else the primary market. An asked-for market that does not deliver to the address → 422 on
 * `addressId` (code `destination_outside_market`), as a cart's destination outside its market.
 */
export async function marketForNewBox({
  executor,
  tenantId,
  marketId,
  countryCode,
}: {
  executor: Executor;
  tenantId: string;
  marketId?: string;
  countryCode: string | null;
}): Promise<TermsMarket> {
  const { markets } = await loadPricingTerms({ tenantId, executor });
  const country = countryCode?.toUpperCase() ?? null;
  if (marketId) {
    const market =
      markets.find((m) => m.id === marketId) ??
      (await loadPricingTerms({ tenantId, executor, fresh: true })).markets.find((m) => m.id === marketId);
    if (!market) throw new Error(`Market ${marketId} of tenant ${tenantId} not found.`);
    checkDelivers(market, country);
    return market;
  }
  return (country ? markets.find((m) => m.countries.includes(country)) : undefined) ?? markets[0]!;
}

/** 422 on `addressId` unless the market delivers to the address's country. */
export function checkDelivers(market: TermsMarket, countryCode: string | null): void {
  if (countryCode && !market.countries.includes(countryCode.toUpperCase()))
    throw new InvalidInputError({
      addressId: [`The ${market.name} market does not deliver to ${countryCode.toUpperCase()}; choose an address there or another market.`],
    }).withCode("destination_outside_market");
}
