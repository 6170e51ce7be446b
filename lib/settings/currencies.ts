import { currencyExponent } from "../money";

/**
 * ISO 4217 currencies as the runtime's Intl knows them (the codes in current use), with their minor units from
 * Intl.NumberFormat (lib/money's `currencyExponent`): no hand-written list to go stale.
 */
const known = new Set(Intl.supportedValuesOf("currency"));

export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && known.has(code);
}

/** Decimal places of the currency's minor unit: 2 for EUR, 0 for JPY, 3 for KWD. */
export function minorUnits(code: string): number {
  return currencyExponent(code);
}

/** The currency's narrow symbol (€, $, kr) as shoppers see it, at most 8 characters (the column's width). */
export function currencySymbol(code: string): string {
  const part = new Intl.NumberFormat("en", { style: "currency", currency: code, currencyDisplay: "narrowSymbol" })
    .formatToParts(0)
    .find((p) => p.type === "currency");
  return (part?.value ?? code).slice(0, 8);
}

/** Whether an amount in major units has no more decimals than the currency's minor unit allows (12.345 EUR has too many). */
export function fitsMinorUnits(amount: number, code: string): boolean {
  const scaled = amount * 10 ** minorUnits(code);
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}
