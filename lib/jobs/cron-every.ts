const divisors = (n: number) => Array.from({ length: n }, (_, i) => i + 1).filter((d) => n % d === 0);

/** The largest divisor of `n` not above `want` (at least 1). */
const fit = (n: number, want: number) => Math.max(1, ...divisors(n).filter((d) => d <= want));

/**
 * A cron expression (pg-boss's, six fields when it needs seconds) that fires every `seconds`, or as near below it as
 * cron can say: every 45 s becomes every 30 s, every 7 min every 6 min, every 5 h every 4 h, anything longer daily.
 * Pure.
 */
export function cronEvery(seconds: number): string {
  const s = Math.max(1, Math.round(seconds));
  if (s < 60) return `*/${fit(60, s)} * * * * *`;
  const m = Math.floor(s / 60);
  if (m < 60) return `*/${fit(60, m)} * * * *`;
  const h = Math.floor(m / 60);
  if (h < 24) return `0 */${fit(24, h)} * * *`;
  return "0 0 * * *";
}
