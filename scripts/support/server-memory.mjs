// The production server's memory settings, shared by `npm start` (scripts/start.mjs) and `npm run bench`, so the
// benchmark measures what a deployment runs (docs/PERFORMANCE.md, "Memory").
//
// V8 sizes the old space lazily and, far below its limit, barely collects: without a cap the server sat at 400+ MB
// after a busy hour for a ~100 MB working set; 192 MB of old space keeps it near 250 MB resident. The young
// generation's semi-spaces grow to 16 MB each under load; 4 MB keeps ~15 MB more off the resident set at no
// measured cost in requests/s (short-lived request garbage is collected a little more often).
export const productionNodeOptions = ["--max-old-space-size=192", "--max-semi-space-size=4"];

/** NODE_OPTIONS with the production settings added, except those the given options already set. */
export function withProductionNodeOptions(existing = "") {
  const added = productionNodeOptions.filter((option) => !existing.includes(option.split("=")[0]));
  return [existing, ...added].filter(Boolean).join(" ").trim();
}
