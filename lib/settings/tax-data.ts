/**
 * The countries a new store can be opened in with its tax already set (`npm run cli -- tenant create --country`):
 * each country's ISO 4217 currency, whether shop prices there include tax, its standard VAT/GST rate and a starting
 * delivery rate. Sources and the date the rates were taken are in docs/settings.md; rates change, and a store's own
 * rates are its owner's to keep (PATCH /operator/tax-rates/{id}).
 *
 * Pure data, safe anywhere.
 */

export type ProvincialTax = {
  /** ISO 3166-2 subdivision code without the country (ON, QC…). */
  region: string;
  /** HST replaces GST (one harmonised rate); PST and QST are added to GST. */
  kind: "HST" | "PST" | "QST";
  /** The province's own part in percent (HST: the whole harmonised rate). */
  rate: number;
};

export type CountryTaxData = {
  country: string;
  name: string;
  currency: string;
  /** Shop prices include the tax (Europe, Australia) or it is added at checkout (US, Canada). */
  taxIncluded: boolean;
  /** The standard rate in percent and its name on tax lines; null where it is set per state (the US). */
  standardRate: number | null;
  taxName: string;
  /** Canada: the provinces' taxes beside the federal GST. */
  provinces?: ProvincialTax[];
  /** A starting delivery rate in major units of `currency`: the flat price, free from `freeOver`. */
  shipping: { price: number; freeOver: number };
};

const eur = { price: 4.95, freeOver: 50 };

const vat = (country: string, name: string, currency: string, standardRate: number, shipping = eur): CountryTaxData => ({
  country,
  name,
  currency,
  taxIncluded: true,
  standardRate,
  taxName: "VAT",
  shipping,
});

/** EU-27, the UK, Norway, Switzerland, Canada (federal GST and provinces), Australia; the US for its currency only. */
export const countryTaxData: readonly CountryTaxData[] = [
  vat("AT", "Austria", "EUR", 20),
  vat("BE", "Belgium", "EUR", 21),
  vat("BG", "Bulgaria", "EUR", 20),
  vat("HR", "Croatia", "EUR", 25),
  vat("CY", "Cyprus", "EUR", 19),
  vat("CZ", "Czechia", "CZK", 21, { price: 129, freeOver: 1500 }),
  vat("DK", "Denmark", "DKK", 25, { price: 49, freeOver: 500 }),
  vat("EE", "Estonia", "EUR", 24),
  vat("FI", "Finland", "EUR", 25.5),
  vat("FR", "France", "EUR", 20),
  vat("DE", "Germany", "EUR", 19),
  vat("GR", "Greece", "EUR", 24),
  vat("HU", "Hungary", "HUF", 27, { price: 1990, freeOver: 20000 }),
  vat("IE", "Ireland", "EUR", 23),
  vat("IT", "Italy", "EUR", 22),
  vat("LV", "Latvia", "EUR", 21),
  vat("LT", "Lithuania", "EUR", 21),
  vat("LU", "Luxembourg", "EUR", 17),
  vat("MT", "Malta", "EUR", 18),
  vat("NL", "Netherlands", "EUR", 21),
  vat("PL", "Poland", "PLN", 23, { price: 19.99, freeOver: 200 }),
  vat("PT", "Portugal", "EUR", 23),
  vat("RO", "Romania", "RON", 21, { price: 19.99, freeOver: 200 }),
  vat("SK", "Slovakia", "EUR", 23),
  vat("SI", "Slovenia", "EUR", 22),
  vat("ES", "Spain", "EUR", 21),
  vat("SE", "Sweden", "SEK", 25, { price: 59, freeOver: 600 }),
  vat("GB", "United Kingdom", "GBP", 20, { price: 3.95, freeOver: 40 }),
  vat("NO", "Norway", "NOK", 25, { price: 79, freeOver: 800 }),
  vat("CH", "Switzerland", "CHF", 8.1, { price: 7.9, freeOver: 80 }),
  {
    country: "AU",
    name: "Australia",
    currency: "AUD",
    taxIncluded: true,
    standardRate: 10,
    taxName: "GST",
    shipping: { price: 9.95, freeOver: 100 },
  },
  {
    country: "CA",
    name: "Canada",
    currency: "CAD",
    taxIncluded: false,
    standardRate: 5,
    taxName: "GST",
    provinces: [
      { region: "ON", kind: "HST", rate: 13 },
      { region: "NB", kind: "HST", rate: 15 },
      { region: "NL", kind: "HST", rate: 15 },
      { region: "NS", kind: "HST", rate: 14 },
      { region: "PE", kind: "HST", rate: 15 },
      { region: "BC", kind: "PST", rate: 7 },
      { region: "MB", kind: "PST", rate: 7 },
      { region: "SK", kind: "PST", rate: 6 },
      { region: "QC", kind: "QST", rate: 9.975 },
    ],
    shipping: { price: 7.95, freeOver: 75 },
  },
  {
    country: "US",
    name: "United States",
    currency: "USD",
    taxIncluded: false,
    standardRate: null,
    taxName: "Sales tax",
    shipping: { price: 5.95, freeOver: 50 },
  },
];

const byCountry = new Map(countryTaxData.map((c) => [c.country, c]));

export function countryData(country: string): CountryTaxData | undefined {
  return byCountry.get(country.toUpperCase());
}

/** One standard-class tax rate row as the store keeps it (`region` "" for the whole country). */
export type StandardRateRow = { countryCode: string; region: string; rate: number; name: string };

/**
 * The standard-class rates a store in `country` starts with: the country-wide rate, and in Canada one row per
 * province that adds to or replaces GST. The calculator applies one rate per line (a province's row wins over the
 * country-wide one), so a PST/QST province's row holds GST plus the provincial tax, and an HST province's the HST.
 */
export function standardRateRows(country: string): StandardRateRow[] {
  const data = countryData(country);
  if (!data || data.standardRate === null) return [];
  const rows: StandardRateRow[] = [{ countryCode: data.country, region: "", rate: data.standardRate, name: data.taxName }];
  for (const p of data.provinces ?? []) {
    const rate = p.kind === "HST" ? p.rate : Number((data.standardRate + p.rate).toFixed(4));
    const name = p.kind === "HST" ? `HST (${p.region})` : `GST + ${p.kind} (${p.region})`;
    rows.push({ countryCode: data.country, region: p.region, rate, name });
  }
  return rows;
}

/** The time zone of each country's capital: a new store shows event times in it until its owner says otherwise. */
const capitalTimeZones: Record<string, string> = {
  AT: "Europe/Vienna",
  BE: "Europe/Brussels",
  BG: "Europe/Sofia",
  HR: "Europe/Zagreb",
  CY: "Asia/Nicosia",
  CZ: "Europe/Prague",
  DK: "Europe/Copenhagen",
  EE: "Europe/Tallinn",
  FI: "Europe/Helsinki",
  FR: "Europe/Paris",
  DE: "Europe/Berlin",
  GR: "Europe/Athens",
  HU: "Europe/Budapest",
  IE: "Europe/Dublin",
  IT: "Europe/Rome",
  LV: "Europe/Riga",
  LT: "Europe/Vilnius",
  LU: "Europe/Luxembourg",
  MT: "Europe/Malta",
  NL: "Europe/Amsterdam",
  PL: "Europe/Warsaw",
  PT: "Europe/Lisbon",
  RO: "Europe/Bucharest",
  SK: "Europe/Bratislava",
  SI: "Europe/Ljubljana",
  ES: "Europe/Madrid",
  SE: "Europe/Stockholm",
  GB: "Europe/London",
  NO: "Europe/Oslo",
  CH: "Europe/Zurich",
  AU: "Australia/Sydney",
  CA: "America/Toronto",
  US: "America/New_York",
};

export function countryTimeZone(country: string): string {
  return capitalTimeZones[country.toUpperCase()] ?? "UTC";
}
