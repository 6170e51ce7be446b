const workerKey = Symbol.for("storefront.webhook-worker");
type GlobalWithWorker = typeof globalThis & { [workerKey]?: { nudge: () => void } };

/**
 * Asks this process's webhook worker (when it runs here) to look for deliveries now and keep looking briefly: an
 * event is recorded inside a transaction, so its deliveries become visible a moment later, when that commits.
 */
export function nudgeWebhookWorker(): void {
  (globalThis as GlobalWithWorker)[workerKey]?.nudge();
}

/** Registers the worker running in this process so `nudgeWebhookWorker` can reach it (undefined: none). */
export function registerWebhookWorker(worker: { nudge: () => void } | undefined): void {
  (globalThis as GlobalWithWorker)[workerKey] = worker;
}
