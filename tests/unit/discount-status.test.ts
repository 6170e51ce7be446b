import { describe, expect, it } from "vitest";
import { discountStatus } from "@/app/admin/(console)/discounts/discount-status";

const now = new Date("2026-11-28T12:00:00Z");
const open = { active: true, startsAt: null, endsAt: null, usageLimit: null, timesUsed: 0 };

describe("a discount's status in the back office", () => {
  it("names what the discount is at the time", () => {
    expect(discountStatus(open, now)).toBe("active");
    expect(discountStatus({ ...open, active: false, endsAt: "2026-01-01T00:00:00Z" }, now)).toBe("disabled");
    expect(discountStatus({ ...open, endsAt: "2026-11-28T12:00:00Z" }, now)).toBe("expired");
    expect(discountStatus({ ...open, endsAt: "2026-11-28T12:00:01Z" }, now)).toBe("active");
    expect(discountStatus({ ...open, startsAt: "2026-12-01T00:00:00Z" }, now)).toBe("scheduled");
    expect(discountStatus({ ...open, usageLimit: 5, timesUsed: 5 }, now)).toBe("used up");
    expect(discountStatus({ ...open, usageLimit: 5, timesUsed: 4 }, now)).toBe("active");
  });
});
