"use client";

import Link from "@/components/ui/link";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryState } from "@/components/ui/query-state";
import { useBuyAgain, useOrders, type BuyAgainResult } from "@/hooks/use-orders";
import { formatDate, pluralise } from "@/lib/storefront/format";
import { formatMajorUnits } from "@/lib/money";
import { OrderStatus } from "./status-badges";

const lineKinds: Record<string, string> = { subscription: "Subscription", balance_payment: "Balance payment" };

function BuyAgainOutcome({ orderId, result }: { orderId: string; result: BuyAgainResult }) {
  if (!result.success) {
    return (
      <div id="buy-again-outcome" tabIndex={-1}>
        <Alert tone="error" title={`Nothing from order ${orderId} could be added`}>
          <p>{result.message}</p>
        </Alert>
      </div>
    );
  }
  return (
    <div className="alert alert-success" role="status" data-testid="buy-again-result" id="buy-again-outcome" tabIndex={-1}>
      <p className="alert-title">
        {/* Lines versus units, said both ways: the cart link (and the header's badge) count units. */}
        {pluralise(result.itemsAdded, "product")} ({pluralise(result.unitsAdded, "item")}) from order {orderId} added to your cart
      </p>
      {result.skippedReasons.length ? (
        <>
          <p>{pluralise(result.itemsSkipped, "product was", "products were")} skipped:</p>
          <ul style={{ margin: "0.25rem 0 0.5rem", paddingLeft: "1.25rem" }} data-testid="skipped-reasons">
            {result.skippedReasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <Link href={result.redirectUrl || "/cart"} className="button button-small">
          Go to your cart ({pluralise(result.cart.itemCount, "item")} in all)
        </Link>
      </p>
    </div>
  );
}

export function OrderList() {
  const [page, setPage] = useState(1);
  const orders = useOrders(page);
  const buyAgain = useBuyAgain();
  const [outcome, setOutcome] = useState<{ orderId: string; result: BuyAgainResult } | null>(null);
  // Focus (and the screen) goes to what happened, once it is on the page: the outcome above the list.
  useEffect(() => {
    if (outcome) document.getElementById("buy-again-outcome")?.focus();
  }, [outcome]);
  const meta = orders.data?.meta;

  return (
    <div className="grid" style={{ gap: "1.5rem" }}>
      <div>
        <h1 style={{ marginBottom: "0.25rem" }}>Orders</h1>
        <p className="muted" style={{ margin: 0 }}>
          Your order history. Buy again puts the products of an order back in your cart.
        </p>
      </div>
      {outcome ? <BuyAgainOutcome orderId={outcome.orderId} result={outcome.result} /> : null}
      {buyAgain.error ? <Alert tone="error">{buyAgain.error.message}</Alert> : null}
      <QueryState isPending={orders.isPending} error={orders.error} retry={() => void orders.refetch()} label="your orders">
        {orders.data?.data.length ? (
          <ul className="grid" style={{ listStyle: "none", margin: 0, padding: 0, gap: "1rem" }} aria-label="Your orders">
            {orders.data.data.map((o) => (
              <li key={o.id} className="card" data-testid="order" data-order-id={o.orderId}>
                {/* One row on every width: the order and its status on the left, the total on the right; the date and
                    points below (phones: two lines, not a stacked "Total" block). */}
                <div className="list-row order-head">
                  <div>
                    <h2 style={{ fontSize: "1.2rem", marginBottom: "0.3rem" }}>
                      <Link href={`/account/orders/${encodeURIComponent(o.orderId)}`}>Order {o.orderId}</Link>{" "}
                      <OrderStatus status={o.status} />
                    </h2>
                    <p className="muted small" style={{ margin: 0 }}>
                      Placed {formatDate(o.createdAt)}
                      {o.pointsEarned > 0 ? <> · {o.pointsEarned} points earned</> : null}
                    </p>
                  </div>
                  <div className="order-head-total">
                    <div className="small muted order-total-label">Total</div>
                    <strong>{o.displayTotal}</strong>
                    {o.taxTotal > 0 ? (
                      <div className="small muted" data-testid="order-tax">
                        {/* The total holds the tax either way: inside the prices (VAT) or added at checkout (US). */}
                        Includes {o.taxLines.map((t) => `${t.name} ${t.rate}% ${t.displayAmount}`).join(", ") || `tax ${o.displayTaxTotal}`}
                      </div>
                    ) : null}
                  </div>
                </div>
                {o.fulfilments.length || o.refunds.some((r) => r.status === "succeeded") ? (
                  <div className="small" style={{ padding: "0 1rem" }} data-testid="order-tracking">
                    {o.fulfilments.map((f) => (
                      <p key={f.id} style={{ margin: "0.25rem 0" }}>
                        Sent with {f.carrier}: tracking number <strong>{f.trackingNumber}</strong>
                      </p>
                    ))}
                    {o.refunds
                      .filter((r) => r.status === "succeeded")
                      .map((r) => (
                        <p key={r.id} style={{ margin: "0.25rem 0" }}>
                          Refunded {r.displayAmount}
                          {r.reason ? ` (${r.reason})` : ""}
                        </p>
                      ))}
                  </div>
                ) : null}
                <div className="table-wrap">
                  <table className="table table-stack table-compact table-lines">
                    <caption className="sr-only">Items in order {o.orderId}</caption>
                    <thead>
                      <tr>
                        <th scope="col">Item</th>
                        <th scope="col" className="num">
                          Qty
                        </th>
                        <th scope="col" className="num">
                          Price
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {o.lines.map((l) => (
                        <tr key={l.id}>
                          <td data-label="Item">
                            {l.name}
                            {lineKinds[l.kind] ? (
                              <span className="badge" style={{ marginLeft: "0.5rem" }}>
                                {lineKinds[l.kind]}
                              </span>
                            ) : null}
                          </td>
                          <td data-label="Qty" className="num">
                            <span className="qty-times" aria-hidden="true">
                              ×{" "}
                            </span>
                            {l.quantity}
                          </td>
                          <td data-label="Price" className="num">
                            {formatMajorUnits(l.lineTotal, o.currencyCode)}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <div className="list-row" style={{ justifyContent: "flex-end" }}>
                  {o.lines.some((l) => l.kind === "product") ? (
                    <button
                      type="button"
                      className="button button-small"
                      disabled={buyAgain.isPending}
                      aria-label={`Buy again: order ${o.orderId}`}
                      onClick={() =>
                        buyAgain.mutate(o.orderId, {
                          onSuccess: (result) => setOutcome({ orderId: o.orderId, result }),
                        })
                      }
                    >
                      {buyAgain.isPending && buyAgain.variables === o.orderId ? <span className="spinner" aria-hidden="true" /> : null}
                      Buy again
                    </button>
                  ) : (
                    <>
                      <span className="muted small" id={`no-reorder-${o.orderId}`}>
                        Subscriptions and balance payments can&apos;t be bought again.
                      </span>
                      <button
                        type="button"
                        className="button button-small"
                        disabled
                        aria-label={`Buy again: order ${o.orderId}`}
                        aria-describedby={`no-reorder-${o.orderId}`}
                      >
                        Buy again
                      </button>
                    </>
                  )}
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            title="No orders yet"
            actions={
              <Link href="/" className="button">
                Start shopping
              </Link>
            }
          >
            When you place an order it will appear here.
          </EmptyState>
        )}
        {meta && meta.lastPage > 1 ? (
          <nav className="pagination card" aria-label="Order pages">
            <button type="button" className="button button-small button-ghost" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              Newer orders
            </button>
            <span className="muted">
              Page {meta.currentPage} of {meta.lastPage}
            </span>
            <button
              type="button"
              className="button button-small button-ghost"
              disabled={page >= meta.lastPage}
              onClick={() => setPage((p) => p + 1)}
            >
              Older orders
            </button>
          </nav>
        ) : null}
      </QueryState>
    </div>
  );
}
