/**
 * The dunning schedule (docs/subscriptions.md). Pure. A renewal's first charge is attempt 1; after a soft
 * decline it is tried again `retryDays[i]` days after the FIRST failure (default 1, 3, 5 and 7), so attempt 2 comes a
 * day after it and attempt 5 a week after it. Null: no try is left (the store's final action follows).
 */
export function nextRetryAt({
  firstFailedAt,
  failedAttempt,
  retryDays,
}: {
  firstFailedAt: Date;
  /** The attempt that just failed (1 = the first charge). */
  failedAttempt: number;
  retryDays: readonly number[];
}): Date | null {
  const days = retryDays[failedAttempt - 1];
  if (days === undefined) return null;
  return new Date(firstFailedAt.getTime() + days * 86_400_000);
}

/** How many charges a renewal gets in all: the first and one per retry day. */
export const totalAttempts = (retryDays: readonly number[]) => 1 + retryDays.length;
