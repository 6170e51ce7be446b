import "server-only";
import { and, eq, lte, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { getDb, schema } from "@/db/client";
import { getEnv } from "../env";
import { enqueueJobs, type JobRequest } from "../jobs/enqueue-job";
import { runDueJobs } from "../jobs/run-jobs";
import { nudgeOutboxWorker } from "../mail/queue-mail";
import { todayUtc } from "../subscriptions/subscription-dates";
import { dueDate } from "./renewal-dates";
import { billingJobHandlers, renewalJobKey, renewalJobKind } from "./billing-jobs";
import { dueReminders } from "./send-reminder";
import { settleStaleRenewals } from "./settle-renewals";

export type BillingPassReport = { renewed: number; failed: number; retried: number; skipped: number };

/**
 * One billing pass at `now` (the real time, or the clock a test or demo moves): every due cycle of every active
 * subscription (a pause whose resume day has come included) and every past-due renewal whose retry time has come is
 * put on the job queue as one renewal job keyed by subscription, cycle and attempt, reminders likewise, and the due
 * billing jobs are then run. Passes may run at once (two instances, a pass restarted after a kill): the job keys and
 * the renewal's unique (subscription, cycle) bill each cycle once. `tenantId` limits the pass to one store;
 * `subscriptionId` to one subscription (support and tests).
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
  const jobs: JobRequest[] = [];
  for (const c of candidates) {
    const cycle = dueDate(c, today);
    if (!cycle || cycle > today) continue;
    jobs.push({
      tenantId: c.tenantId,
      kind: renewalJobKind,
      key: renewalJobKey({ subscriptionId: c.id, cycle, attempt: 1 }),
      payload: { subscriptionId: c.id, cycle, attempt: 1 },
      runAt: now,
    });
  }
  const retries = await db
    .select({ tenantId: r.tenantId, subscriptionId: r.subscriptionId, cycle: r.cycle, attempt: r.attempt })
    .from(r)
    .where(and(scope(r.tenantId, r.subscriptionId), eq(r.status, "retrying"), lte(r.nextRetryAt, now.toISOString())));
  for (const x of retries)
    jobs.push({
      tenantId: x.tenantId,
      kind: renewalJobKind,
      key: renewalJobKey({ subscriptionId: x.subscriptionId, cycle: x.cycle, attempt: x.attempt + 1 }),
      payload: { subscriptionId: x.subscriptionId, cycle: x.cycle, attempt: x.attempt + 1 },
      runAt: now,
    });
  jobs.push(...(await dueReminders({ db, now, tenantId, subscriptionId })));
  for (let i = 0; i < jobs.length; i += 500) await enqueueJobs({ executor: db, jobs: jobs.slice(i, i + 500) });

  // A pass for one subscription runs that subscription's jobs only, never another's a wider pass is due to run.
  const report = await runDueJobs({ db, handlers: billingJobHandlers, now, tenantId, keyNames: subscriptionId, concurrency });
  if (report.claimed > 0) nudgeOutboxWorker();
  const o = report.outcomes;
  return { renewed: o.renewed ?? 0, failed: o.failed ?? 0, retried: o.retried ?? 0, skipped: o.skipped ?? 0 };
}
