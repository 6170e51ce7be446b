/** The BCP 47 locale a market's prices are formatted in: English, with the market's first country's conventions. */
export function marketLocale(country: string | undefined): string {
  const candidate = `en-${country ?? "GB"}`;
  try {
    return Intl.getCanonicalLocales(candidate)[0] ?? "en-GB";
  } catch {
    return "en-GB";
  }
}
