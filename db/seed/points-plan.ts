/**
 * The demo customers' points history, planned so that it agrees with their orders and their account:
 * the welcome bonus on the day they joined, one earning per order on that order's date worth the order's total
 * by the earning rule (1 point per whole pound), redemptions only from a balance that covers them, and
 * occasional bonuses (reviews, birthdays, referrals) in between. Shared by the seed and the API test that
 * checks the history the API returns.
 */

export const memberSinceDaysAgo = 400;
export const welcomeBonus = 100;
export const redemptionPoints = 50;

/** The earning rule: 1 point per whole pound of the order total (minor units in). */
export function pointsForOrderTotal(totalMinor: number): number {
  return Math.floor(totalMinor / 100);
}

export type PlanOrder = { number: string; daysAgo: number; total: number };
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
  const orderAt = new Map<number, PlanOrder>();
  for (const order of orders) {
    let best = -1;
    for (let i = 1; i < count; i++) {
      if (orderAt.has(i)) continue;
      if (best < 0 || Math.abs(slotDaysAgo(i) - order.daysAgo) < Math.abs(slotDaysAgo(best) - order.daysAgo)) best = i;
    }
    orderAt.set(best, order);
  }
  const plan: PlannedPoints[] = [];
  let balance = 0;
  for (let i = 0; i < count; i++) {
    const order = orderAt.get(i);
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
        daysAgo: slotDaysAgo(i),
        micros,
      };
    } else if (order) {
      // Earned an hour after the order was placed.
      entry = {
        index: i,
        points: pointsForOrderTotal(order.total),
        type: "order",
        description: `Points earned on order ${order.number}`,
        orderNumber: order.number,
        metadata: null,
        daysAgo: order.daysAgo - 1 / 24,
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
        daysAgo: slotDaysAgo(i),
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
        daysAgo: slotDaysAgo(i),
        micros,
      };
    }
    balance += entry.points;
    plan.push({ ...entry, balanceAfter: balance });
  }
  return plan;
}
