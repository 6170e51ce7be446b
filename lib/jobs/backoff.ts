/** Delay before the next try of a job that failed on its `attempts`-th run: base × 2^(attempts−1), capped at an hour. Pure. */
export function retryDelaySeconds(attempts: number, baseSeconds = 30): number {
  return Math.min(3600, baseSeconds * 2 ** Math.max(0, attempts - 1));
}
