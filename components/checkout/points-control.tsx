"use client";

import { useState, type KeyboardEvent } from "react";
import { TextField } from "@/components/ui/field";
import { useCartSavings } from "@/hooks/use-cart-savings";
import { useRewards } from "@/hooks/use-points";
import { ApiRequestError } from "@/lib/storefront/api-client";
import { pluralise } from "@/lib/storefront/format";
import type { Cart } from "@storefront/sdk";

/**
 * Spending points on the signed-in customer's cart: the balance and what it is worth, the most this cart can take
 * (the API's `maxPointsToRedeem`), a field in the store's steps and a one-press "use the most". Values come from the
 * API (`displayBalanceValue`; the re-priced cart's `totals.displayPointsValue`), never from arithmetic here.
 */
export function PointsControl({ cart }: { cart: Cart }) {
  const rewards = useRewards();
  const { setPoints } = useCartSavings();
  const [wanted, setWanted] = useState("");
  const terms = rewards.data;
  if (!terms?.enabled || terms.balance === 0) return null;

  const error =
    setPoints.error instanceof ApiRequestError
      ? (setPoints.error.fieldErrors.pointsToRedeem?.[0] ?? setPoints.error.message)
      : setPoints.error?.message;
  const spend = (pointsToRedeem: number) => setPoints.mutate({ cartId: cart.id, pointsToRedeem }, { onSuccess: () => setWanted("") });
  const spendWanted = () => {
    const points = Number(wanted);
    if (wanted.trim() === "" || !Number.isFinite(points) || setPoints.isPending) return;
    spend(points);
  };
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    spendWanted();
  };
  const using = cart.totals.pointsRedeemed;

  return (
    <section className="points-control" aria-labelledby="points-title" data-testid="points-control">
      <h3 id="points-title" className="points-title">
        Your points
      </h3>
      <p className="small" style={{ margin: 0 }} data-testid="points-balance">
        You have {pluralise(terms.balance, "point")} (worth {terms.displayBalanceValue}).
      </p>
      {using > 0 ? (
        <p className="points-using" data-testid="points-using">
          <span>
            Using {pluralise(using, "point")}: −{cart.totals.displayPointsValue}
          </span>
          <button type="button" className="button button-ghost button-small" disabled={setPoints.isPending} onClick={() => spend(0)}>
            Stop using points
          </button>
        </p>
      ) : null}
      {cart.maxPointsToRedeem > 0 ? (
        <div className="discount-code-form" role="group" aria-label="Spend points">
          <TextField
            id="points-to-redeem"
            label="Points to use"
            type="number"
            inputMode="numeric"
            min={0}
            step={terms.redeemStep}
            max={cart.maxPointsToRedeem}
            value={wanted}
            error={error}
            onKeyDown={onEnter}
            hint={`In steps of ${terms.redeemStep}; up to ${cart.maxPointsToRedeem} on this order (points pay at most ${Math.round(terms.maxShareOfSubtotal * 100)}% of the products).`}
            onChange={(event) => {
              setWanted(event.currentTarget.value);
              if (setPoints.error) setPoints.reset();
            }}
          />
          <div className="button-row">
            <button
              type="button"
              className="button button-secondary button-small"
              disabled={setPoints.isPending || wanted.trim() === ""}
              onClick={spendWanted}
            >
              Use
            </button>
            {cart.maxPointsToRedeem !== using ? (
              <button
                type="button"
                className="button button-ghost button-small"
                disabled={setPoints.isPending}
                onClick={() => spend(cart.maxPointsToRedeem)}
                data-testid="use-most-points"
              >
                Use {cart.maxPointsToRedeem}
              </button>
            ) : null}
          </div>
        </div>
      ) : using === 0 ? (
        <p className="muted small" style={{ margin: 0 }}>
          Points pay at most {Math.round(terms.maxShareOfSubtotal * 100)}% of the products, in steps of {terms.redeemStep}: add more to use
          them on this order.
        </p>
      ) : null}
    </section>
  );
}
