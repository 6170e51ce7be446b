/**
 * Reads `lhci assert`'s results (.lighthouseci/assertion-results.json, written with --includePassedAssertions):
 * which page paths failed an error-level assertion, with what failed, and which paths were checked at all. A
 * warning-level miss (LIGHTHOUSE_PERFORMANCE=report) is not a failure.
 */
export function lhciVerdict(results) {
  const failures = new Map();
  const asserted = new Set();
  for (const result of results) {
    const page = new URL(result.url).pathname;
    asserted.add(page);
    if (result.passed || result.level !== "error") continue;
    const actual = Math.round(result.actual * 1000) / 1000; // the median of two runs is their mean: 0.6799999999999999
    const what = `${result.auditProperty ?? result.auditId} ${actual} (expected ${result.operator} ${result.expected})`;
    failures.set(page, [...(failures.get(page) ?? []), what]);
  }
  return { failures, asserted };
}
