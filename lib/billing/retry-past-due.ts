import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { getEnv } from "../env";
import { runBillingPass } from "./run-billing-pass";

/**
 * A new card for a past-due subscription: its renewal is tried again at once (the next attempt of the schedule), not
 * at the next retry time. Nothing happens for a subscription that is not past due.
 */
export async function retryPastDue({ tenantId, subscriptionId }: { tenantId: string; subscriptionId: string }): Promise<void> {
  const db = await getDb();
  const r = schema.subscriptionRenewals;
  const s = schema.subscriptions;
  // Due now to the millisecond: the pass below compares it with a JavaScript time (milliseconds) read after this
  // statement; the database's microseconds could otherwise put it a fraction of a millisecond after that time, and
  // the attempt would not be taken at all.
  const moved = await db
    .update(r)
    .set({ nextRetryAt: sql`date_trunc('milliseconds', now())`, updatedAt: sql`now()` })
    .where(
      and(
        eq(r.tenantId, tenantId),
        eq(r.subscriptionId, subscriptionId),
        eq(r.status, "retrying"),
        sql`exists (select 1 from ${s} where ${s.id} = ${r.subscriptionId} and ${s.status} = 'past_due')`,
      ),
    )
    .returning({ id: r.id, attempt: r.attempt });
  const renewal = moved[0];
  if (!renewal) return;
  const started = Date.now();
  await runBillingPass({ tenantId, subscriptionId, now: new Date() });
  // Another worker (the scheduled pass, another instance's) may have claimed the attempt a moment before this pass:
  // wait a little for it, so the answer shows the outcome rather than the attempt in flight, but never past the
  // request's deadline (a 503 would hide that the card was taken): then the answer shows the attempt in flight.
  const budgetMs = Math.max(0, getEnv().REQUEST_TIMEOUT_MS - 1_500 - (Date.now() - started));
  for (let waited = 0; waited < budgetMs; waited += 200) {
    const [now] = await db
      .select({ status: r.status, attempt: r.attempt })
      .from(r)
      .where(and(eq(r.tenantId, tenantId), eq(r.id, renewal.id)));
    const inFlight = now && (now.status === "charging" || (now.status === "retrying" && now.attempt === renewal.attempt));
    if (!inFlight) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
