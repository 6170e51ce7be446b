"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { useAddresses } from "@/hooks/use-addresses";
import { usePaymentMethods } from "@/hooks/use-payment-methods";
import { useSubscribe, type SubscribeChoice } from "@/hooks/use-subscriptions";
import { formatFrequency } from "@/lib/storefront/format";
import { SubscriptionChoices, errorText } from "./subscription-choices";

/** Step 4 of the builder for a signed-in shopper: where it goes, which card pays, then subscribe (POST /account/subscriptions). */
export function SubscribePanel({
  choice,
  displayPrice,
  onClose,
}: {
  choice: Omit<SubscribeChoice, "paymentMethodId" | "addressId">;
  displayPrice: string;
  onClose: () => void;
}) {
  const router = useRouter();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Opened by Subscribe (in the summary, or the bar pinned on phones): the shopper continues at step 4.
  useEffect(() => titleRef.current?.focus(), []);
  const addresses = useAddresses();
  const methods = usePaymentMethods();
  const subscribe = useSubscribe();
  const [addressId, setAddressId] = useState<string | null>(null);
  const [cardId, setCardId] = useState<string | null>(null);
  // One Idempotency-Key per box and card and address: a double click or a retry after a lost answer subscribes once.
  const [attempt, setAttempt] = useState<{ of: string; key: string } | null>(null);

  const cards = methods.data?.filter((m) => m.paymentMethod === "card") ?? [];
  const chosenAddress = addressId ?? addresses.data?.find((a) => a.isDefault)?.id ?? addresses.data?.[0]?.id ?? null;
  const chosenCard = cardId ?? cards.find((m) => m.default)?.id ?? cards[0]?.id ?? null;

  return (
    <section className="subscribe-panel" aria-labelledby="subscribe-title" style={{ marginTop: "1rem" }}>
      <h3 id="subscribe-title" className="step-title" tabIndex={-1} ref={titleRef}>
        4. Delivery and payment
      </h3>
      <SubscriptionChoices cardId={chosenCard} addressId={chosenAddress} onCard={setCardId} onAddress={setAddressId} />
      {subscribe.error ? (
        <Alert tone="error" title="We could not start your subscription">
          {errorText(subscribe.error)}
        </Alert>
      ) : null}
      <button
        type="button"
        className="button button-block"
        style={{ marginTop: "1rem" }}
        data-testid="confirm-subscription"
        disabled={!chosenAddress || !chosenCard || subscribe.isPending}
        onClick={() => {
          if (!chosenAddress || !chosenCard) return;
          const body = { ...choice, paymentMethodId: chosenCard, addressId: chosenAddress };
          const of = JSON.stringify(body);
          const idempotencyKey = attempt?.of === of ? attempt.key : crypto.randomUUID();
          setAttempt({ of, key: idempotencyKey });
          subscribe.mutate(
            { ...body, idempotencyKey },
            { onSuccess: (created) => router.push(`/account/subscriptions/${created.id}?created=1`) },
          );
        }}
      >
        {subscribe.isPending
          ? "Starting your subscription…"
          : `Subscribe: ${displayPrice} ${formatFrequency(choice.frequencyWeeks).toLowerCase()}`}
      </button>
      <button type="button" className="button button-ghost button-block" style={{ marginTop: "0.5rem" }} onClick={onClose}>
        Back to the box
      </button>
      <p className="small muted" style={{ marginTop: "0.5rem" }}>
        The first box is billed and sent tomorrow. Change, pause, skip or cancel it any time from your account.
      </p>
    </section>
  );
}
