const formatters = new Map<string, { format: (n: number) => string; exponent: number }>();

function formatterFor(currencyCode: string) {
  let f = formatters.get(currencyCode);
  if (!f) {
    let exponent = 2;
    try {
      exponent = new Intl.NumberFormat("en-GB", { style: "currency", currency: currencyCode }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      exponent = 2;
    }
    const nf = new Intl.NumberFormat("en-GB", { minimumFractionDigits: exponent, maximumFractionDigits: exponent });
    f = { format: (n: number) => nf.format(n), exponent };
    formatters.set(currencyCode, f);
  }
  return f;
}

/** Minor units (pence) to a number in major units: 1250 → 12.5. */
export function toMajorUnits(minor: number, currencyCode = "GBP"): number {
  const { exponent } = formatterFor(currencyCode);
  return Number((minor / 10 ** exponent).toFixed(exponent));
}

/** Minor units to a display string with the market's symbol: 1250, GBP, "£" → "£12.50"; negative amounts as "-£3.00". */
export function formatMoney(minor: number, currency: { code: string; symbol: string }): string {
  const { format, exponent } = formatterFor(currency.code);
  const amount = format(Math.abs(minor) / 10 ** exponent);
  return `${minor < 0 ? "-" : ""}${currency.symbol}${amount}`;
}
