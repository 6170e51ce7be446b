import "server-only";
import type { JobHandler } from "../jobs/run-jobs";
import { refundCancelledTickets } from "./refund-cancelled-tickets";

export const ticketRefundJobKind = "tickets.refund";

/** One refund job per cancelled date and order, ever. */
export const ticketRefundJobKey = ({ occurrenceId, orderId }: { occurrenceId: string; orderId: string }) =>
  `${ticketRefundJobKind}:${occurrenceId}:${orderId}`;

/** The tickets' jobs' handlers, by kind. */
export const ticketJobHandlers: Record<string, JobHandler> = {
  [ticketRefundJobKind]: (job) =>
    refundCancelledTickets({
      tenantId: job.tenantId!,
      orderId: String(job.payload.orderId),
      occurrenceId: String(job.payload.occurrenceId),
      label: String(job.payload.label),
      reason: typeof job.payload.reason === "string" ? job.payload.reason : null,
    }),
};
