/**
 * The demo customers' points history, planned so that it agrees with their orders and their account:
 * the welcome bonus on the day they joined, one earning per order that earns points, on that order's date and worth
 * what the order shows as `pointsEarned` (the store's one points rule, lib/pricing/earn-points.ts: its product lines only),
 * redemptions only from a balance that covers them, and occasional bonuses (reviews, birthdays, referrals) in
 * between. `balanceAfter` is the running sum in the order the history is read (by time). Shared by the seed and the
 * API tests that check the history the API returns.
 */

export const memberSinceDaysAgo = 400;
export const welcomeBonus = 100;
export const redemptionPoints = 50;

/** An order as the plan needs it: its number, its date, and the points it earned (0: no earning line). */
export type PlanOrder = { number: string; daysAgo: number; pointsEarned: number };
export type PlannedPoints = {
  index: number;
  points: number;
  balanceAfter: number;
  type: "signup" | "order" | "redemption" | "adjustment";
  description: string;
  orderNumber: string | null;
  metadata: { discountCode: string } | null;
  daysAgo: number;
  micros: number;
};

const bonuses = ["Bonus for a product review", "Birthday treat", "Referral bonus: a friend's first order", "Bonus for our tasting survey"];

/** `count` transactions, oldest first, between joining (memberSinceDaysAgo) and two days before the seed's base date. */
export function demoPointsPlan(count: number, orders: PlanOrder[]): PlannedPoints[] {
  const step = (memberSinceDaysAgo - 2) / count;
  const slotDaysAgo = (i: number) => memberSinceDaysAgo - 0.01 - i * step; // the bonus a quarter of an hour after joining
  // Each earning order takes the slot nearest its date (never the welcome bonus's).
  const orderAt = new Map<number, PlanOrder>();
  for (const order of orders.filter((o) => o.pointsEarned > 0)) {
    let best = -1;
    for (let i = 1; i < count; i++) {
      if (orderAt.has(i)) continue;
      if (best < 0 || Math.abs(slotDaysAgo(i) - order.daysAgo) < Math.abs(slotDaysAgo(best) - order.daysAgo)) best = i;
    }
    orderAt.set(best, order);
  }
  // Earned an hour after the order was placed; everything else at its slot. Then in time order, as history reads.
  const slots = Array.from({ length: count }, (_, i) => {
    const order = orderAt.get(i);
    return { i, order, daysAgo: order ? order.daysAgo - 1 / 24 : slotDaysAgo(i) };
  }).sort((a, b) => b.daysAgo - a.daysAgo || a.i - b.i);
  const plan: PlannedPoints[] = [];
  let balance = 0;
  for (const { i, order, daysAgo } of slots) {
    const micros = 100003 + i * 37;
    let entry: Omit<PlannedPoints, "balanceAfter">;
    if (i === 0) {
      entry = {
        index: i,
        points: welcomeBonus,
        type: "signup",
        description: "Welcome bonus",
        orderNumber: null,
        metadata: null,
        daysAgo,
        micros,
      };
    } else if (order) {
      entry = {
        index: i,
        points: order.pointsEarned,
        type: "order",
        description: `Points earned on order ${order.number}`,
        orderNumber: order.number,
        metadata: null,
        daysAgo,
        micros,
      };
    } else if (i % 6 === 5 && balance >= redemptionPoints) {
      entry = {
        index: i,
        points: -redemptionPoints,
        type: "redemption",
        description: "Redeemed for a discount",
        orderNumber: null,
        metadata: { discountCode: `REWARD-${i}` },
        daysAgo,
        micros,
      };
    } else {
      entry = {
        index: i,
        points: 10 + ((i * 7) % 40),
        type: "adjustment",
        description: bonuses[i % bonuses.length]!,
        orderNumber: null,
        metadata: null,
        daysAgo,
        micros,
      };
    }
    balance += entry.points;
    plan.push({ ...entry, balanceAfter: balance });
  }
  return plan;
}
