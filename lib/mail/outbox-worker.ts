import type { Database } from "@/db/client";
import { describeError, log } from "../log";
import { deliverDueMail, type DeliveryPolicy, type SendMail } from "./deliver-outbox";

export type OutboxWorker = {
  /** Poll now instead of at the next tick (called after a transaction that queued mail commits). */
  nudge: () => void;
  /** Stops polling and waits for the batch in flight to finish. */
  stop: () => Promise<void>;
};

/**
 * Polls the outbox every `pollMs`, draining full batches back to back. Database or mail-server
 * trouble never stops the loop: it backs off (up to a minute) and tries again.
 * `keepAlive: false` lets the host process exit while the worker waits (the Next.js server keeps
 * itself alive); the standalone worker keeps the process alive.
 */
export function startOutboxWorker({
  database,
  send,
  policy,
  pollMs,
  keepAlive,
  onStop,
}: {
  database: () => Promise<Database>;
  send: SendMail;
  policy: DeliveryPolicy;
  pollMs: number;
  keepAlive: boolean;
  onStop?: () => void;
}): OutboxWorker {
  const batchSize = policy.batchSize ?? 20;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | undefined;
  let nudgedWhileRunning = false;
  let consecutiveErrors = 0;

  async function tick(): Promise<void> {
    try {
      const db = await database();
      // Drain: keep claiming while batches come back full (bounded, so stop() is never kept waiting long).
      for (let round = 0; round < 50 && !stopped; round++) {
        const report = await deliverDueMail({ db, send, policy: { ...policy, batchSize } });
        if (report.claimed > 0) log.info("outbox_delivery", { ...report });
        if (report.failed > 0) log.warn("outbox_mail_failed", { failed: report.failed });
        if (report.claimed < batchSize) break;
      }
      consecutiveErrors = 0;
    } catch (error) {
      consecutiveErrors++;
      log.warn("outbox_worker_error", { consecutiveErrors, ...describeError(error), stack: undefined });
    }
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, delayMs);
    if (!keepAlive) timer.unref();
  }

  function run(): void {
    timer = undefined;
    if (stopped || inFlight) return;
    inFlight = tick().finally(() => {
      inFlight = undefined;
      if (nudgedWhileRunning) {
        nudgedWhileRunning = false;
        schedule(0);
      } else {
        schedule(consecutiveErrors > 0 ? Math.min(60_000, pollMs * 2 ** consecutiveErrors) : pollMs);
      }
    });
  }

  schedule(0);

  return {
    nudge() {
      if (stopped) return;
      if (inFlight) nudgedWhileRunning = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await inFlight;
      onStop?.();
    },
  };
}
