import "server-only";
import type { Executor } from "@/db/client";
import { InvalidInputError } from "../errors/domain";
import { calculateOrder } from "../pricing/calculate-order";
import { loadCartPricing } from "../pricing/load-cart-pricing";
import { discountedGoods, maxPointsWithin } from "../pricing/redeem-points";
import type { CartOwner } from "./cart-owner";

const refuse = (code: string, message: string) => new InvalidInputError({ pointsToRedeem: [message] }).withCode(code);

/**
 * The points a shopper asks to spend on a cart (PATCH /carts/{cartId} {pointsToRedeem}), checked inside the cart's
 * transaction after the rest of the change: only on a customer's cart, only when the store has a rewards programme,
 * in whole steps, within the balance and within this cart's cap (a share of its discounted products). Each refusal
 * is a 422 on `pointsToRedeem` with its own code. The balance is read without the customer's lock: checkout reads
 * it again under the lock and refuses with 409 `points_insufficient` when the points were spent meanwhile.
 */
export async function checkPointsToRedeem({
  tx,
  owner,
  cartId,
  points,
}: {
  tx: Executor;
  owner: CartOwner;
  cartId: string;
  points: number;
}): Promise<void> {
  if (owner.customerId === null)
    throw refuse("points_need_account", "Sign in to spend points: points belong to a customer account, not to a guest cart.");
  const loaded = await loadCartPricing({ executor: tx, tenantId: owner.tenantId, customerId: owner.customerId, cartId });
  if (!loaded) throw new Error("The cart disappeared.");
  const terms = loaded.input.points;
  if (!terms) throw refuse("rewards_disabled", "This store has no rewards programme, so points cannot be spent.");
  if (points % terms.step !== 0)
    throw refuse("points_step", `Points are spent in steps of ${terms.step}: ask for ${points - (points % terms.step) || terms.step}.`);
  if (points > loaded.pointsBalance)
    throw refuse("points_insufficient", `You have ${loaded.pointsBalance} points; you asked to spend ${points}.`);
  const { totals } = calculateOrder(loaded.input);
  const max = maxPointsWithin(loaded.input, discountedGoods(totals), loaded.pointsBalance);
  if (points > max)
    throw refuse(
      "points_over_limit",
      max === 0
        ? `Points cannot pay for this cart: they pay at most ${Math.round(terms.maxShare * 100)}% of the products, and that is less than ${terms.step} points.`
        : `At most ${max} points can be spent on this cart (points pay at most ${Math.round(terms.maxShare * 100)}% of the products).`,
    );
}
