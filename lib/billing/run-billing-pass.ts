import "server-only";
import { and, eq, lte, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { getDb, schema } from "@/db/client";
import { getEnv } from "../env";
import { runStoreJobs } from "../jobs/run-store-jobs";
import { sendStoreJobs, type StoreJobRequest } from "../jobs/store-jobs";
import { nudgeOutboxWorker } from "../mail/queue-mail";
import { todayUtc } from "../subscriptions/subscription-dates";
import { dueDate } from "./renewal-dates";
import { reminderJobHandler, renewalJobHandler, renewalJobKey } from "./billing-jobs";
import { dueReminders } from "./send-reminder";
import { settleStaleRenewals } from "./settle-renewals";

export type BillingPassReport = { renewed: number; failed: number; retried: number; skipped: number };

/**
 * One billing pass at `now` (the real time, or the clock a test or demo moves): every due cycle of every active
 * subscription (a pause whose resume day has come included) and every past-due renewal whose retry time has come is
 * sent to the `billing.renewal` queue (pg-boss) as one job keyed by subscription, cycle and attempt, with the pass's
 * clock in its data; reminders likewise to `billing.reminder`. The pass then works both queues until the jobs it sent
 * have run (here, or by a job worker that took them first) and reports their outcomes. Passes may run at once (two
 * instances, a pass restarted after a kill): a key already queued or running is not sent again, and a key sent again
 * after its job finished finds the cycle's renewal (unique per subscription and cycle) and bills nothing. `tenantId`
 * limits the pass to one store; `subscriptionId` to one subscription (support and tests).
 */
export async function runBillingPass({
  now,
  tenantId,
  subscriptionId,
  concurrency = 4,
}: {
  now: Date;
  tenantId?: string;
  subscriptionId?: string;
  concurrency?: number;
}): Promise<BillingPassReport> {
  const db = await getDb();
  const today = todayUtc(now);
  const s = schema.subscriptions;
  const r = schema.subscriptionRenewals;
  const scope = (tenantColumn: AnyPgColumn, idColumn: AnyPgColumn) =>
    and(tenantId ? eq(tenantColumn, tenantId) : undefined, subscriptionId ? eq(idColumn, subscriptionId) : undefined);

  // What a crash left half done, once reconciliation has settled its order.
  await settleStaleRenewals({ db, now, tenantId, subscriptionId, olderThanSeconds: getEnv().RECONCILE_AFTER_SECONDS });

  const candidates = await db
    .select({
      tenantId: s.tenantId,
      id: s.id,
      status: s.status,
      pausedUntil: s.pausedUntil,
      nextBillingDate: s.nextBillingDate,
      frequency: s.frequency,
    })
    .from(s)
    .where(
      and(
        scope(s.tenantId, s.id),
        or(eq(s.status, "active"), and(eq(s.status, "paused"), lte(s.pausedUntil, today))),
        lte(s.nextBillingDate, sql`${today}::date + 366`),
      ),
    );
  const clock = now.toISOString();
  const jobs: StoreJobRequest[] = [];
  for (const c of candidates) {
    const cycle = dueDate(c, today);
    if (!cycle || cycle > today) continue;
    jobs.push({
      tenantId: c.tenantId,
      key: renewalJobKey({ subscriptionId: c.id, cycle, attempt: 1 }),
      data: { subscriptionId: c.id, cycle, attempt: 1, now: clock },
    });
  }
  const retries = await db
    .select({ tenantId: r.tenantId, subscriptionId: r.subscriptionId, cycle: r.cycle, attempt: r.attempt })
    .from(r)
    .where(and(scope(r.tenantId, r.subscriptionId), eq(r.status, "retrying"), lte(r.nextRetryAt, now.toISOString())));
  for (const x of retries)
    jobs.push({
      tenantId: x.tenantId,
      key: renewalJobKey({ subscriptionId: x.subscriptionId, cycle: x.cycle, attempt: x.attempt + 1 }),
      data: { subscriptionId: x.subscriptionId, cycle: x.cycle, attempt: x.attempt + 1, now: clock },
    });
  const renewals = await sendStoreJobs({ queue: "billing.renewal", jobs });
  const reminders = await sendStoreJobs({ queue: "billing.reminder", jobs: await dueReminders({ db, now, tenantId, subscriptionId }) });

  // The jobs run by the clock in their data, whoever runs them: this pass may run another pass's, and theirs ours.
  const report = await runStoreJobs({ queue: "billing.renewal", handler: renewalJobHandler, ids: renewals, concurrency });
  await runStoreJobs({ queue: "billing.reminder", handler: reminderJobHandler, ids: reminders, concurrency });
  if (renewals.length + reminders.length > 0) nudgeOutboxWorker();
  const o = report.outcomes;
  return { renewed: o.renewed ?? 0, failed: o.failed ?? 0, retried: o.retried ?? 0, skipped: o.skipped ?? 0 };
}
