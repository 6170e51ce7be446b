"use client";

import { useState, type KeyboardEvent } from "react";
import { TextField } from "@/components/ui/field";
import { useCartSavings } from "@/hooks/use-cart-savings";
import { ApiRequestError } from "@/lib/storefront/api-client";
import type { Cart } from "@storefront/sdk";

/**
 * The cart's discount codes: a field to add one (the API's reason beside it when a code does not apply, the cart
 * unchanged) and the codes applied, each with what it takes off (or why it does not now) and a Remove button.
 */
export function DiscountCodes({ cart, idPrefix }: { cart: Cart; idPrefix: string }) {
  const { applyCode, removeCode } = useCartSavings();
  const [code, setCode] = useState("");
  const fieldId = `${idPrefix}-discount-code`;
  // A refusal is about the cart as it was: once a line or a quantity changes, it is no longer shown.
  const contents = cart.lines.map((line) => `${line.id}:${line.quantity}`).join(",");
  const [triedWith, setTriedWith] = useState<string | null>(null);
  if (triedWith !== null && triedWith !== contents) setTriedWith(null);
  const error =
    triedWith !== contents
      ? undefined
      : applyCode.error instanceof ApiRequestError
        ? (applyCode.error.fieldErrors.code?.[0] ?? applyCode.error.message)
        : applyCode.error?.message;

  const apply = () => {
    const wanted = code.trim();
    if (!wanted || applyCode.isPending) return;
    setTriedWith(contents);
    applyCode.mutate({ cartId: cart.id, code: wanted }, { onSuccess: () => setCode("") });
  };
  // Not a <form>: the guest checkout is one, and a form inside a form would submit (pay) on Enter.
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    apply();
  };

  return (
    <div className="discount-codes" data-testid="discount-codes">
      <div className="discount-code-form" role="group" aria-label="Add a discount code">
        <TextField
          id={fieldId}
          label="Discount code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          value={code}
          error={error}
          onKeyDown={onEnter}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            if (applyCode.error) applyCode.reset();
          }}
        />
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={applyCode.isPending || !code.trim()}
          onClick={apply}
        >
          {applyCode.isPending ? "Applying…" : "Apply"}
        </button>
      </div>
      {cart.discountCodes.length ? (
        <ul className="applied-codes" aria-label="Discount codes applied">
          {cart.discountCodes.map((d) => (
            <li key={d.code} data-testid="applied-code">
              <span>
                <strong>{d.code}</strong> <span className="muted small">{d.description}</span>
                {d.applied ? null : <span className="small field-error"> {d.reason}</span>}
              </span>
              <span className="applied-code-actions">
                {d.applied ? <span>−{d.displayAmount}</span> : null}
                <button
                  type="button"
                  className="button button-ghost button-small"
                  disabled={removeCode.isPending}
                  onClick={() => removeCode.mutate({ cartId: cart.id, code: d.code })}
                >
                  Remove<span className="sr-only"> code {d.code}</span>
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {removeCode.error ? <p className="field-error small">{removeCode.error.message}</p> : null}
    </div>
  );
}
