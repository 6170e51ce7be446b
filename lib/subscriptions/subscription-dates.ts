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
 * The next billing day of a box coming back from a pause on `from`: its stored day when that is still ahead (a
 * skipped delivery stays skipped: the stored day is already past it), else the first scheduled day on or after
 * `from`. Never earlier than the stored day.
 */
export function nextAfterPause(stored: string, periodDays: number, from: string): string {
  return stored >= from ? stored : nextOnSchedule(stored, periodDays, from);
}

/**
 * The next billing day a customer sees. The stored date is the box's schedule; pausing does not move it:
 * - cancelled: none;
 * - paused until a day: the first scheduled day on or after it, never before the stored day (a skip survives the
 *   pause), also once that day has come and the box is active again;
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
  return nextAfterPause(row.nextBillingDate, row.frequency * 7, row.pausedUntil);
}
