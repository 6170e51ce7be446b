"use client";

import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { QuantityStepper } from "@/components/cart/quantity-stepper";
import { Alert } from "@/components/ui/alert";
import { TextField } from "@/components/ui/field";
import { useStorefrontApi } from "@/hooks/use-api";
import { ApiRequestError } from "@/lib/storefront/api-client";
import type { WaitlistEntry } from "@storefront/sdk";

/**
 * A sold-out date's waitlist (POST /events/{slug}/waitlist): an e-mail and how many seats; the answer says the place
 * in line. When seats come free the first in line gets a mail whose link keeps them for 24 hours.
 */
export function WaitlistForm({
  slug,
  occurrenceId,
  when,
  onJoined,
}: {
  slug: string;
  occurrenceId: string;
  when: string;
  onJoined: () => void;
}) {
  const api = useStorefrontApi();
  const [email, setEmail] = useState("");
  const [quantity, setQuantity] = useState(1);
  const join = useMutation({
    mutationFn: async (): Promise<WaitlistEntry> =>
      (await api.POST("/events/{slug}/waitlist", { params: { path: { slug } }, body: { occurrenceId, email, quantity } })).data.data,
    onSuccess: onJoined,
    onError: onJoined,
  });
  const errors = join.error instanceof ApiRequestError ? join.error.fieldErrors : {};
  const general = join.error && !errors.email && !errors.quantity ? (errors.occurrenceId?.join(" ") ?? join.error.message) : null;
  const entry = join.data;
  // A refusal takes focus (the button that sent the form was disabled while it ran): the e-mail field when it is the
  // field refused, else the message.
  const failure = join.error;
  useEffect(() => {
    if (!failure) return;
    const fieldErrors = failure instanceof ApiRequestError ? failure.fieldErrors : {};
    document.getElementById(fieldErrors.email ? "waitlist-email" : "waitlist-error")?.focus();
  }, [failure]);
  return (
    <div className="waitlist" data-testid="waitlist">
      <p style={{ marginTop: 0 }}>
        <strong>{when} is sold out.</strong> Join the waitlist: when seats come free, the first in line gets an e-mail with a link that
        keeps them for 24 hours.
      </p>
      {entry ? (
        <div role="status" data-testid="waitlist-joined">
          <Alert tone="success">
            <p>
              {entry.position ? `You are number ${entry.position} in line` : "You are on the waitlist"} for {entry.quantity}{" "}
              {entry.quantity === 1 ? "seat" : "seats"}.{" "}
              {entry.confirmed
                ? `We will write to ${entry.email} when seats come free.`
                : `We have sent a link to ${entry.email}: confirm your e-mail with it to take your place. Only confirmed places are offered seats.`}
            </p>
          </Alert>
        </div>
      ) : (
        <form
          noValidate
          aria-label="Join the waitlist"
          onSubmit={(event) => {
            event.preventDefault();
            join.mutate();
          }}
        >
          <TextField
            id="waitlist-email"
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
          />
          <div className="add-to-cart">
            <QuantityStepper label="Seats" value={quantity} max={10} onChange={setQuantity} disabled={join.isPending} />
            <button type="submit" className="button" disabled={join.isPending} data-testid="join-waitlist">
              {join.isPending ? "Joining…" : "Join the waitlist"}
            </button>
          </div>
          {errors.quantity || general ? (
            <div id="waitlist-error" tabIndex={-1} data-testid="waitlist-error">
              {errors.quantity ? <Alert tone="error">{errors.quantity.join(" ")}</Alert> : null}
              {general ? <Alert tone="error">{general}</Alert> : null}
            </div>
          ) : null}
        </form>
      )}
    </div>
  );
}
