import "server-only";
import type { StoreJobHandler } from "../jobs/run-store-jobs";
import { renewSubscription } from "./renew-subscription";
import { sendReminder } from "./send-reminder";

export const renewalJobKind = "billing.renewal";
export const reminderJobKind = "billing.reminder";

/**
 * One job per subscription, cycle and attempt while it is queued or running (the queue's `exclusive` policy); a key
 * sent again after its job finished finds the cycle's renewal recorded (unique per subscription and cycle) and does
 * nothing.
 */
export const renewalJobKey = ({ subscriptionId, cycle, attempt }: { subscriptionId: string; cycle: string; attempt: number }) =>
  `${renewalJobKind}:${subscriptionId}:${cycle}:${attempt}`;

export const reminderJobKey = ({ subscriptionId, chargeOn }: { subscriptionId: string; chargeOn: string }) =>
  `${reminderJobKind}:${subscriptionId}:${chargeOn}`;

const str = (v: unknown) => String(v);

/** The pass's clock the job was sent by (the real time, or the one a test or demo moved): it runs by that clock. */
const clockOf = (data: Record<string, unknown>) => (typeof data.now === "string" ? new Date(data.now) : new Date());

/** A renewal job: one cycle's charge of one subscription (lib/billing/renew-subscription.ts). */
export const renewalJobHandler: StoreJobHandler = (job) =>
  renewSubscription(
    {
      tenantId: job.tenantId,
      subscriptionId: str(job.data.subscriptionId),
      cycle: str(job.data.cycle),
      attempt: Number(job.data.attempt),
    },
    clockOf(job.data),
  );

/** A reminder job: the mail before one charge, once (the subscription records the charge it reminded of). */
export const reminderJobHandler: StoreJobHandler = (job) =>
  sendReminder({
    tenantId: job.tenantId,
    subscriptionId: str(job.data.subscriptionId),
    chargeOn: str(job.data.chargeOn),
    now: clockOf(job.data),
  });
