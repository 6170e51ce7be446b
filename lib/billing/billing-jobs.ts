import "server-only";
import type { JobHandler } from "../jobs/run-jobs";
import { renewSubscription } from "./renew-subscription";
import { sendReminder } from "./send-reminder";

export const renewalJobKind = "billing.renewal";
export const reminderJobKind = "billing.reminder";

/** One job per subscription, cycle and attempt, ever (lib/jobs enqueue skips a key it has seen). */
export const renewalJobKey = ({ subscriptionId, cycle, attempt }: { subscriptionId: string; cycle: string; attempt: number }) =>
  `${renewalJobKind}:${subscriptionId}:${cycle}:${attempt}`;

export const reminderJobKey = ({ subscriptionId, chargeOn }: { subscriptionId: string; chargeOn: string }) =>
  `${reminderJobKind}:${subscriptionId}:${chargeOn}`;

const str = (v: unknown) => String(v);

/** The billing jobs' handlers, by kind. */
export const billingJobHandlers: Record<string, JobHandler> = {
  [renewalJobKind]: (job, { now }) =>
    renewSubscription(
      {
        tenantId: job.tenantId!,
        subscriptionId: str(job.payload.subscriptionId),
        cycle: str(job.payload.cycle),
        attempt: Number(job.payload.attempt),
      },
      now,
    ),
  [reminderJobKind]: (job, { now }) =>
    sendReminder({ tenantId: job.tenantId!, subscriptionId: str(job.payload.subscriptionId), chargeOn: str(job.payload.chargeOn), now }),
};
