import { describe, expect, it } from "vitest";
import { calibratedCpuSlowdown as slowdown, referenceBenchmarkIndex } from "../../scripts/support/cpu-calibration.mjs";

describe("the phone preset's CPU slowdown, calibrated to the host", () => {
  it("is the preset's 4x at the reference benchmark index", () => {
    expect(referenceBenchmarkIndex).toBe(2600);
    expect(slowdown(2600)).toBe(4);
  });

  it("is lowered in proportion on a slower host, so the emulated phone stays the same", () => {
    expect(slowdown(1950)).toBe(3);
    expect(slowdown(1600)).toBe(2.46);
  });

  it("stays the preset's 4x on a faster host", () => {
    expect(slowdown(2900)).toBe(4);
    expect(slowdown(3400)).toBe(4);
  });

  it("never goes below 2x, the docs' suggestion for a low-end desktop host", () => {
    expect(slowdown(1200)).toBe(2);
    expect(slowdown(100)).toBe(2);
  });

  it("falls back to the preset when no index was measured", () => {
    expect(slowdown(Number.NaN)).toBe(4);
    expect(slowdown(0)).toBe(4);
  });
});
