import { getEnv } from "../env";
import { describeError, log } from "../log";

const key = Symbol.for("storefront.job-worker");
type Holder = { [key]?: JobWorker };

export type JobWorker = { stop: () => Promise<void> };

/** How often the worker deletes finished jobs past their retention. */
const pruneEveryMs = 60 * 60 * 1000;

/**
 * The job worker: every BILLING_INTERVAL_SECONDS it runs one billing pass across every store (due renewals, retries,
 * reminders are queued and run) and so drains the due billing jobs, including those a killed worker left leased;
 * then one tickets pass (waitlist offers, refunds of cancelled dates: lib/tickets/run-ticket-pass.ts).
 * At most once an hour it also deletes finished jobs past their retention (JOB_RETENTION_DAYS: lib/jobs/prune-jobs.ts).
 * Beside the outbox worker (lib/mail), which keeps its own loop over the outbox table, and the webhook worker
 * (lib/webhooks/start-webhook-worker.ts), which runs the queue's `webhook.deliver` jobs in its own quicker loop. Several instances may run it
 * at once: jobs are claimed with FOR UPDATE SKIP LOCKED. `keepAlive: false` lets the host process exit while it waits.
 */
export function startJobWorker({ keepAlive, intervalSeconds }: { keepAlive: boolean; intervalSeconds?: number }): JobWorker {
  const holder = globalThis as Holder;
  if (holder[key]) return holder[key];
  const every = (intervalSeconds ?? getEnv().BILLING_INTERVAL_SECONDS) * 1000;
  let stopped = false;
  let inFlight: Promise<void> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let prunedAt = 0;
  const tick = async () => {
    try {
      const { runBillingPass } = await import("../billing/run-billing-pass");
      const report = await runBillingPass({ now: new Date() });
      if (Object.values(report).some((n) => n > 0)) log.info("billing_pass", { ...report });
    } catch (error) {
      log.warn("billing_pass_failed", { ...describeError(error), stack: undefined });
    }
    try {
      const { runTicketPass } = await import("../tickets/run-ticket-pass");
      const report = await runTicketPass({});
      if (Object.values(report).some((n) => n > 0)) log.info("ticket_pass", { ...report });
    } catch (error) {
      log.warn("ticket_pass_failed", { ...describeError(error), stack: undefined });
    }
    if (Date.now() - prunedAt < pruneEveryMs) return;
    prunedAt = Date.now();
    try {
      const [{ getDb }, { pruneJobs }] = await Promise.all([import("@/db/client"), import("./prune-jobs")]);
      const deleted = await pruneJobs({ executor: await getDb(), retentionDays: getEnv().JOB_RETENTION_DAYS });
      if (deleted > 0) log.info("jobs_pruned", { deleted });
    } catch (error) {
      log.warn("jobs_prune_failed", { ...describeError(error), stack: undefined });
    }
  };
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      inFlight = tick().finally(() => {
        inFlight = undefined;
        schedule(every);
      });
    }, ms);
    if (!keepAlive) timer.unref();
  };
  schedule(Math.min(every, 10_000));
  const worker: JobWorker = {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await inFlight;
      holder[key] = undefined;
    },
  };
  holder[key] = worker;
  return worker;
}

/** The Next.js server's job worker: only when BILLING_WORKER=in-process (the default). */
export function startInProcessJobWorker(): JobWorker | undefined {
  if (getEnv().BILLING_WORKER !== "in-process") return undefined;
  return startJobWorker({ keepAlive: false });
}
