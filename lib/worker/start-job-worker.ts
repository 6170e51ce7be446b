import type { JobWithMetadata, PgBoss } from "pg-boss";
import { getEnv } from "../env";
import { describeError, log } from "../log";
import { cronEvery } from "../jobs/cron-every";
import type { ScheduledPublication } from "../content/schedule-publication";
import type { StoreJobData, StoreQueue } from "../jobs/store-jobs";
import type { StoreJobHandler } from "../jobs/run-store-jobs";

const key = Symbol.for("storefront.job-worker");
type Holder = { [key]?: JobWorker };

export type JobWorker = { stop: () => Promise<void> };

/** A pass of background work pg-boss runs on a cron schedule: a report of counts, logged when any is not zero. */
type ScheduledPass = { queue: string; event: string; everySeconds: number; run: () => Promise<Record<string, number>> };

/**
 * The scheduled passes this process works. Each is a pg-boss queue with a cron schedule (kept in the database, so
 * every instance that works it agrees on one schedule and one job per occurrence) and the `stately` policy: at most
 * one pass waiting and one running across all instances, so a slow pass never piles up behind itself.
 * - `billing.pass` and `tickets.pass` every BILLING_INTERVAL_SECONDS (BILLING_WORKER): due renewals, retries and
 *   reminders; waitlist offers, expired holds, refunds of cancelled dates;
 * - `payments.reconcile` every RECONCILE_INTERVAL_SECONDS (0: off): what a crash left `pending_payment`;
 * - `analytics.rollup` hourly: the beacon's events of the store days that got some since, summed into
 *   analytics_daily (lib/analytics/roll-up-analytics.ts), and the visitor salts of days that are over deleted;
 * - `jobs.prune` hourly: spent form challenges past their expiry (pg-boss deletes its finished jobs itself, after
 *   JOB_RETENTION_DAYS).
 */
function scheduledPasses({ passes }: { passes: boolean }): ScheduledPass[] {
  const env = getEnv();
  const list: ScheduledPass[] = [];
  if (passes) {
    list.push({
      queue: "billing.pass",
      event: "billing_pass",
      everySeconds: env.BILLING_INTERVAL_SECONDS,
      run: async () => {
        const { runBillingPass } = await import("../billing/run-billing-pass");
        return runBillingPass({ now: new Date() });
      },
    });
    list.push({
      queue: "tickets.pass",
      event: "ticket_pass",
      everySeconds: env.BILLING_INTERVAL_SECONDS,
      run: async () => {
        const { runTicketPass } = await import("../orders/run-ticket-pass");
        return runTicketPass({});
      },
    });
    list.push({
      queue: "analytics.rollup",
      event: "analytics_rolled_up",
      everySeconds: 3600,
      run: async () => {
        const { rollUpAnalytics } = await import("../analytics/roll-up-analytics");
        return rollUpAnalytics();
      },
    });
    list.push({
      queue: "jobs.prune",
      event: "jobs_pruned",
      everySeconds: 3600,
      run: async () => {
        const [{ getDb }, { pruneSpentChallenges }] = await Promise.all([import("@/db/client"), import("../forms/prune-spent-challenges")]);
        return { spentChallengesDeleted: await pruneSpentChallenges({ executor: await getDb() }) };
      },
    });
  }
  if (env.RECONCILE_INTERVAL_SECONDS > 0)
    list.push({
      queue: "payments.reconcile",
      event: "payments_reconciled",
      everySeconds: env.RECONCILE_INTERVAL_SECONDS,
      run: async () => {
        const { reconcilePayments } = await import("../orders/reconcile-payments");
        return reconcilePayments({ olderThanSeconds: env.RECONCILE_AFTER_SECONDS });
      },
    });
  return list;
}

/**
 * The queues of work sent on demand (lib/jobs/send-job.ts), worked by every process that runs the job worker whatever
 * its passes: pg-boss hands each job to one of them. `products.import`: a product CSV import; `content.publish`: a
 * page or post whose scheduled publication time has come.
 */
async function workOnDemandQueues(boss: PgBoss): Promise<void> {
  const { ensureOnDemandQueue } = await import("../jobs/send-job");
  await ensureOnDemandQueue("products.import");
  await boss.work<{ importId: string; tenantId: string }>("products.import", { pollingIntervalSeconds: 1 }, async ([job]) => {
    if (!job) return;
    const { runProductImport } = await import("../catalog/run-product-import");
    const outcome = await runProductImport(job.data);
    log.info("product_import_finished", { importId: job.data.importId, outcome });
  });
  await ensureOnDemandQueue("content.publish");
  await boss.work<ScheduledPublication>("content.publish", { pollingIntervalSeconds: 1 }, async ([job]) => {
    if (!job) return;
    const { publishScheduled } = await import("../blog/publish-scheduled");
    const published = await publishScheduled(job.data);
    log.info("content_publish_due", { ...job.data, published });
  });
}

/**
 * The per-store queues (lib/jobs/store-jobs.ts) worked in the background: the passes send and run their own jobs at
 * once, and this worker takes what is left (a job waiting for its retry, one whose pass died before running it).
 */
async function workStoreQueues(boss: PgBoss): Promise<void> {
  const [{ readyStoreQueue }, { toStoreJob }, { storeJobHandlers }] = await Promise.all([
    import("../jobs/store-jobs"),
    import("../jobs/run-store-jobs"),
    import("./store-job-handlers"),
  ]);
  for (const [queue, handler] of Object.entries(storeJobHandlers) as [StoreQueue, StoreJobHandler][]) {
    // Worked by the webhook worker's own loop (a delivery behind an earlier one of its record waits there).
    if (queue === "webhook.deliver") continue;
    await readyStoreQueue(queue);
    await boss.work<StoreJobData>(queue, { pollingIntervalSeconds: 2, includeMetadata: true }, async ([job]) => {
      if (!job) return;
      return { outcome: await handler(toStoreJob(job as JobWithMetadata<StoreJobData>)) };
    });
  }
}

/**
 * The job worker: starts this process's pg-boss (lib/jobs/boss.ts) and works the scheduled passes on it
 * (`passes`: the billing and tickets passes and the prune; payment reconciliation whenever RECONCILE_INTERVAL_SECONDS
 * is not 0, and with them the per-store queues: renewals, reminders, refunds) and, always, the on-demand queues
 * (product imports, scheduled publications). A pass that throws is retried with backoff, then dead-lettered; one whose
 * worker dies is retried after its heartbeat stops. Beside it the webhook worker (lib/webhooks/start-webhook-worker.ts)
 * works the `webhook.deliver` queue in its own quicker loop, and the outbox worker (lib/mail) delivers mail. Several instances
 * may run it at once. `keepAlive` is kept for the callers: pg-boss's timers never hold a process open by themselves.
 */
export function startJobWorker({ passes = true }: { keepAlive: boolean; passes?: boolean }): JobWorker {
  const holder = globalThis as Holder;
  if (holder[key]) return holder[key];
  const list = scheduledPasses({ passes });
  const started = (async () => {
    const { getBoss, ensureQueue } = await import("../jobs/boss");
    const boss = await getBoss();
    await workOnDemandQueues(boss);
    // Every per-store queue exists from the start, worked here or not: sends from inside a transaction then find it
    // ready, and an operator's job listing means the same on every instance.
    const { readyStoreQueue, storeQueues } = await import("../jobs/store-jobs");
    for (const queue of Object.keys(storeQueues) as StoreQueue[]) await readyStoreQueue(queue);
    if (passes) await workStoreQueues(boss);
    for (const pass of list) {
      await ensureQueue(boss, pass.queue, {
        policy: "stately",
        retryLimit: 2,
        retryDelay: 30,
        retryDelayMax: 300,
        heartbeatSeconds: 30,
        expireInSeconds: 3600,
      });
      await boss.schedule(pass.queue, cronEvery(pass.everySeconds));
      await boss.work(pass.queue, { pollingIntervalSeconds: 2 }, async () => {
        const report = await pass.run();
        if (Object.values(report).some((n) => typeof n === "number" && n > 0)) log.info(pass.event, { ...report });
      });
    }
  })().catch((error: unknown) => log.warn("job_worker_not_started", { ...describeError(error), stack: undefined }));
  const worker: JobWorker = {
    async stop() {
      await started;
      const { stopBoss } = await import("../jobs/boss");
      await stopBoss();
      holder[key] = undefined;
    },
  };
  holder[key] = worker;
  return worker;
}

/** The Next.js server's job worker: the passes only when BILLING_WORKER=in-process (the default); imports always. */
export function startInProcessJobWorker(): JobWorker {
  return startJobWorker({ keepAlive: false, passes: getEnv().BILLING_WORKER === "in-process" });
}
