// How many Lighthouse runs a page and preset get, and how they are combined (scripts/lighthouse.mjs).

/**
 * At least `minRuns` (one: load only ever lowers a score, so a run that meets every threshold settles the page, and
 * the categories other than performance hardly vary between runs); a page whose aggregate has not met the thresholds
 * after `settleRuns` is run again while its performance scores disagree by `disagreement` or more (the host's load is
 * moving them), or while fewer than `fitHostRuns` of its runs were taken on a host fast enough to score on (benchmark
 * index `fitHostIndex`, Lighthouse's own limit: below it a busy host lowers every run alike, so agreeing runs say
 * nothing about the page), up to `maxRuns`.
 */
export const runPolicy = { minRuns: 1, settleRuns: 3, maxRuns: 5, disagreement: 0.1, fitHostRuns: 2, fitHostIndex: 1000 };

/** One category's runs combined as lhci assert combines them: "optimistic" the best, "pessimistic" the worst, else the median. */
export function aggregate(method, values) {
  if (method === "optimistic") return Math.max(...values);
  if (method === "pessimistic") return Math.min(...values);
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2; // as lhci: the mean of two
}

/** Every category's aggregate over the runs (each run: { category: score }). */
export function aggregateRuns(runs, thresholds, methods) {
  return Object.fromEntries(
    Object.keys(thresholds).map((k) => [
      k,
      aggregate(
        methods[k] ?? "median",
        runs.map((r) => r[k]),
      ),
    ]),
  );
}

/**
 * Whether another run is needed: not once the aggregate meets every threshold (after `minRuns`), nor once a category
 * other than performance missed in two runs (load does not move those), nor once `settleRuns` runs agree on
 * performance within `disagreement` with at least `fitHostRuns` of them on a host fit to score on (a slow page: every
 * run misses), nor after `maxRuns`. Each run: its category scores and `benchmarkIndex` (absent: taken as fit).
 */
export function needsAnotherRun(runs, thresholds, methods, policy = runPolicy) {
  if (runs.length < policy.minRuns) return true;
  if (runs.length >= policy.maxRuns) return false;
  const scores = aggregateRuns(runs, thresholds, methods);
  if (Object.entries(thresholds).every(([k, min]) => scores[k] >= min)) return false;
  const otherMissTwice = Object.entries(thresholds).some(([k, min]) => k !== "performance" && runs.filter((r) => r[k] < min).length >= 2);
  if (otherMissTwice) return false;
  const performances = runs.map((r) => r.performance);
  const agree = Math.max(...performances) - Math.min(...performances) < policy.disagreement;
  const fitRuns = runs.filter((r) => !(r.benchmarkIndex < policy.fitHostIndex)).length;
  return !(runs.length >= policy.settleRuns && agree && fitRuns >= policy.fitHostRuns);
}
