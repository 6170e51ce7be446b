import { describe, expect, it } from "vitest";
import { currencySymbol, fitsMinorUnits, isCurrencyCode, minorUnits } from "@/lib/settings/currencies";
import { countryData, countryTaxData, countryTimeZone, standardRateRows } from "@/lib/settings/tax-data";

const eu27 = "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE".split(" ");

describe("the countries a store can start in (lib/settings/tax-data.ts)", () => {
  it("covers the EU-27, the UK, Norway, Switzerland, Canada and Australia, each with a real currency, a rate in 0–100 and a delivery rate", () => {
    for (const country of [...eu27, "GB", "NO", "CH", "CA", "AU"]) {
      const data = countryData(country);
      expect(data, country).toBeDefined();
      expect(isCurrencyCode(data!.currency), country).toBe(true);
      expect(data!.standardRate, country).toBeGreaterThan(0);
      expect(data!.standardRate, country).toBeLessThan(100);
      expect(fitsMinorUnits(data!.shipping.price, data!.currency), country).toBe(true);
      expect(data!.shipping.freeOver).toBeGreaterThan(data!.shipping.price);
      expect(Intl.supportedValuesOf("timeZone"), country).toContain(countryTimeZone(country));
    }
    expect(new Set(countryTaxData.map((c) => c.country)).size).toBe(countryTaxData.length);
    expect(countryData("de")).toMatchObject({ currency: "EUR", standardRate: 19, taxIncluded: true });
    expect(countryData("US")).toMatchObject({ currency: "USD", standardRate: null, taxIncluded: false });
    expect(countryData("CA")?.taxIncluded).toBe(false);
    expect(countryData("JP")).toBeUndefined();
  });

  it("gives Canada federal GST country-wide and each province's combined rate as a regional row", () => {
    const rows = Object.fromEntries(standardRateRows("CA").map((r) => [r.region, [r.rate, r.name]]));
    expect(rows).toEqual({
      "": [5, "GST"],
      ON: [13, "HST (ON)"],
      NB: [15, "HST (NB)"],
      NL: [15, "HST (NL)"],
      NS: [14, "HST (NS)"],
      PE: [15, "HST (PE)"],
      BC: [12, "GST + PST (BC)"],
      MB: [12, "GST + PST (MB)"],
      SK: [11, "GST + PST (SK)"],
      QC: [14.975, "GST + QST (QC)"],
    });
    expect(standardRateRows("DE")).toEqual([{ countryCode: "DE", region: "", rate: 19, name: "VAT" }]);
    expect(standardRateRows("US")).toEqual([]);
  });

  it("checks currencies against Intl's ISO 4217 list with their minor units", () => {
    expect(["EUR", "USD", "JPY", "KWD", "CHF"].every(isCurrencyCode)).toBe(true);
    expect(["ABC", "eur", "EURO", ""].some(isCurrencyCode)).toBe(false);
    expect([minorUnits("EUR"), minorUnits("JPY"), minorUnits("KWD")]).toEqual([2, 0, 3]);
    expect([fitsMinorUnits(4.95, "EUR"), fitsMinorUnits(4.955, "EUR"), fitsMinorUnits(800.5, "JPY")]).toEqual([true, false, false]);
    expect([currencySymbol("EUR"), currencySymbol("USD"), currencySymbol("GBP")]).toEqual(["€", "$", "£"]);
  });
});
