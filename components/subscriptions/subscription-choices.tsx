"use client";

import { useState } from "react";
import { AddressForm, AddressLines } from "@/components/account/address-book";
import { CardEngine } from "@/components/account/payment-methods";
import { Alert } from "@/components/ui/alert";
import { QueryState } from "@/components/ui/query-state";
import { useAccountApi } from "@/hooks/use-api";
import { useAddresses } from "@/hooks/use-addresses";
import { usePaymentMethods, useRefreshPaymentMethods, useStartPaymentSetup } from "@/hooks/use-payment-methods";
import { ApiRequestError } from "@/lib/storefront/api-client";
import { cardLabel } from "@/lib/storefront/format";
import type { PaymentSetup } from "@storefront/sdk";

export { cardLabel } from "@/lib/storefront/format";

/** Every message of an API error: a 422's field messages, else its message. */
export function errorText(error: Error): string {
  if (error instanceof ApiRequestError) {
    const messages = Object.values(error.fieldErrors).flat();
    if (messages.length) return messages.join(" ");
  }
  return error.message;
}

/**
 * Choose a saved card and an address of the book for a subscription, or add either on the spot (a card through the
 * sandbox payment engine, saved for `subscriptionId` when given). Controlled: `cardId` / `addressId` with their setters.
 */
export function SubscriptionChoices({
  cardId,
  addressId,
  onCard,
  onAddress,
  subscriptionId = null,
  legendPrefix = "",
}: {
  cardId: string | null;
  addressId: string | null;
  onCard: (id: string) => void;
  onAddress: (id: string) => void;
  subscriptionId?: string | null;
  legendPrefix?: string;
}) {
  const addresses = useAddresses();
  const methods = usePaymentMethods();
  const start = useStartPaymentSetup();
  const refreshMethods = useRefreshPaymentMethods();
  const { token } = useAccountApi();
  const [addingAddress, setAddingAddress] = useState(false);
  const [setup, setSetup] = useState<PaymentSetup | null>(null);
  const cards = methods.data?.filter((m) => m.paymentMethod === "card") ?? [];

  return (
    <div className="grid" style={{ gap: "1rem" }}>
      <fieldset className="frequency-options">
        <legend>{legendPrefix}Delivery address</legend>
        <QueryState isPending={addresses.isPending} error={addresses.error} retry={() => void addresses.refetch()} label="your addresses">
          {addresses.data?.length ? (
            <ul className="choice-list">
              {addresses.data.map((a) => (
                <li key={a.id}>
                  <label>
                    <input
                      type="radio"
                      name="subscription-address"
                      value={a.id}
                      checked={addressId === a.id}
                      onChange={() => onAddress(a.id)}
                    />
                    <AddressLines address={a} />
                  </label>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted small">No saved addresses yet: add one below.</p>
          )}
        </QueryState>
        {addingAddress ? (
          <AddressForm
            onDone={(a) => {
              onAddress(a.id);
              setAddingAddress(false);
            }}
          />
        ) : (
          <button
            type="button"
            className="button button-ghost button-small"
            style={{ marginTop: "0.5rem" }}
            onClick={() => setAddingAddress(true)}
          >
            Add a new address
          </button>
        )}
      </fieldset>

      <fieldset className="frequency-options">
        <legend>{legendPrefix}Card that pays each delivery</legend>
        <QueryState isPending={methods.isPending} error={methods.error} retry={() => void methods.refetch()} label="your cards">
          {cards.length ? (
            <ul className="choice-list">
              {cards.map((m) => (
                <li key={m.id}>
                  <label>
                    <input type="radio" name="subscription-card" value={m.id} checked={cardId === m.id} onChange={() => onCard(m.id)} />
                    <span>
                      {cardLabel(m)}
                      <span className="muted small">
                        {" "}
                        · expires {String(m.cardExpMonth).padStart(2, "0")}/{m.cardExpYear}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted small">No saved cards yet: add one below.</p>
          )}
        </QueryState>
        {setup && token ? (
          <CardEngine
            setup={setup}
            token={token}
            onSaved={(m) => {
              setSetup(null);
              onCard(m.id);
              void refreshMethods();
            }}
            onCancel={() => setSetup(null)}
          />
        ) : (
          <button
            type="button"
            className="button button-ghost button-small"
            style={{ marginTop: "0.5rem" }}
            disabled={start.isPending}
            onClick={() => start.mutate({ subscriptionId }, { onSuccess: setSetup })}
          >
            Add a new card
          </button>
        )}
        {start.error ? <Alert tone="error">{start.error.message}</Alert> : null}
      </fieldset>
    </div>
  );
}
