export type DiscountStatus = "active" | "disabled" | "scheduled" | "expired" | "used up";

type Dated = { active: boolean; startsAt: string | null; endsAt: string | null; usageLimit: number | null; timesUsed: number };

/** What a discount is at `now`: switched off, not started, ended, its uses spent, or taking effect. */
export function discountStatus(discount: Dated, now: Date): DiscountStatus {
  if (!discount.active) return "disabled";
  if (discount.endsAt !== null && Date.parse(discount.endsAt) <= now.getTime()) return "expired";
  if (discount.startsAt !== null && Date.parse(discount.startsAt) > now.getTime()) return "scheduled";
  if (discount.usageLimit !== null && discount.timesUsed >= discount.usageLimit) return "used up";
  return "active";
}
