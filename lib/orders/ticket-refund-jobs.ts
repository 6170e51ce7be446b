import "server-only";
import { runStoreJobs, type StoreJobHandler } from "../jobs/run-store-jobs";
import { refundCancelledTickets } from "./refund-cancelled-tickets";

/**
 * The refund of one order's tickets for a cancelled date (`tickets.refund`, one job per date and order). Sent again
 * after it finished, it finds the order's refund recorded and refunds nothing more.
 */
export const ticketRefundJobHandler: StoreJobHandler = (job) =>
  refundCancelledTickets({
    tenantId: job.tenantId,
    orderId: String(job.data.orderId),
    occurrenceId: String(job.data.occurrenceId),
    label: String(job.data.label),
    reason: typeof job.data.reason === "string" ? job.data.reason : null,
  });

/**
 * Runs the refunds just queued by a cancelled date now (so most buyers are refunded at once), and whatever else is
 * due on the queue; one that fails is retried by the job worker.
 */
export async function runTicketRefunds({ ids }: { ids?: string[] } = {}): Promise<number> {
  const report = await runStoreJobs({ queue: "tickets.refund", handler: ticketRefundJobHandler, ids, concurrency: 2 });
  return report.outcomes.refunded ?? 0;
}
