import { describe, expect, it } from "vitest";
import { cronEvery } from "@/lib/jobs/cron-every";

describe("cronEvery", () => {
  it.each([
    [1, "*/1 * * * * *"],
    [45, "*/30 * * * * *"],
    [60, "*/1 * * * *"],
    [300, "*/5 * * * *"],
    [420, "*/6 * * * *"],
    [3600, "0 */1 * * *"],
    [5 * 3600, "0 */4 * * *"],
    [86_400, "0 0 * * *"],
  ])("every %i s is %s", (seconds, cron) => {
    expect(cronEvery(seconds)).toBe(cron);
  });
});
