import { addDays, nextOnSchedule } from "../subscriptions/subscription-dates";

/**
 * The billing day after a renewal of `cycle`: one period later, or, when the box is behind (the clock jumped, the
 * store was down), the first scheduled day after `today`: missed cycles are not billed in a rush. Pure.
 */
export function nextBillingAfter({ cycle, frequencyWeeks, today }: { cycle: string; frequencyWeeks: number; today: string }): string {
  const next = addDays(cycle, frequencyWeeks * 7);
  return next > today ? next : nextOnSchedule(cycle, frequencyWeeks * 7, addDays(today, 1));
}

/**
 * The day a subscription is next billed, as billing sees it: active → its stored day; paused until a day that has
 * come → the first scheduled day on or after that day; anything else → none.
 */
export function dueDate(
  row: { status: string; pausedUntil: string | null; nextBillingDate: string | null; frequency: number },
  today: string,
): string | null {
  if (!row.nextBillingDate) return null;
  if (row.status === "active") return row.nextBillingDate;
  if (row.status === "paused" && row.pausedUntil !== null && row.pausedUntil <= today)
    return nextOnSchedule(row.nextBillingDate, row.frequency * 7, row.pausedUntil);
  return null;
}
