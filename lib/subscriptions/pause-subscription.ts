import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { InvalidInputError } from "../errors/domain";
import { readSubscriptions } from "./list-subscriptions";
import { lockSubscription } from "./lock-subscription";
import type { PauseInput, SubscriptionSummary } from "./schemas";
import { addDays, todayUtc } from "./subscription-dates";

/** How far ahead a pause may end. */
export const maxPauseDays = 365;

/**
 * POST /account/subscriptions/{id}/pause (extension): no box is billed or sent while paused. With `resumeOn` (a day
 * after today, within a year) the box resumes by itself that day, on its usual schedule (the next billing day is the
 * first scheduled day on or after it); without, it stays paused until resumed. Pausing a paused box sets its resume
 * day anew. A cancelled subscription → 409.
 */
export async function pauseSubscription({
  tenantId,
  customerId,
  subscriptionId,
  input,
}: {
  tenantId: string;
  customerId: string;
  subscriptionId: string;
  input: PauseInput;
}): Promise<SubscriptionSummary> {
  const today = todayUtc();
  const resumeOn = input.resumeOn ?? null;
  const db = await getDb();
  await db.transaction(async (tx) => {
    const current = await lockSubscription({ tx, tenantId, customerId, subscriptionId });
    if (resumeOn !== null && resumeOn <= today)
      throw new InvalidInputError({ resumeOn: ["The resume on field must be a day after today."] });
    if (resumeOn !== null && resumeOn > addDays(today, maxPauseDays))
      throw new InvalidInputError({
        resumeOn: [`A pause can last up to ${maxPauseDays} days: choose a day before ${addDays(today, maxPauseDays + 1)}.`],
      });
    const s = schema.subscriptions;
    await tx
      .update(s)
      .set({ status: "paused", pausedUntil: resumeOn, nextBillingDate: current.nextBillingDate, updatedAt: sql`now()` })
      .where(and(eq(s.tenantId, tenantId), eq(s.customerId, customerId), eq(s.id, current.id)));
  });
  const [subscription] = await readSubscriptions({ tenantId, customerId, subscriptionId });
  return subscription!;
}
