import { schema, type Executor } from "@/db/client";

export type MailKind =
  | "admin_message_notification"
  | "password_reset"
  | "password_changed"
  | "order_confirmation"
  | "order_shipped"
  | "order_cancelled"
  | "order_refunded"
  | "subscription_payment_failed"
  | "subscription_paused"
  | "subscription_cancelled"
  | "subscription_renewal_skipped"
  | "subscription_reminder"
  | "waitlist_confirm"
  | "waitlist_offer"
  | "event_cancelled"
  | "form_submission"
  | "form_acknowledgement";

export type QueuedMail = {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html?: string;
};

/**
 * Writes mail to the outbox. Call it inside the transaction of the change that causes the mail, so the
 * mail exists exactly when the change does; the outbox worker delivers it. Call `nudgeOutboxWorker()`
 * after the transaction commits to deliver without waiting for the next poll.
 */
export async function queueMail({
  executor,
  tenantId,
  mails,
}: {
  executor: Executor;
  tenantId: string;
  mails: QueuedMail[];
}): Promise<void> {
  if (mails.length === 0) return;
  await executor.insert(schema.outbox).values(
    mails.map((m) => ({
      tenantId,
      kind: m.kind,
      toAddress: m.to,
      subject: m.subject,
      bodyText: m.text,
      bodyHtml: m.html ?? null,
    })),
  );
}

const workerKey = Symbol.for("storefront.outbox-worker");
type GlobalWithWorker = typeof globalThis & { [workerKey]?: { nudge: () => void } };

/** Asks this process's outbox worker (when it runs here) to poll now rather than at its next tick. */
export function nudgeOutboxWorker(): void {
  (globalThis as GlobalWithWorker)[workerKey]?.nudge();
}

/** Registers the worker running in this process so `nudgeOutboxWorker` can reach it. */
export function registerProcessWorker(worker: { nudge: () => void } | undefined): void {
  (globalThis as GlobalWithWorker)[workerKey] = worker;
}

export function processWorker(): { nudge: () => void } | undefined {
  return (globalThis as GlobalWithWorker)[workerKey];
}
