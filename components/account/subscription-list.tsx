"use client";

import Link from "@/components/ui/link";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { FocusOnArrival } from "@/components/ui/focus-on-arrival";
import { QueryState } from "@/components/ui/query-state";
import { useCancelSubscription, useSubscriptions } from "@/hooks/use-subscriptions";
import { formatDate, formatFrequency } from "@/lib/storefront/format";
import { cardLabel } from "@/components/subscriptions/subscription-choices";
import { SubscriptionStatus } from "./status-badges";
import type { Subscription } from "@storefront/sdk";

export function SubscriptionList() {
  const subscriptions = useSubscriptions();
  const cancel = useCancelSubscription();
  const [target, setTarget] = useState<Subscription | null>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string; n: number } | null>(null);
  const say = (tone: "success" | "error", text: string) => setNotice((n) => ({ tone, text, n: (n?.n ?? 0) + 1 }));

  return (
    <div className="grid" style={{ gap: "1.5rem" }}>
      <div>
        <h1 style={{ marginBottom: "0.25rem" }}>Subscriptions</h1>
        <p className="muted" style={{ margin: 0 }}>
          Your boxes, what&apos;s in them, when the next one is billed and which card pays. Manage a box to change it, skip a delivery or
          pause it.
        </p>
      </div>
      <div id="subscriptions-result" tabIndex={-1} data-testid="subscriptions-result">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      </div>
      <QueryState
        isPending={subscriptions.isPending}
        error={subscriptions.error}
        retry={() => void subscriptions.refetch()}
        label="your subscriptions"
      >
        {subscriptions.data?.length ? (
          <ul className="grid" style={{ listStyle: "none", margin: 0, padding: 0, gap: "1rem" }} aria-label="Your subscriptions">
            {subscriptions.data.map((s) => (
              <li key={s.id} className="card" data-testid="subscription" data-status={s.status}>
                <div className="list-row">
                  <div>
                    <h2 style={{ fontSize: "1.2rem", marginBottom: "0.3rem" }}>
                      {s.name} <SubscriptionStatus status={s.status} />
                    </h2>
                    <p className="muted small" style={{ margin: 0 }}>
                      {formatFrequency(s.frequency)} · {s.displayPrice} per delivery
                    </p>
                    {s.status !== "cancelled" ? (
                      <p className="muted small" style={{ margin: 0 }}>
                        {s.paymentMethod ? `Paid by ${cardLabel(s.paymentMethod)}` : "No card chosen"}
                        {s.address ? ` · to ${s.address.line1}, ${s.address.city}` : " · no address chosen"}
                      </p>
                    ) : null}
                  </div>
                  <div className="list-row-aside">
                    {s.status === "cancelled" ? (
                      <span className="muted small">Cancelled {formatDate(s.cancelledAt)}</span>
                    ) : s.status === "paused" && !s.nextBillingDate ? (
                      <span className="muted small">Paused until you resume it</span>
                    ) : (
                      <>
                        <div className="small muted">Next billing date</div>
                        <strong>{formatDate(s.nextBillingDate)}</strong>
                      </>
                    )}
                  </div>
                </div>
                <div className="list-row" style={{ alignItems: "center" }}>
                  <ul className="tag-list" style={{ margin: 0 }} aria-label={`Items in ${s.name}`}>
                    {s.items.map((item) => (
                      <li key={item.productId}>
                        <span className="badge">
                          {item.quantity} × {item.name}
                        </span>
                      </li>
                    ))}
                  </ul>
                  {s.status !== "cancelled" ? (
                    <div className="button-row subscription-actions">
                      <Link href={`/account/subscriptions/${s.id}`} className="button button-small" aria-label={`Manage ${s.name}`}>
                        Manage
                      </Link>
                      <button
                        type="button"
                        className="button button-small button-secondary"
                        onClick={() => setTarget(s)}
                        aria-label={`Cancel subscription: ${s.name}`}
                      >
                        Cancel subscription
                      </button>
                    </div>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            title="No subscriptions yet"
            actions={
              <Link href="/" className="button">
                Find a box
              </Link>
            }
          >
            Build a pick-and-mix box, delivered on your schedule.
          </EmptyState>
        )}
      </QueryState>
      <ConfirmDialog
        open={!!target}
        title={`Cancel ${target?.name ?? "this subscription"}?`}
        confirmLabel="Yes, cancel it"
        cancelLabel="Keep my subscription"
        pending={cancel.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={() => {
          if (!target) return;
          const name = target.name;
          cancel.mutate(target.id, {
            onSuccess: () => {
              say("success", `${name} is cancelled. No further deliveries will be billed.`);
              setTarget(null);
            },
            onError: (error) => {
              say("error", error.message);
              setTarget(null);
            },
          });
        }}
      >
        <p>
          No further boxes will be sent or billed
          {target?.nextBillingDate ? ` (the next was due on ${formatDate(target.nextBillingDate)})` : ""}. You can start a new subscription
          at any time.
        </p>
      </ConfirmDialog>
      {/* After the dialog closes (its opener, the row's Cancel button, is gone once the box is cancelled): the result. */}
      {notice ? <FocusOnArrival targetId="subscriptions-result" signal={String(notice.n)} /> : null}
    </div>
  );
}
