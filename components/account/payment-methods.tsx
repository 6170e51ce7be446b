"use client";

import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { EmptyState } from "@/components/ui/empty-state";
import { SelectField } from "@/components/ui/field";
import { QueryState } from "@/components/ui/query-state";
import { useAccountApi } from "@/hooks/use-api";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ResultAlert } from "@/components/ui/result-alert";
import {
  useDeletePaymentMethod,
  usePaymentMethods,
  useRefreshPaymentMethods,
  useSetDefaultPaymentMethod,
  useStartPaymentSetup,
} from "@/hooks/use-payment-methods";
import { useSubscriptions } from "@/hooks/use-subscriptions";
import type { CompletedPaymentSetup, PaymentSetup, SavedPaymentMethod } from "@storefront/sdk";

type EngineHandle = { unmount(): void };
type EngineError = { message: string; code?: string };
type SandboxPayments = {
  mount(
    target: Element,
    options: {
      identifier: string;
      accountToken: string;
      submitLabel?: string;
      onComplete?: (method: CompletedPaymentSetup) => void;
      onError?: (error: EngineError) => void;
    },
  ): EngineHandle;
};

declare global {
  interface Window {
    SandboxPayments?: SandboxPayments;
  }
}

const brandNames: Record<string, string> = { visa: "Visa", mastercard: "Mastercard", amex: "American Express" };
const cardName = (m: Pick<SavedPaymentMethod, "cardType" | "cardLast4">) => `${brandNames[m.cardType] ?? m.cardType} ending ${m.cardLast4}`;

/**
 * The setup's engineUrl on this page's own origin: the storefront and its API are one server, and a store on a domain
 * of its own may only connect to that domain (the engine posts to the API it was loaded from).
 */
export function engineOnThisOrigin(url: string): string {
  const engine = new URL(url, window.location.href);
  return `${engine.pathname}${engine.search}`;
}

/** Loads the provider's client script from the setup's engineUrl (once per URL). */
function loadEngine(engineUrl: string): Promise<SandboxPayments> {
  if (window.SandboxPayments) return Promise.resolve(window.SandboxPayments);
  const url = engineOnThisOrigin(engineUrl);
  return new Promise((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[data-engine="${CSS.escape(url)}"]`);
    const script = existing ?? document.createElement("script");
    const done = () => (window.SandboxPayments ? resolve(window.SandboxPayments) : reject(new Error("The payment provider did not load.")));
    script.addEventListener("load", done, { once: true });
    script.addEventListener("error", () => reject(new Error("The payment provider could not be reached. Please try again.")), {
      once: true,
    });
    if (!existing) {
      script.src = url;
      script.async = true;
      script.dataset.engine = url;
      document.head.appendChild(script);
    }
  });
}

export function CardEngine({
  setup,
  token,
  onSaved,
  onCancel,
}: {
  setup: PaymentSetup;
  token: string;
  onSaved: (m: CompletedPaymentSetup) => void;
  onCancel: () => void;
}) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  // The engine mounts once per setup; the latest onSaved is read when it completes, without remounting it.
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onSavedRef.current = onSaved;
  }, [onSaved]);
  useEffect(() => {
    let handle: EngineHandle | undefined;
    let cancelled = false;
    loadEngine(setup.engineUrl)
      .then((engine) => {
        if (cancelled || !mountRef.current) return;
        handle = engine.mount(mountRef.current, {
          identifier: setup.identifier,
          accountToken: token,
          submitLabel: "Save card",
          onComplete: (m) => onSavedRef.current(m),
        });
        setReady(true);
        mountRef.current.querySelector("input")?.focus();
      })
      .catch((error: Error) => !cancelled && setLoadError(error.message));
    return () => {
      cancelled = true;
      handle?.unmount();
    };
  }, [setup.identifier, setup.engineUrl, token]);
  return (
    <div className="grid" style={{ gap: "0.75rem" }}>
      {loadError ? <Alert tone="error">{loadError}</Alert> : null}
      {!ready && !loadError ? (
        <p className="muted" role="status">
          <span className="spinner" aria-hidden="true" /> Connecting to the secure card form…
        </p>
      ) : null}
      <div ref={mountRef} className="engine-frame" data-testid="card-engine" hidden={!ready} />
      <div>
        <button type="button" className="button button-ghost button-small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}

export function PaymentMethods() {
  const methods = usePaymentMethods();
  const subscriptions = useSubscriptions();
  const start = useStartPaymentSetup();
  const refresh = useRefreshPaymentMethods();
  const { token } = useAccountApi();
  const [setup, setSetup] = useState<PaymentSetup | null>(null);
  const [subscriptionId, setSubscriptionId] = useState("");
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [toRemove, setToRemove] = useState<SavedPaymentMethod | null>(null);
  const remove = useDeletePaymentMethod();
  const makeDefault = useSetDefaultPaymentMethod();
  const active = subscriptions.data?.filter((s) => s.status !== "cancelled") ?? [];
  const paidBy = (id: string) => active.filter((s) => s.paymentMethod?.id === id);
  const report = (ok: string | null, error: string | null) => {
    setSaved(ok);
    setFailure(error);
  };

  return (
    <div className="grid" style={{ gap: "1.5rem" }}>
      <div>
        <h1 style={{ marginBottom: "0.25rem" }}>Payment methods</h1>
        <p className="muted" style={{ margin: 0 }}>
          Cards you have saved for orders and subscriptions. Card numbers are held by our payment provider, never by us.
        </p>
      </div>
      {saved ? <ResultAlert tone="success" message={saved} testId="card-result" /> : null}
      {failure ? <ResultAlert tone="error" message={failure} testId="card-error" /> : null}
      <QueryState isPending={methods.isPending} error={methods.error} retry={() => void methods.refetch()} label="your cards">
        {methods.data?.length ? (
          <ul className="card" style={{ listStyle: "none", margin: 0, padding: 0 }} aria-label="Saved cards">
            {methods.data.map((m) => (
              <li className="list-row" key={m.id} data-testid="payment-method">
                <div className="payment-card">
                  <span className={`card-brand ${m.cardType}`} aria-hidden="true">
                    {m.cardType === "mastercard" ? "MC" : m.cardType.slice(0, 4)}
                  </span>
                  <div>
                    <strong>
                      {brandNames[m.cardType] ?? m.cardType} ending {m.cardLast4}
                    </strong>
                    <div className="muted small">
                      Expires {String(m.cardExpMonth).padStart(2, "0")}/{m.cardExpYear}
                    </div>
                  </div>
                </div>
                <div className="payment-card-aside">
                  {m.default ? <span className="badge badge-green">Default</span> : null}
                  {paidBy(m.id).map((s) => (
                    <span key={s.id} className="muted small" data-testid="card-pays">
                      Pays for {s.name}
                    </span>
                  ))}
                  <div className="button-row">
                    {!m.default ? (
                      <button
                        type="button"
                        className="button button-small button-ghost"
                        disabled={makeDefault.isPending}
                        aria-label={`Make default: ${cardName(m)}`}
                        onClick={() =>
                          makeDefault.mutate(m.id, {
                            onSuccess: (d) => report(`${cardName(d)} is now your default card.`, null),
                            onError: (error) => report(null, error.message),
                          })
                        }
                      >
                        Make default
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className="button button-small button-ghost"
                      aria-label={`Remove the ${cardName(m)}`}
                      onClick={() => setToRemove(m)}
                    >
                      Remove
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title="No saved cards">Add a card to pay for orders and subscriptions faster.</EmptyState>
        )}
      </QueryState>

      <ConfirmDialog
        open={!!toRemove}
        title="Remove this card?"
        confirmLabel="Remove card"
        pending={remove.isPending}
        onCancel={() => setToRemove(null)}
        onConfirm={() => {
          if (!toRemove) return;
          const card = toRemove;
          remove.mutate(card.id, {
            onSuccess: () => {
              setToRemove(null);
              report(
                `The ${cardName(card)} was removed.${card.default ? " Your most recently saved card, if any, is now the default." : ""}`,
                null,
              );
            },
            onError: (error) => {
              setToRemove(null);
              report(null, error.message);
            },
          });
        }}
      >
        {toRemove ? (
          <p>
            The {cardName(toRemove)} will be removed from your account. A card that pays for a subscription cannot be removed until another
            card pays for it or it is cancelled.
          </p>
        ) : null}
      </ConfirmDialog>
      <section className="card card-body" aria-labelledby="add-card-title">
        <h2 id="add-card-title" style={{ fontSize: "1.3rem" }}>
          Add a card
        </h2>
        {!setup ? (
          <form
            className="form"
            onSubmit={(e) => {
              e.preventDefault();
              report(null, null);
              start.mutate({ subscriptionId: subscriptionId || null }, { onSuccess: (s) => setSetup(s) });
            }}
          >
            <SelectField
              id="subscriptionId"
              label="Use this card for"
              value={subscriptionId}
              onChange={(e) => setSubscriptionId(e.target.value)}
              hint="Optionally make it the card that pays for one of your subscriptions."
            >
              <option value="">Orders only</option>
              {active.map((s) => (
                <option key={s.id} value={s.id}>
                  Orders and {s.name} ({s.displayPrice}, every {s.frequency === 1 ? "week" : `${s.frequency} weeks`})
                </option>
              ))}
            </SelectField>
            {start.error ? <Alert tone="error">{start.error.message}</Alert> : null}
            <div>
              <button type="submit" className="button" disabled={start.isPending}>
                {start.isPending ? <span className="spinner" aria-hidden="true" /> : null}
                Continue to card details
              </button>
            </div>
          </form>
        ) : token ? (
          <CardEngine
            setup={setup}
            token={token}
            onCancel={() => setSetup(null)}
            onSaved={(m) => {
              const forSubscription = m.subscriptionId ? active.find((s) => s.id === m.subscriptionId)?.name : null;
              report(`${cardName(m)} saved${forSubscription ? ` and set to pay for ${forSubscription}` : ""}.`, null);
              setSetup(null);
              setSubscriptionId("");
              void refresh();
            }}
          />
        ) : null}
      </section>
    </div>
  );
}
