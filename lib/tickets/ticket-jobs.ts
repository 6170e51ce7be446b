import "server-only";

export const ticketRefundJobKind = "tickets.refund";

/** One refund job per cancelled date and order, ever. */
export const ticketRefundJobKey = ({ occurrenceId, orderId }: { occurrenceId: string; orderId: string }) =>
  `${ticketRefundJobKind}:${occurrenceId}:${orderId}`;
