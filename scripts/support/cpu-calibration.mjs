// The phone preset's CPU slowdown for Lighthouse runs on this machine (scripts/lighthouse.mjs).
import { throttling } from "lighthouse/core/config/constants.js";

/**
 * The phone preset's CPU slowdown, calibrated to this machine as Lighthouse's docs/throttling.md ("Calibrating the
 * CPU slowdown") describes: "On a weaker machine, you can lower it from the default of 4x". The docs' 4x "moves a
 * typical run in the high-end desktop bracket somewhere into the mid-tier mobile bracket" (benchmark indexes 300-750).
 * This shared 2-core machine measures about 2600-2900 when quiet, where stock Lighthouse's 4x emulates a phone of
 * about 650-720, and anywhere down to about 700 when its neighbours are busy, where a fixed 4x emulates a phone of
 * 175, below the bracket (CI runs at 1500-1660 scored the same pages 5-8 points under a quiet run). So the emulated
 * phone is held at 650 (2600 / 4, inside the mid-tier bracket): below an index of 2600 the multiplier shrinks in
 * proportion, never below 2x (the docs' suggestion for a low-end desktop host); at 2600 and above it is the preset's
 * 4x. The index is the one Lighthouse measured for that very run. It is only ever lowered: one index reading before
 * the load is a noisy measure of the load itself, and raising the multiplier on a fast reading failed pages the preset
 * passes (a collection page at 5.4x: 86, with the preset's 4x: 93). How the pages score at the slow end of the bracket
 * (a phone of about 440): `LIGHTHOUSE_CPU_SLOWDOWN=6.3 npm run lighthouse` on a quiet host (docs/STOREFRONT.md).
 */
export const referenceBenchmarkIndex = 2600;
export function calibratedCpuSlowdown(benchmarkIndex) {
  const preset = throttling.mobileSlow4G.cpuSlowdownMultiplier;
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return preset;
  const proportional = Math.round(((preset * benchmarkIndex) / referenceBenchmarkIndex) * 100) / 100;
  return Math.min(preset, Math.max(2, proportional));
}

/**
 * Lighthouse's own threshold for a host too slow to score on (core/gather/driver/environment.js: below it the report
 * warns "The tested device appears to have a slower CPU than Lighthouse expects"). A phone run measured below it is
 * taken again after a pause (scripts/lighthouse.mjs), within a budget per script run.
 */
export const slowHostBenchmarkIndex = 1000;
