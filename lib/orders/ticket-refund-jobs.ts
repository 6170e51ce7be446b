import "server-only";
import { getDb } from "@/db/client";
import { runDueJobs, type JobHandler } from "../jobs/run-jobs";
import { ticketRefundJobKind } from "../tickets/ticket-jobs";
import { refundCancelledTickets } from "./refund-cancelled-tickets";

/** The tickets' jobs' handlers, by kind: the refunds of cancelled dates, one job per order. */
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

/** Runs a store's due ticket refunds now (right after a date is cancelled, so most buyers are refunded at once). */
export async function runTicketRefunds({ tenantId }: { tenantId: string }): Promise<void> {
  await runDueJobs({ db: await getDb(), handlers: ticketJobHandlers, now: new Date(), tenantId, concurrency: 2 });
}
