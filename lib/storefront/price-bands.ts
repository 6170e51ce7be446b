import { formatWholeMajorUnits } from "@/lib/money";

/**
 * The collection page's price filter: a few bands of whole amounts in the shopper's currency, sent to GET /products
 * as `minPrice` / `maxPrice`. Those bounds are inclusive, so a band's query ends a minor unit below where the next
 * band starts ("£10 to £20" is 10 to 19.99).
 */
export type PriceBand = {
  /** The collection page's `price` query value. */
  value: string;
  from?: number;
  to?: number;
  /** GET /products bounds (inclusive). */
  query: { minPrice?: string; maxPrice?: string };
};

export const priceBands: readonly PriceBand[] = [
  { value: "0-10", from: undefined, to: 10, query: { maxPrice: "9.99" } },
  { value: "10-20", from: 10, to: 20, query: { minPrice: "10", maxPrice: "19.99" } },
  { value: "20-40", from: 20, to: 40, query: { minPrice: "20", maxPrice: "39.99" } },
  { value: "40-", from: 40, to: undefined, query: { minPrice: "40" } },
];

export function findPriceBand(value: string | undefined): PriceBand | undefined {
  return priceBands.find((b) => b.value === value);
}

/** "Under £10", "£10 to £20", "£40 and over". */
export function priceBandLabel(band: PriceBand, currencyCode: string): string {
  const amount = (major: number) => formatWholeMajorUnits(major, currencyCode);
  if (band.from === undefined) return band.to === undefined ? "Any price" : `Under ${amount(band.to)}`;
  if (band.to === undefined) return `${amount(band.from)} and over`;
  return `${amount(band.from)} to ${amount(band.to)}`;
}
