/** How a country writes an address: what its region is called (if it has one on a parcel) and its postal code. */
export type AddressFormat = {
  postalLabel: string;
  region: null | { label: string; required: boolean; options: ReadonlyArray<readonly [code: string, name: string]> | null };
};

const usStates = [
  ["AL", "Alabama"],
  ["AK", "Alaska"],
  ["AZ", "Arizona"],
  ["AR", "Arkansas"],
  ["CA", "California"],
  ["CO", "Colorado"],
  ["CT", "Connecticut"],
  ["DE", "Delaware"],
  ["DC", "District of Columbia"],
  ["FL", "Florida"],
  ["GA", "Georgia"],
  ["HI", "Hawaii"],
  ["ID", "Idaho"],
  ["IL", "Illinois"],
  ["IN", "Indiana"],
  ["IA", "Iowa"],
  ["KS", "Kansas"],
  ["KY", "Kentucky"],
  ["LA", "Louisiana"],
  ["ME", "Maine"],
  ["MD", "Maryland"],
  ["MA", "Massachusetts"],
  ["MI", "Michigan"],
  ["MN", "Minnesota"],
  ["MS", "Mississippi"],
  ["MO", "Missouri"],
  ["MT", "Montana"],
  ["NE", "Nebraska"],
  ["NV", "Nevada"],
  ["NH", "New Hampshire"],
  ["NJ", "New Jersey"],
  ["NM", "New Mexico"],
  ["NY", "New York"],
  ["NC", "North Carolina"],
  ["ND", "North Dakota"],
  ["OH", "Ohio"],
  ["OK", "Oklahoma"],
  ["OR", "Oregon"],
  ["PA", "Pennsylvania"],
  ["RI", "Rhode Island"],
  ["SC", "South Carolina"],
  ["SD", "South Dakota"],
  ["TN", "Tennessee"],
  ["TX", "Texas"],
  ["UT", "Utah"],
  ["VT", "Vermont"],
  ["VA", "Virginia"],
  ["WA", "Washington"],
  ["WV", "West Virginia"],
  ["WI", "Wisconsin"],
  ["WY", "Wyoming"],
] as const;

const canadianProvinces = [
  ["AB", "Alberta"],
  ["BC", "British Columbia"],
  ["MB", "Manitoba"],
  ["NB", "New Brunswick"],
  ["NL", "Newfoundland and Labrador"],
  ["NS", "Nova Scotia"],
  ["NT", "Northwest Territories"],
  ["NU", "Nunavut"],
  ["ON", "Ontario"],
  ["PE", "Prince Edward Island"],
  ["QC", "Quebec"],
  ["SK", "Saskatchewan"],
  ["YT", "Yukon"],
] as const;

const australianStates = [
  ["ACT", "Australian Capital Territory"],
  ["NSW", "New South Wales"],
  ["NT", "Northern Territory"],
  ["QLD", "Queensland"],
  ["SA", "South Australia"],
  ["TAS", "Tasmania"],
  ["VIC", "Victoria"],
  ["WA", "Western Australia"],
] as const;

const formats: Record<string, AddressFormat> = {
  US: { postalLabel: "ZIP code", region: { label: "State", required: true, options: usStates } },
  CA: { postalLabel: "Postal code", region: { label: "Province", required: true, options: canadianProvinces } },
  AU: { postalLabel: "Postcode", region: { label: "State or territory", required: true, options: australianStates } },
  GB: { postalLabel: "Postcode", region: { label: "County (optional)", required: false, options: null } },
  IE: { postalLabel: "Eircode", region: { label: "County (optional)", required: false, options: null } },
  NZ: { postalLabel: "Postcode", region: { label: "Region (optional)", required: false, options: null } },
  IT: { postalLabel: "Postal code", region: { label: "Province (optional)", required: false, options: null } },
  ES: { postalLabel: "Postal code", region: { label: "Province (optional)", required: false, options: null } },
};

/** Countries not listed write no region on a parcel (Germany, France, the Netherlands…) and call it a postal code. */
const noRegion: AddressFormat = { postalLabel: "Postal code", region: null };

export function addressFormat(countryCode: string): AddressFormat {
  return formats[countryCode.toUpperCase()] ?? noRegion;
}
