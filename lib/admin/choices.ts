import "server-only";
import { isCountryCode } from "@/lib/account/schemas";

export type Choice = { value: string; label: string };

const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
let countries: Choice[] | undefined;
let currencies: Choice[] | undefined;
let timeZones: Choice[] | undefined;

/** Every country a store may sell to, by English name ("Germany (DE)"), from the runtime's ICU data. */
export function countryChoices(): Choice[] {
  if (countries) return countries;
  const names = new Intl.DisplayNames(["en"], { type: "region" });
  // Retired codes (UK, BU, YU…) name the same countries as their successors: only the current code is offered.
  const current = (code: string) => new Intl.Locale(`und-${code}`).region === code;
  const codes = [...letters].flatMap((a) => [...letters].map((b) => a + b)).filter((code) => isCountryCode(code) && current(code));
  countries = codes
    .map((code) => ({ value: code, label: `${names.of(code)} (${code})` }))
    .sort((x, y) => x.label.localeCompare(y.label, "en"));
  return countries;
}

/** ISO 4217 currencies in use ("EUR — Euro"), as the operations accept them. */
export function currencyChoices(): Choice[] {
  if (currencies) return currencies;
  const names = new Intl.DisplayNames(["en"], { type: "currency" });
  currencies = Intl.supportedValuesOf("currency").map((code) => ({ value: code, label: `${code} — ${names.of(code) ?? code}` }));
  return currencies;
}

/** IANA time zones, UTC first. */
export function timeZoneChoices(): Choice[] {
  timeZones ??= [
    { value: "UTC", label: "UTC" },
    ...Intl.supportedValuesOf("timeZone")
      .filter((zone) => zone !== "UTC")
      .map((zone) => ({ value: zone, label: zone })),
  ];
  return timeZones;
}

/** A country's English name, or its code when the runtime has none. */
export function countryName(code: string): string {
  return (
    countryChoices()
      .find((c) => c.value === code)
      ?.label.replace(/ \([A-Z]{2}\)$/, "") ?? code
  );
}
