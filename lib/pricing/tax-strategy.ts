import type { Destination, TaxClass, TaxRate } from "./types";

/**
 * The tax strategy (pure). Rates are per country, or per US state, and tax class, in percent; a class without a
 * row is taxed at 0. Tax is rounded per line, half up, to the minor unit:
 *
 * - tax-inclusive market: the tax inside the line's amount, `round(amount × r / (100 + r))` (£12.00 at 20% → £2.00);
 * - tax-exclusive market: the tax on top, `round(amount × r / 100)` ($40.00 at 8.875% → $3.55).
 *
 * Arithmetic is in integers (rates as thousandths of a percent), so no floating-point drift moves a minor unit.
 */

/** The rate (percent) and its display name for a line of `taxClass` going to `destination`, or null when untaxed. */
export type AppliedRate = { name: string; rate: number; milli: number };

export function findRate(rates: readonly TaxRate[], destination: Destination, taxClass: TaxClass): AppliedRate | null {
  const country = destination.countryCode.toUpperCase();
  const region = destination.region ? destination.region.toUpperCase() : null;
  let countryWide: TaxRate | undefined;
  for (const r of rates) {
    if (r.countryCode !== country || r.taxClass !== taxClass) continue;
    if (r.region === null) countryWide = r;
    else if (region !== null && r.region.toUpperCase() === region) return asApplied(r);
  }
  return countryWide ? asApplied(countryWide) : null;
}

function asApplied(r: TaxRate): AppliedRate | null {
  const milli = Math.round(r.rate * 1000);
  return milli > 0 ? { name: r.name, rate: r.rate, milli } : null;
}

/** Integer division rounding half up (both operands non-negative). */
function divRound(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The tax on a line amount (minor units, ≥ 0) at a rate, inside the amount or on top of it. */
export function taxOn(amount: number, rate: AppliedRate | null, taxIncluded: boolean): number {
  if (rate === null || amount <= 0) return 0;
  return taxIncluded ? divRound(amount * rate.milli, 100_000 + rate.milli) : divRound(amount * rate.milli, 100_000);
}
