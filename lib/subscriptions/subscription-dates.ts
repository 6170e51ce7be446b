/** Calendar arithmetic on YYYY-MM-DD dates (UTC), for billing days. Pure. */

export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * A paused box whose resume day has come is active again (no job needs to run for it): its next billing day is
 * the resume day, which pausing set.
 */
export function effectiveStatus(row: { status: string; pausedUntil: string | null }, today: string = todayUtc()): string {
  return row.status === "paused" && row.pausedUntil !== null && row.pausedUntil <= today ? "active" : row.status;
}

/** The first day of a schedule (every `periodDays` from `anchor`, both ways) on or after `from`. */
export function nextOnSchedule(anchor: string, periodDays: number, from: string): string {
  const day = 86_400_000;
  const a = Date.parse(`${anchor}T00:00:00Z`);
  const f = Date.parse(`${from}T00:00:00Z`);
  const periods = Math.ceil((f - a) / day / periodDays);
  return addDays(anchor, periods * periodDays);
}

/**
 * The next billing day a customer sees. The stored date is the box's schedule; pausing does not move it:
 * - cancelled: none;
 * - paused until a day: the first scheduled day on or after it (also once that day has come and the box is active again);
 * - paused until resumed: none;
 * - active: the stored day.
 */
export function shownNextBillingDate(
  row: { status: string; pausedUntil: string | null; nextBillingDate: string | null; frequency: number },
  today: string = todayUtc(),
): string | null {
  if (row.status === "cancelled" || row.nextBillingDate === null) return null;
  if (row.status !== "paused") return row.nextBillingDate;
  if (row.pausedUntil === null) return effectiveStatus(row, today) === "paused" ? null : row.nextBillingDate;
  return nextOnSchedule(row.nextBillingDate, row.frequency * 7, row.pausedUntil);
}
