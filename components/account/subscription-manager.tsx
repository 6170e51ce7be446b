"use client";

import Link from "@/components/ui/link";
import { useState, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { FocusOnArrival } from "@/components/ui/focus-on-arrival";
import { QueryState } from "@/components/ui/query-state";
import { Stepper, VariantSelect, chosenVariant, formatMinor, maxQuantityOf, priceOf } from "@/components/subscriptions/configurator";
import { SubscriptionChoices, cardLabel, errorText } from "@/components/subscriptions/subscription-choices";
import {
  useCancelSubscription,
  useChangeSubscription,
  usePackageConfiguration,
  useSubscriptionRenewals,
  useSubscriptions,
  type SubscriptionChange,
} from "@/hooks/use-subscriptions";
import { formatDate, formatFrequency, pluralise } from "@/lib/storefront/format";
import { toMinorUnits } from "@/lib/money";
import { SubscriptionStatus } from "./status-badges";
import type { AvailableItem, Subscription, SubscriptionConfiguration } from "@storefront/sdk";

type Notice = { tone: "success" | "error"; text: string; n: number };
type Pending = { title: string; body: ReactNode; confirmLabel: string; tone: "danger" | "default"; run: () => void };

const resultId = "subscription-result";
const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export function SubscriptionManager({ subscriptionId, created }: { subscriptionId: string; created: boolean }) {
  const subscriptions = useSubscriptions();
  const subscription = subscriptions.data?.find((s) => s.id === subscriptionId.toLowerCase());
  return (
    <div className="grid" style={{ gap: "1.5rem" }}>
      <p style={{ margin: 0 }}>
        <Link href="/account/subscriptions">← All subscriptions</Link>
      </p>
      <QueryState
        isPending={subscriptions.isPending}
        error={subscriptions.error}
        retry={() => void subscriptions.refetch()}
        label="your subscription"
      >
        {subscription ? (
          <Manager key={subscription.id} subscription={subscription} created={created} />
        ) : (
          <EmptyState
            title="We could not find this subscription"
            actions={
              <Link href="/account/subscriptions" className="button">
                See your subscriptions
              </Link>
            }
          >
            It may belong to another account.
          </EmptyState>
        )}
      </QueryState>
    </div>
  );
}

function Manager({ subscription: s, created }: { subscription: Subscription; created: boolean }) {
  const change = useChangeSubscription(s.id);
  const cancel = useCancelSubscription();
  const [notice, setNotice] = useState<Notice | null>(
    created
      ? {
          tone: "success",
          text: `You're subscribed to ${s.name}. Your first box is billed and sent on ${formatDate(s.nextBillingDate)}.`,
          n: 0,
        }
      : null,
  );
  const [pending, setPending] = useState<Pending | null>(null);
  const say = (tone: Notice["tone"], text: string) => setNotice((n) => ({ tone, text, n: (n?.n ?? 0) + 1 }));
  const run = (what: SubscriptionChange, success: (after: Subscription) => string) =>
    change.mutate(what, {
      onSuccess: (after) => {
        setPending(null);
        say("success", success(after));
      },
      onError: (error) => {
        setPending(null);
        say("error", errorText(error));
      },
    });
  const open = s.status !== "cancelled";

  return (
    <>
      <div>
        <h1 style={{ marginBottom: "0.25rem" }}>
          {s.name} <SubscriptionStatus status={s.status} />
        </h1>
        <p className="muted" style={{ margin: 0 }}>
          {formatFrequency(s.frequency)} · <span data-testid="subscription-price">{s.displayPrice}</span> per delivery
          {s.saving > 0 ? ` · you save ${s.displaySaving} on every box` : ""}
        </p>
      </div>
      <div id={resultId} tabIndex={-1} aria-live="polite">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      </div>
      {s.status === "past_due" ? (
        <div data-testid="past-due-banner">
          <Alert tone="error">
            We could not take the payment for your box of {formatDate(s.lastRenewal?.cycle ?? null)}.
            {s.lastRenewal?.nextRetryAt ? ` We will try again on ${formatDate(s.lastRenewal.nextRetryAt.slice(0, 10))}.` : ""}{" "}
            <a href="#card-title">Update your card</a> and we will try again at once.
          </Alert>
        </div>
      ) : null}

      <section className="card card-body" aria-labelledby="summary-title" data-testid="subscription-summary">
        <h2 id="summary-title" style={{ fontSize: "1.2rem" }}>
          Your box
        </h2>
        <ul className="summary-lines" aria-label={`Items in ${s.name}`}>
          {s.items.map((item) => (
            <li key={item.productId}>
              <span>
                {item.quantity} × {item.name}
              </span>
            </li>
          ))}
        </ul>
        <dl className="summary-facts">
          <div>
            <dt>How often</dt>
            <dd data-testid="subscription-frequency">{formatFrequency(s.frequency)}</dd>
          </div>
          <div>
            <dt>Price per delivery</dt>
            <dd>{s.displayPrice}</dd>
          </div>
          <div>
            <dt>Next delivery</dt>
            <dd data-testid="next-delivery">
              {s.status === "cancelled"
                ? `None: cancelled ${formatDate(s.cancelledAt)}`
                : s.nextBillingDate
                  ? formatDate(s.nextBillingDate)
                  : "None while paused"}
              {s.status === "paused" && s.pausedUntil ? ` (paused until ${formatDate(s.pausedUntil)})` : ""}
            </dd>
          </div>
          <div>
            <dt>Paid by</dt>
            <dd data-testid="subscription-card">{s.paymentMethod ? cardLabel(s.paymentMethod) : "No card: choose one below"}</dd>
          </div>
          <div>
            <dt>Delivered to</dt>
            <dd data-testid="subscription-address">
              {s.address ? `${s.address.line1}, ${s.address.city} ${s.address.postalCode}` : "No address: choose one below"}
            </dd>
          </div>
        </dl>
      </section>

      <Renewals subscriptionId={s.id} />

      {open ? (
        <>
          <section className="card card-body" aria-labelledby="deliveries-title">
            <h2 id="deliveries-title" style={{ fontSize: "1.2rem" }}>
              Deliveries
            </h2>
            <Deliveries subscription={s} busy={change.isPending || cancel.isPending} ask={setPending} run={run} />
          </section>
          {s.productId ? <BoxEditor subscription={s} productId={s.productId} busy={change.isPending} ask={setPending} run={run} /> : null}
          <CardAndAddress subscription={s} busy={change.isPending} ask={setPending} run={run} />
          <section className="card card-body" aria-labelledby="cancel-title">
            <h2 id="cancel-title" style={{ fontSize: "1.2rem" }}>
              Cancel
            </h2>
            <p className="muted small">No further boxes will be sent or billed. You can start a new subscription at any time.</p>
            <button
              type="button"
              className="button button-small button-secondary"
              onClick={() =>
                setPending({
                  title: `Cancel ${s.name}?`,
                  body: (
                    <p>
                      No further boxes will be sent or billed
                      {s.nextBillingDate ? ` (the next was due on ${formatDate(s.nextBillingDate)})` : ""}.
                    </p>
                  ),
                  confirmLabel: "Yes, cancel it",
                  tone: "danger",
                  run: () =>
                    cancel.mutate(s.id, {
                      onSuccess: () => {
                        setPending(null);
                        say("success", `${s.name} is cancelled. No further deliveries will be billed.`);
                      },
                      onError: (error) => {
                        setPending(null);
                        say("error", errorText(error));
                      },
                    }),
                })
              }
            >
              Cancel subscription
            </button>
          </section>
        </>
      ) : (
        <p>
          <Link href={s.productId ? `/subscriptions/${s.productId}` : "/"} className="button">
            Start a new box
          </Link>
        </p>
      )}

      <ConfirmDialog
        open={!!pending}
        title={pending?.title ?? ""}
        confirmLabel={pending?.confirmLabel ?? "Confirm"}
        cancelLabel="Go back"
        tone={pending?.tone ?? "default"}
        pending={change.isPending || cancel.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => pending?.run()}
      >
        {pending?.body}
      </ConfirmDialog>
      {/* After the dialog (its closing returns focus to its opener first): focus moves to the result. */}
      {notice ? <FocusOnArrival targetId={resultId} signal={String(notice.n)} /> : null}
    </>
  );
}

type SectionProps = {
  subscription: Subscription;
  busy: boolean;
  ask: (p: Pending) => void;
  run: (what: SubscriptionChange, success: (after: Subscription) => string) => void;
};

function Deliveries({ subscription: s, busy, ask, run }: SectionProps) {
  const [resumeOn, setResumeOn] = useState("");
  const nextText = (after: Subscription) => (after.nextBillingDate ? `Next delivery: ${formatDate(after.nextBillingDate)}.` : "");
  if (s.status === "paused")
    return (
      <div className="grid" style={{ gap: "0.75rem" }}>
        <p style={{ margin: 0 }}>
          Paused
          {s.pausedUntil ? ` until ${formatDate(s.pausedUntil)}: deliveries start again by themselves that day` : " until you resume it"}.
        </p>
        <div className="button-row">
          <button
            type="button"
            className="button button-small"
            disabled={busy}
            onClick={() =>
              ask({
                title: `Resume ${s.name}?`,
                body: (
                  <p>Deliveries start again on the usual {formatFrequency(s.frequency).toLowerCase()} schedule, billed to the same card.</p>
                ),
                confirmLabel: "Resume deliveries",
                tone: "default",
                run: () => run({ kind: "resume" }, (after) => `${s.name} is active again. ${nextText(after)}`),
              })
            }
          >
            Resume deliveries
          </button>
        </div>
      </div>
    );
  return (
    <div className="grid" style={{ gap: "1rem" }}>
      <div>
        <p style={{ marginTop: 0 }}>
          Away or still stocked up? Skip the next box: the one after it comes {s.frequency === 1 ? "a week" : `${s.frequency} weeks`} later.
        </p>
        <button
          type="button"
          className="button button-small button-secondary"
          disabled={busy || !s.nextBillingDate}
          onClick={() =>
            ask({
              title: "Skip the next delivery?",
              body: <p>The box due on {formatDate(s.nextBillingDate)} will not be sent or billed.</p>,
              confirmLabel: "Skip it",
              tone: "default",
              run: () =>
                run({ kind: "skip" }, (after) => `The delivery of ${formatDate(s.nextBillingDate)} is skipped. ${nextText(after)}`),
            })
          }
        >
          Skip next delivery
        </button>
      </div>
      <form
        className="grid"
        style={{ gap: "0.5rem" }}
        onSubmit={(e) => {
          e.preventDefault();
          const until = resumeOn || null;
          ask({
            title: `Pause ${s.name}?`,
            body: (
              <p>
                No boxes will be sent or billed
                {until ? ` until ${formatDate(until)}; deliveries then start again by themselves` : " until you resume"}.
              </p>
            ),
            confirmLabel: "Pause deliveries",
            tone: "default",
            run: () =>
              run({ kind: "pause", resumeOn: until }, (after) =>
                after.pausedUntil
                  ? `${s.name} is paused until ${formatDate(after.pausedUntil)}. ${nextText(after)}`
                  : `${s.name} is paused. Resume it here whenever you like.`,
              ),
          });
        }}
      >
        <div className="field">
          <label htmlFor="resume-on">Resume on (optional)</label>
          <input
            id="resume-on"
            type="date"
            min={dayAfter(1)}
            max={dayAfter(365)}
            value={resumeOn}
            onChange={(e) => setResumeOn(e.target.value)}
          />
          <p className="muted small" style={{ margin: 0 }}>
            Leave empty to pause until you resume.
          </p>
        </div>
        <div>
          <button type="submit" className="button button-small button-secondary" disabled={busy}>
            Pause deliveries
          </button>
        </div>
      </form>
    </div>
  );
}

function BoxEditor({ subscription: s, productId, busy, ask, run }: SectionProps & { productId: string }) {
  // The box's options in its own market (its currency), whatever market the shopper browses in now.
  const config = usePackageConfiguration(productId, s.marketId ?? undefined);
  return (
    <section className="card card-body" aria-labelledby="box-title">
      <h2 id="box-title" style={{ fontSize: "1.2rem" }}>
        Change your box
      </h2>
      <QueryState isPending={config.isPending} error={config.error} retry={() => void config.refetch()} label="the box's options">
        {config.data ? <BoxForm subscription={s} config={config.data} busy={busy} ask={ask} run={run} /> : null}
      </QueryState>
    </section>
  );
}

function BoxForm({ subscription: s, config, busy, ask, run }: SectionProps & { config: SubscriptionConfiguration }) {
  const current = new Map(s.items.map((i) => [i.productId, i.quantity]));
  const currentVariants = Object.fromEntries(s.items.flatMap((i) => (i.variantId ? [[i.productId, i.variantId]] : [])));
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(config.availableItems.map((i) => [i.id, current.get(i.id) ?? 0])),
  );
  const [variants, setVariants] = useState<Record<string, string>>(currentVariants);
  const variantOf = (item: AvailableItem) => chosenVariant(item, variants[item.id])?.id;
  const [frequency, setFrequency] = useState(s.frequency);
  const qty = (id: string) => quantities[id] ?? 0;
  const count = config.availableItems.reduce((n, i) => n + qty(i.id), 0);
  const missing = Math.max(0, config.minItems - count);
  const priced = priceOf(config, (i) => qty(i.id), frequency, variantOf);
  const newPrice = formatMinor(priced.total, config);
  const changed =
    frequency !== s.frequency ||
    config.availableItems.some(
      (i) => qty(i.id) !== (current.get(i.id) ?? 0) || (qty(i.id) > 0 && variantOf(i) !== chosenVariant(i, currentVariants[i.id])?.id),
    );
  const items = config.availableItems
    .filter((i) => qty(i.id) > 0)
    .map((i) => ({ productId: i.id, ...(variantOf(i) ? { variantId: variantOf(i) } : {}), quantity: qty(i.id) }));

  return (
    <div className="grid" style={{ gap: "1rem" }}>
      <ul className="item-picker">
        {config.availableItems.map((item) => (
          <li key={item.id} className="item-row item-row-compact" data-testid="edit-item">
            <div>
              <h3 style={{ fontSize: "1rem", margin: 0 }}>{item.name}</h3>
              <VariantSelect item={item} value={variants[item.id]} onChange={(id) => setVariants((v) => ({ ...v, [item.id]: id }))} />
              <p className="small muted" style={{ margin: 0 }}>
                {formatMinor(toMinorUnits((chosenVariant(item, variants[item.id]) ?? item).subscriberPrice, config.currencyCode), config)}{" "}
                each
                {item.inStock ? "" : " · out of stock for now"}
              </p>
            </div>
            <Stepper
              item={item}
              value={qty(item.id)}
              max={maxQuantityOf(item, variants[item.id])}
              onChange={(n) =>
                setQuantities((q) => ({ ...q, [item.id]: Math.min(maxQuantityOf(item, variants[item.id]), Math.max(item.minQuantity, n)) }))
              }
            />
          </li>
        ))}
      </ul>
      <fieldset className="frequency-options">
        <legend>How often?</legend>
        {config.frequencies.map((f) => (
          <label key={f} className="option-tile">
            <input type="radio" name="edit-frequency" value={f} checked={frequency === f} onChange={() => setFrequency(f)} />
            {formatFrequency(f)}
          </label>
        ))}
      </fieldset>
      <div aria-live="polite">
        <p style={{ margin: 0 }}>
          New price per delivery: <strong data-testid="new-price">{newPrice}</strong>{" "}
          <span className="muted small">
            ({pluralise(count, "item")}, {formatFrequency(frequency).toLowerCase()})
          </span>
        </p>
        {missing > 0 ? (
          <p className="small">
            Add {missing} more to reach the minimum of {config.minItems}.
          </p>
        ) : null}
      </div>
      <div>
        <button
          type="button"
          className="button button-small"
          disabled={busy || !changed || missing > 0}
          onClick={() =>
            ask({
              title: "Change your box?",
              body: (
                <p>
                  From the next delivery: {pluralise(count, "item")}, {formatFrequency(frequency).toLowerCase()}, {newPrice} per delivery
                  (now {s.displayPrice}).
                </p>
              ),
              confirmLabel: "Save changes",
              tone: "default",
              run: () =>
                run(
                  { kind: "update", body: { items, frequencyWeeks: frequency } },
                  (after) => `Your box is updated: ${after.displayPrice} per delivery, ${formatFrequency(after.frequency).toLowerCase()}.`,
                ),
            })
          }
        >
          Save box changes
        </button>
      </div>
    </div>
  );
}

function CardAndAddress({ subscription: s, busy, ask, run }: SectionProps) {
  const [cardId, setCardId] = useState<string | null>(s.paymentMethod?.id ?? null);
  const [addressId, setAddressId] = useState<string | null>(s.address?.id ?? null);
  const changed = (cardId !== null && cardId !== s.paymentMethod?.id) || (addressId !== null && addressId !== s.address?.id);
  return (
    <section className="card card-body" aria-labelledby="card-title">
      <h2 id="card-title" style={{ fontSize: "1.2rem" }}>
        Card and address
      </h2>
      <SubscriptionChoices cardId={cardId} addressId={addressId} onCard={setCardId} onAddress={setAddressId} subscriptionId={s.id} />
      <div style={{ marginTop: "1rem" }}>
        <button
          type="button"
          className="button button-small"
          disabled={busy || !changed}
          onClick={() =>
            ask({
              title: "Change the card and address?",
              body: <p>From the next delivery, this box is paid and delivered as you chose.</p>,
              confirmLabel: "Save card and address",
              tone: "default",
              run: () =>
                run(
                  {
                    kind: "update",
                    body: {
                      ...(cardId && cardId !== s.paymentMethod?.id ? { paymentMethodId: cardId } : {}),
                      ...(addressId && addressId !== s.address?.id ? { addressId } : {}),
                    },
                  },
                  (after) =>
                    `Saved. ${after.paymentMethod ? `${cardLabel(after.paymentMethod)} pays` : "No card pays"} each delivery${
                      after.address ? `, sent to ${after.address.line1}, ${after.address.city}` : ""
                    }.`,
                ),
            })
          }
        >
          Save card and address
        </button>
      </div>
    </section>
  );
}

const renewalStatus: Record<string, string> = {
  paid: "Paid",
  charging: "Being charged",
  retrying: "Payment failed: will retry",
  failed: "Payment failed",
  skipped: "Skipped: out of stock",
  pending: "Pending",
};

/** The box's past renewals: each cycle, its order and amount, and what happened. */
function Renewals({ subscriptionId }: { subscriptionId: string }) {
  const renewals = useSubscriptionRenewals(subscriptionId);
  if (!renewals.data || renewals.data.length === 0) return null;
  return (
    <section className="card card-body" aria-labelledby="renewals-title" data-testid="subscription-renewals">
      <h2 id="renewals-title" style={{ fontSize: "1.2rem" }}>
        Past renewals
      </h2>
      <ul className="summary-lines">
        {renewals.data.map((r) => (
          <li key={r.cycle}>
            <span>
              {formatDate(r.cycle)}
              {r.orderId ? ` · ${r.orderId}` : ""}
              {r.displayAmount ? ` · ${r.displayAmount}` : ""}
              {r.leftOut.length > 0 ? ` · left out (out of stock): ${r.leftOut.join(", ")}` : ""}
            </span>
            <span>{renewalStatus[r.status] ?? r.status}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
