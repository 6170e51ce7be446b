/**
 * What a refund may still take back of an order (minor units): the capture less what refunds reserved or took. Never
 * below zero.
 */
export function refundableLeft(order: { capturedTotal: number; refundedTotal: number }): number {
  return Math.max(0, order.capturedTotal - order.refundedTotal);
}
