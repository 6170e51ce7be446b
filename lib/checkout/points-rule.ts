/**
 * The store's points rule (documented in docs/commerce.md): one point for every whole unit of the primary
 * currency in the order's product subtotal (delivery excluded), when the store's rewards programme is on.
 * £34.50 of products → 34 points.
 */
export function pointsForOrder({
  subtotal,
  rewardsEnabled,
  minorPerUnit = 100,
}: {
  subtotal: number;
  rewardsEnabled: boolean;
  minorPerUnit?: number;
}): number {
  if (!rewardsEnabled || subtotal <= 0) return 0;
  return Math.floor(subtotal / minorPerUnit);
}
