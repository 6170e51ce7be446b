/**
 * Money, once for the API and the storefront alike.
 *
 * Amounts are stored and passed around in integer minor units of an ISO 4217 currency. Out of here come numbers in
 * major units (the API's JSON amounts), display strings and the currency code. How many minor units make a major one
 * is the currency's exponent, which Intl knows for every ISO 4217 code: 2 for GBP, 0 for JPY, 3 for BHD, 4 for CLF.
 * Pure and dependency-free: safe in server and client components.
 */

const locale = "en";
const exponents = new Map<string, number>();
const formatters = new Map<string, Intl.NumberFormat>();

/** A well-formed code Intl does not accept (or no code at all) is treated as a two-decimal currency. */
const fallbackExponent = 2;

/** The currency's exponent: the number of decimal places of its minor unit. */
export function currencyExponent(currencyCode: string): number {
  let exponent = exponents.get(currencyCode);
  if (exponent === undefined) {
    try {
      exponent =
        new Intl.NumberFormat(locale, { style: "currency", currency: currencyCode }).resolvedOptions().maximumFractionDigits ??
        fallbackExponent;
    } catch {
      exponent = fallbackExponent;
    }
    exponents.set(currencyCode, exponent);
  }
  return exponent;
}

/** Minor units to a number in major units: 1250 GBP → 12.5, 1250 JPY → 1250, 1250 BHD → 1.25. */
export function toMajorUnits(minor: number, currencyCode: string): number {
  const exponent = currencyExponent(currencyCode);
  return Number((minor / 10 ** exponent).toFixed(exponent));
}

/** How many minor units make one major unit: 100 for GBP, 1 for JPY, 1000 for BHD. */
export function minorPerMajor(currencyCode: string): number {
  return 10 ** currencyExponent(currencyCode);
}

/** Major units (as the API gives them) back to integer minor units: 12.5 GBP → 1250. */
export function toMinorUnits(major: number, currencyCode: string): number {
  return Math.round(major * minorPerMajor(currencyCode));
}

/**
 * Major units to minor units only when the amount is a whole number of the currency's minor units: 12.5 GBP → 1250,
 * 0.01 GBP → 1; 0.001 GBP, 1e-9 GBP and 12.5 JPY → null (finer than the currency allows, never rounded to a
 * neighbour). A decimal written with at most the currency's decimals is the same double as its fixed-point form, so
 * the check is exact (0.29 passes although 0.29 × 100 is 28.999…).
 */
export function toMinorUnitsExactly(major: number, currencyCode: string): number | null {
  if (!Number.isFinite(major)) return null;
  if (Number(major.toFixed(currencyExponent(currencyCode))) !== major) return null;
  return toMinorUnits(major, currencyCode);
}

function formatterFor(currencyCode: string, forLocale = locale): Intl.NumberFormat {
  const key = `${forLocale}|${currencyCode}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(forLocale, { style: "currency", currency: currencyCode, currencyDisplay: "narrowSymbol" });
    } catch {
      formatter = forLocale === locale ? numberFormatter(fallbackExponent) : formatterFor(currencyCode);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

const numberFormatters = new Map<number, Intl.NumberFormat>();
function numberFormatter(exponent: number): Intl.NumberFormat {
  let formatter = numberFormatters.get(exponent);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: exponent, maximumFractionDigits: exponent });
    numberFormatters.set(exponent, formatter);
  }
  return formatter;
}

export type FormatOptions = {
  /** A market's own display symbol ("£", "CHF "), used instead of Intl's narrow symbol. */
  symbol?: string;
  /** A market's BCP 47 locale (en-GB, en-IE, en-US): Intl formats the amount its way. Default "en". */
  locale?: string;
};

/**
 * Minor units to a display string: 1250 GBP → "£12.50", 1250 USD → "$12.50", 1250 JPY → "¥1,250",
 * 1250 BHD → "BHD 1.250"; negative amounts lead with the sign ("-£3.00"). With a symbol, that symbol prefixes the
 * amount written with the currency's exponent.
 */
export function formatMoney(minor: number, currencyCode: string, options: FormatOptions = {}): string {
  const major = toMajorUnits(minor, currencyCode);
  if (options.symbol === undefined) return formatterFor(currencyCode, options.locale).format(major);
  const amount = numberFormatter(currencyExponent(currencyCode)).format(Math.abs(major));
  return `${major < 0 ? "-" : ""}${options.symbol}${amount}`;
}

/** A major-unit amount as the API gives it (12.5) to a display string ("£12.50"). */
export function formatMajorUnits(major: number, currencyCode: string, options: FormatOptions = {}): string {
  return formatMoney(toMinorUnits(major, currencyCode), currencyCode, options);
}

/** A whole amount in major units without decimals, for labels such as price bands: 10 GBP → "£10", 10 EUR → "€10". */
export function formatWholeMajorUnits(major: number, currencyCode: string): string {
  try {
    return new Intl.NumberFormat(locale, {
      style: "currency",
      currency: currencyCode,
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(major);
  } catch {
    return `${currencyCode} ${Math.round(major)}`;
  }
}

export type Money = { amount: number; display: string; currency: string };

/** All three at once: 1250 GBP → { amount: 12.5, display: "£12.50", currency: "GBP" }. */
export function money(minor: number, currencyCode: string, options: FormatOptions = {}): Money {
  return { amount: toMajorUnits(minor, currencyCode), display: formatMoney(minor, currencyCode, options), currency: currencyCode };
}
