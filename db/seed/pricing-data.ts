/**
 * The demo's markets, tax rates and fixed prices (docs/commerce.md works through them). Amounts in minor units of each market's currency.
 */
import type { Rounding, TaxClass } from "../../lib/pricing/types";

export type DemoMarketPricing = {
  taxIncluded: boolean;
  exchangeRate: string;
  rounding: Rounding;
  defaultCountry: string;
  locale: string;
};

/** By market key (gb, eu, us). GB is the primary market: its prices are the stored product prices. */
export const demoMarketPricing: Record<"gb" | "eu" | "us", DemoMarketPricing> = {
  gb: { taxIncluded: true, exchangeRate: "1", rounding: "none", defaultCountry: "GB", locale: "en-GB" },
  eu: { taxIncluded: true, exchangeRate: "1.17", rounding: "ninety_nine", defaultCountry: "DE", locale: "en-IE" },
  us: { taxIncluded: false, exchangeRate: "1.27", rounding: "whole", defaultCountry: "US", locale: "en-US" },
};

/** Coffee, tea and the boxes are food (reduced: zero-rated in GB, 7% in Germany); gear is standard; a gift card is not taxed. */
export function demoTaxClass(key: string, collection: string): TaxClass {
  if (key === "gift-card") return "zero";
  if (collection === "coffee" || collection === "tea") return "reduced";
  return "standard";
}
export const demoPackageTaxClass: TaxClass = "reduced";

type Rate = { countryCode: string; region?: string; standard: number; reduced: number; name: string };

/** Demo rates: GB 20/0, DE 19/7, FR 20/5.5, IE 23/0, NL 21/9 and the rest of the euro area; US states on both classes. */
const rates: Rate[] = [
  { countryCode: "GB", standard: 20, reduced: 0, name: "VAT" },
  { countryCode: "IM", standard: 20, reduced: 0, name: "VAT" },
  { countryCode: "JE", standard: 5, reduced: 5, name: "GST" },
  { countryCode: "DE", standard: 19, reduced: 7, name: "VAT" },
  { countryCode: "FR", standard: 20, reduced: 5.5, name: "VAT" },
  { countryCode: "IE", standard: 23, reduced: 0, name: "VAT" },
  { countryCode: "NL", standard: 21, reduced: 9, name: "VAT" },
  { countryCode: "BE", standard: 21, reduced: 6, name: "VAT" },
  { countryCode: "ES", standard: 21, reduced: 10, name: "VAT" },
  { countryCode: "IT", standard: 22, reduced: 10, name: "VAT" },
  { countryCode: "AT", standard: 20, reduced: 10, name: "VAT" },
  { countryCode: "PT", standard: 23, reduced: 6, name: "VAT" },
  { countryCode: "FI", standard: 25.5, reduced: 14, name: "VAT" },
  { countryCode: "LU", standard: 17, reduced: 3, name: "VAT" },
  { countryCode: "US", region: "NY", standard: 8.875, reduced: 8.875, name: "Sales tax (NY)" },
  { countryCode: "US", region: "CA", standard: 7.25, reduced: 7.25, name: "Sales tax (CA)" },
  { countryCode: "US", region: "TX", standard: 8.25, reduced: 8.25, name: "Sales tax (TX)" },
  { countryCode: "US", region: "OR", standard: 0, reduced: 0, name: "Sales tax (OR)" },
];

export const demoTaxRates: { countryCode: string; region: string; taxClass: TaxClass; rate: string; name: string }[] = rates.flatMap((r) =>
  (["standard", "reduced"] as const).map((taxClass) => ({
    countryCode: r.countryCode,
    region: r.region ?? "",
    taxClass,
    rate: String(r[taxClass]),
    name: r.name,
  })),
);

/** Fixed prices in the euro and US markets (the rest are converted and rounded). */
export const demoFixedPrices: { product: string; market: "eu" | "us"; price: number; salePrice: number | null }[] = [
  { product: "house-espresso", market: "eu", price: 3500, salePrice: null },
  { product: "burr-grinder", market: "eu", price: 9900, salePrice: null },
  { product: "burr-grinder", market: "us", price: 11500, salePrice: null },
  { product: "gift-box", market: "us", price: 4000, salePrice: null },
  { product: "gift-card", market: "eu", price: 3000, salePrice: null },
  { product: "gift-card", market: "us", price: 3000, salePrice: null },
];
