import { getEnv } from "../env";
import { log } from "../log";

const key = Symbol.for("storefront.payments-reconciler");
type Holder = { [key]?: NodeJS.Timeout };

/**
 * Runs payment reconciliation (reconcile-payments.ts) in this process every `RECONCILE_INTERVAL_SECONDS` (default 60;
 * 0 turns it off): what a crash left `pending_payment` is settled within about RECONCILE_AFTER_SECONDS plus a minute
 * of it, across every store. Several instances may run it at once: each order is settled under its row lock, once.
 */
export function startReconciler(): void {
  const env = getEnv();
  const holder = globalThis as Holder;
  if (holder[key] || env.RECONCILE_INTERVAL_SECONDS === 0) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const { reconcilePayments } = await import("./reconcile-payments");
      await reconcilePayments({ olderThanSeconds: env.RECONCILE_AFTER_SECONDS });
    } catch (error) {
      log.warn("payments_reconcile_failed", { error: error instanceof Error ? error.message : String(error) });
    } finally {
      running = false;
    }
  };
  holder[key] = setInterval(() => void tick(), env.RECONCILE_INTERVAL_SECONDS * 1000);
  holder[key].unref();
  setTimeout(() => void tick(), 5_000).unref();
}
