import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, effectiveStatus, nextAfterPause, nextOnSchedule, shownNextBillingDate } from "@/lib/subscriptions/subscription-dates";

describe("subscription dates", () => {
  it("adds days across months and years", () => {
    expect(addDays("2026-12-19", 28)).toBe("2027-01-16");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("finds the first scheduled day on or after a day, before or after the anchor", () => {
    expect(nextOnSchedule("2026-12-05", 14, "2026-12-05")).toBe("2026-12-05");
    expect(nextOnSchedule("2026-12-05", 14, "2026-12-06")).toBe("2026-12-19");
    expect(nextOnSchedule("2026-12-05", 14, "2026-11-22")).toBe("2026-12-05");
    expect(nextOnSchedule("2026-12-05", 14, "2026-11-10")).toBe("2026-11-21");
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), fc.constantFrom(1, 2, 4, 8), (offset, weeks) => {
        const from = addDays("2026-12-05", offset);
        const next = nextOnSchedule("2026-12-05", weeks * 7, from);
        const days = (Date.parse(next) - Date.parse("2026-12-05")) / 86_400_000;
        expect(Math.abs(days) % (weeks * 7)).toBe(0);
        expect(next >= from).toBe(true);
        expect(addDays(next, -weeks * 7) < from).toBe(true);
      }),
    );
  });

  it("coming back from a pause never undoes a skip: the stored day when still ahead, else the schedule from then", () => {
    // Due 25 Nov, skipped to 9 Dec, paused and resumed on 24 Nov (from: tomorrow, 25 Nov): still 9 Dec.
    expect(nextAfterPause("2026-12-09", 14, "2026-11-25")).toBe("2026-12-09");
    // Skipped twice (23 Dec), paused until 26 Nov: 23 Dec, not the 9 Dec the schedule would give going backwards.
    expect(nextAfterPause("2026-12-23", 14, "2026-11-26")).toBe("2026-12-23");
    // A stored day already behind: the first scheduled day on or after the resume.
    expect(nextAfterPause("2026-11-25", 14, "2026-12-02")).toBe("2026-12-09");
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), fc.constantFrom(1, 2, 4, 8), (offset, weeks) => {
        const from = addDays("2026-12-05", offset);
        const next = nextAfterPause("2026-12-05", weeks * 7, from);
        expect(next >= "2026-12-05").toBe(true);
        expect(next >= from).toBe(true);
      }),
    );
    const skipped = { status: "paused", frequency: 2, nextBillingDate: "2026-12-23" };
    expect(shownNextBillingDate({ ...skipped, pausedUntil: "2026-11-26" }, "2026-11-24")).toBe("2026-12-23");
  });

  it("a pause whose day has come is over; a pause without a day shows no next billing day", () => {
    const today = "2026-11-22";
    expect(effectiveStatus({ status: "paused", pausedUntil: "2026-11-22" }, today)).toBe("active");
    expect(effectiveStatus({ status: "paused", pausedUntil: "2026-11-23" }, today)).toBe("paused");
    expect(effectiveStatus({ status: "paused", pausedUntil: null }, today)).toBe("paused");
    const row = { status: "paused", frequency: 2, nextBillingDate: "2026-12-05" };
    expect(shownNextBillingDate({ ...row, pausedUntil: null }, today)).toBeNull();
    expect(shownNextBillingDate({ ...row, pausedUntil: "2026-12-20" }, today)).toBe("2027-01-02");
    expect(shownNextBillingDate({ ...row, status: "cancelled", pausedUntil: null }, today)).toBeNull();
    expect(shownNextBillingDate({ ...row, status: "active", pausedUntil: null }, today)).toBe("2026-12-05");
  });
});
