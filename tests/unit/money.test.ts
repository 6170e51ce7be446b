import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currencyExponent, formatMajorUnits, formatMoney, money, toMajorUnits, toMinorUnits } from "@/lib/money";

// ISO 4217 exponents: most currencies 2, some 0 (JPY, KRW, ISK…), a few 3 (BHD, KWD, JOD, OMR, TND…), CLF 4.
const exponents: Record<string, number> = {
  GBP: 2,
  EUR: 2,
  USD: 2,
  CHF: 2,
  SEK: 2,
  JPY: 0,
  KRW: 0,
  ISK: 0,
  VND: 0,
  BHD: 3,
  KWD: 3,
  JOD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
};
const codes = Object.keys(exponents);

describe("currency exponents", () => {
  it.each(codes)("%s has its ISO 4217 exponent", (code) => {
    expect(currencyExponent(code)).toBe(exponents[code]);
  });

  it("a code Intl does not know is treated as two decimals", () => {
    expect(currencyExponent("NOT-A-CODE")).toBe(2);
    expect(formatMoney(1250, "NOT-A-CODE")).toBe("12.50");
  });
});

describe("major units", () => {
  it.each([
    [1250, "GBP", 12.5],
    [1250, "JPY", 1250],
    [1250, "BHD", 1.25],
    [1, "KWD", 0.001],
    [12345, "CLF", 1.2345],
    [-300, "EUR", -3],
    [0, "USD", 0],
  ])("%i minor %s is %d", (minor, code, major) => {
    expect(toMajorUnits(minor, code)).toBe(major);
  });

  it("minor → major → minor is the identity for every currency", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom(...codes), (minor, code) => {
        expect(toMinorUnits(toMajorUnits(minor, code), code)).toBe(minor);
      }),
    );
  });
});

describe("display strings", () => {
  it.each([
    [1250, "GBP", "£12.50"],
    [1250, "USD", "$12.50"],
    [1250, "EUR", "€12.50"],
    [1250, "JPY", "¥1,250"],
    [1250, "KRW", "₩1,250"],
    [1250, "BHD", "BHD\u00a01.250"], // Intl separates a code from the amount with a no-break space
    [123456789, "GBP", "£1,234,567.89"],
    [-300, "GBP", "-£3.00"],
    [5, "GBP", "£0.05"],
  ])("%i %s reads %s", (minor, code, text) => {
    expect(formatMoney(minor, code)).toBe(text);
  });

  it("a market's own symbol prefixes the amount written with the currency's exponent", () => {
    expect(formatMoney(1250, "GBP", { symbol: "£" })).toBe("£12.50");
    expect(formatMoney(1250, "CHF", { symbol: "CHF " })).toBe("CHF 12.50");
    expect(formatMoney(1250, "JPY", { symbol: "¥" })).toBe("¥1,250");
    expect(formatMoney(1250, "BHD", { symbol: "BD " })).toBe("BD 1.250");
    expect(formatMoney(-300, "EUR", { symbol: "€" })).toBe("-€3.00");
  });

  it("shows exactly the currency's decimals, and a negative amount is its positive one with a leading sign", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e12 }), fc.constantFrom(...codes), fc.boolean(), (minor, code, withSymbol) => {
        const options = withSymbol ? { symbol: "S" } : {};
        const text = formatMoney(minor, code, options);
        const decimals = /\.(\d+)$/.exec(text)?.[1]?.length ?? 0;
        expect(decimals).toBe(exponents[code]);
        expect(formatMoney(-minor, code, options)).toBe(`-${text}`);
      }),
    );
  });

  it("major-unit amounts (as the API gives them) display like their minor units", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.constantFrom(...codes), (minor, code) => {
        expect(formatMajorUnits(toMajorUnits(minor, code), code)).toBe(formatMoney(minor, code));
      }),
    );
  });

  it("money() gives all three", () => {
    expect(money(1250, "GBP")).toEqual({ amount: 12.5, display: "£12.50", currency: "GBP" });
    expect(money(1250, "JPY")).toEqual({ amount: 1250, display: "¥1,250", currency: "JPY" });
  });
});
