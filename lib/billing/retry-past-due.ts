import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { runBillingPass } from "./run-billing-pass";

/**
 * A new card for a past-due subscription: its renewal is tried again at once (the next attempt of the schedule), not
 * at the next retry time. Nothing happens for a subscription that is not past due.
 */
export async function retryPastDue({ tenantId, subscriptionId }: { tenantId: string; subscriptionId: string }): Promise<void> {
  const db = await getDb();
  const r = schema.subscriptionRenewals;
  const s = schema.subscriptions;
  const moved = await db
    .update(r)
    .set({ nextRetryAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(r.tenantId, tenantId),
        eq(r.subscriptionId, subscriptionId),
        eq(r.status, "retrying"),
        sql`exists (select 1 from ${s} where ${s.id} = ${r.subscriptionId} and ${s.status} = 'past_due')`,
      ),
    )
    .returning({ id: r.id });
  if (moved.length > 0) await runBillingPass({ tenantId, subscriptionId, now: new Date() });
}
