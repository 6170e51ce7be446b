import { describe, expect, it } from "vitest";
import { dueDate, nextBillingAfter } from "@/lib/billing/renewal-dates";
import { nextRetryAt, totalAttempts } from "@/lib/billing/retry-schedule";
import { retryDelaySeconds } from "@/lib/jobs/backoff";

describe("the dunning schedule", () => {
  const first = new Date("2027-01-10T09:00:00Z");
  it("retries 1, 3, 5 and 7 days after the first failure, then no more", () => {
    const days = [1, 3, 5, 7];
    expect(
      [1, 2, 3, 4].map((failedAttempt) => nextRetryAt({ firstFailedAt: first, failedAttempt, retryDays: days })?.toISOString()),
    ).toEqual(["2027-01-11T09:00:00.000Z", "2027-01-13T09:00:00.000Z", "2027-01-15T09:00:00.000Z", "2027-01-17T09:00:00.000Z"]);
    expect(nextRetryAt({ firstFailedAt: first, failedAttempt: 5, retryDays: days })).toBeNull();
    expect(totalAttempts(days)).toBe(5);
  });
  it("follows a store's own schedule, and an empty one retries nothing", () => {
    expect(nextRetryAt({ firstFailedAt: first, failedAttempt: 1, retryDays: [2] })?.toISOString()).toBe("2027-01-12T09:00:00.000Z");
    expect(nextRetryAt({ firstFailedAt: first, failedAttempt: 1, retryDays: [] })).toBeNull();
  });
});

describe("billing dates", () => {
  it("moves one period after a renewal, or to the first scheduled day after today when behind", () => {
    expect(nextBillingAfter({ cycle: "2027-01-10", frequencyWeeks: 2, today: "2027-01-10" })).toBe("2027-01-24");
    expect(nextBillingAfter({ cycle: "2027-01-10", frequencyWeeks: 2, today: "2027-02-01" })).toBe("2027-02-07");
    expect(nextBillingAfter({ cycle: "2027-01-10", frequencyWeeks: 1, today: "2027-01-17" })).toBe("2027-01-24");
  });
  it("bills active boxes on their day, a pause with a resume day from the first scheduled day on or after it, nothing else", () => {
    const row = { status: "active", pausedUntil: null, nextBillingDate: "2027-01-10", frequency: 2 };
    expect(dueDate(row, "2027-01-10")).toBe("2027-01-10");
    expect(dueDate({ ...row, status: "paused", pausedUntil: "2027-01-30" }, "2027-01-20")).toBeNull();
    expect(dueDate({ ...row, status: "paused", pausedUntil: "2027-01-30" }, "2027-01-30")).toBe("2027-02-07");
    expect(dueDate({ ...row, status: "paused" }, "2027-03-01")).toBeNull();
    expect(dueDate({ ...row, status: "past_due" }, "2027-03-01")).toBeNull();
    expect(dueDate({ ...row, status: "cancelled" }, "2027-03-01")).toBeNull();
  });
});

describe("job backoff", () => {
  it("doubles from the base and stops at an hour", () => {
    expect([1, 2, 3, 4].map((a) => retryDelaySeconds(a))).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(20)).toBe(3600);
  });
});
