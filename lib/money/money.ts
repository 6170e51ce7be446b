/** Money is stored in integer minor units; these turn it into the numbers and display strings of the API. */

const fractionDigitsCache = new Map<string, number>();
const formatterCache = new Map<string, Intl.NumberFormat>();

function fractionDigits(currencyCode: string): number {
  let digits = fractionDigitsCache.get(currencyCode);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat("en", { style: "currency", currency: currencyCode }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    fractionDigitsCache.set(currencyCode, digits);
  }
  return digits;
}

/** 1250 pence → 12.5 (a JSON number in the currency's major unit). */
export function toAmount(minor: number, currencyCode: string): number {
  const digits = fractionDigits(currencyCode);
  return Number((minor / 10 ** digits).toFixed(digits));
}

/** 1250 GBP → "£12.50"; the narrow symbol, so USD reads "$12.50". */
export function formatMoney(minor: number, currencyCode: string): string {
  let formatter = formatterCache.get(currencyCode);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat("en", { style: "currency", currency: currencyCode, currencyDisplay: "narrowSymbol" });
    } catch {
      formatter = new Intl.NumberFormat("en", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    formatterCache.set(currencyCode, formatter);
  }
  return formatter.format(toAmount(minor, currencyCode));
}
